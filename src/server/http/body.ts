import type { IncomingMessage } from "node:http";
import {
  BODY_MESSAGES,
  formTypeRefusal,
  jsonTypeRefusal,
  parseFormBytes,
  parseJsonBytes,
  type BodyFailure,
} from "~/core/http/request-body";
import { HttpError } from "./respond";

export const TOO_LARGE = BODY_MESSAGES.tooLarge;
const TOO_SLOW = "The request body took too long to arrive. Please try again.";
const CLIENT_ABORTED = "The request body was not fully received.";

/** JSON and form bodies are a few KB: any connection sends them in well under this. */
export const BODY_TIMEOUT_MS = 10_000;

/** The client hung up mid-body: its own doing, logged in one line (400), never as a fault. */
export class ClientAbortError extends HttpError {
  constructor() {
    super(400, CLIENT_ABORTED);
  }
}

/**
 * Before refusing a body, read and drop the rest of it (within a small allowance) so the answer
 * comes after it: a proxy in front (Vite's dev proxy, a load balancer) is still writing it, and
 * closing on it mid-write reaches the browser as 502 instead of our answer.
 */
async function refuseAfterBody(
  req: IncomingMessage,
  status: number,
  message: string,
  { maxBytes = 8 * 1024 * 1024, maxMs = 5_000 } = {},
): Promise<never> {
  const ended = await new Promise<boolean>((resolve) => {
    if (req.complete) return resolve(true);
    // Past the allowance anyway: answer at once rather than read megabytes first.
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) return resolve(false);
    let discarded = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    timer.unref();
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("close", onClose);
    req.resume();
  });
  throw new HttpError(status, message, !ended);
}

/** Bytes and time a refused upload may still send before its connection is closed. */
export const REFUSED_BODY_ALLOWANCE = { maxBytes: 8 * 1024 * 1024, maxMs: 5_000 };

/**
 * After an upload request is refused (its answer already sent, with `Connection: close` when the
 * headers allowed it): the rest of its body is read and dropped within the allowance, so a proxy
 * in front still relays the answer, and then the connection is closed. Without this, a refused
 * `PATCH` kept its socket as long as the client kept sending, up to the 300 s upload limit.
 */
export function closeAfterRefusal(req: IncomingMessage, allowance = REFUSED_BODY_ALLOWANCE): void {
  if (req.complete) return;
  const socket = req.socket;
  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    req.off("data", onData);
    socket.destroy();
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > allowance.maxBytes) close();
  };
  const timer = setTimeout(close, allowance.maxMs);
  timer.unref();
  req.on("data", onData);
  req.once("end", () => {
    clearTimeout(timer);
    req.off("data", onData);
  });
  socket.once("close", () => clearTimeout(timer));
  req.resume();
}

/**
 * Reads the whole body, refusing as soon as it passes `limit` bytes (413) or takes longer than
 * `timeoutMs` (408), so slow senders cannot hold connections open.
 */
export async function readBody(req: IncomingMessage, limit: number, timeoutMs = BODY_TIMEOUT_MS): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return refuseAfterBody(req, 413, TOO_LARGE);
  const outcome = await new Promise<Buffer | "too large" | "too slow" | "aborted">((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | "too large" | "too slow" | "aborted") => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish("too large");
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onAbort = () => finish("aborted");
    const onClose = () => {
      if (!req.complete) onAbort();
    };
    const timer = setTimeout(() => finish("too slow"), timeoutMs);
    timer.unref();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("close", onClose);
  });
  if (outcome === "aborted") throw new ClientAbortError();
  // A sender this slow gets its answer at once, and the connection closes behind it.
  if (outcome === "too slow") throw new HttpError(408, TOO_SLOW, true);
  if (outcome === "too large") return refuseAfterBody(req, 413, TOO_LARGE);
  return outcome;
}

/**
 * JSON bodies must say exactly `application/json`: a cross-site HTML form can send only
 * text/plain, url-encoded or multipart without a CORS preflight, so none of those get through
 * (the rules, shared with the Cloud Functions: src/core/http/request-body.ts).
 */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const refused = jsonTypeRefusal(req.headers["content-type"]);
  if (refused) return refuseAfterBody(req, refused.status, refused.message);
  return valueOf(parseJsonBytes(await readBody(req, limit)));
}

/** Multipart (or url-encoded) text fields only: uploads go through tus, so a file part is refused. */
export async function readFormFields(req: IncomingMessage, limit: number): Promise<Record<string, string>> {
  const contentType = String(req.headers["content-type"] ?? "");
  const refused = formTypeRefusal(contentType);
  if (refused) return refuseAfterBody(req, refused.status, refused.message);
  return valueOf(await parseFormBytes(contentType, await readBody(req, limit)));
}

function valueOf<T>(parsed: { ok: true; value: T } | { ok: false; failure: BodyFailure }): T {
  if (!parsed.ok) throw new HttpError(parsed.failure.status, parsed.failure.message);
  return parsed.value;
}
