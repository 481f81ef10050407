import { reportError } from "../error-reports";
import { BackendError, type CallOptions } from "./types";

/** What a failed call says: the server's own error, else these. */
export interface Messages {
  fallback: string;
  timeout: string;
  /** When no answer came at all; the fallback unless set. */
  unreachable?: string;
}

export interface ApiRequest {
  body: BodyInit;
  json: boolean;
  token?: string | null;
}

interface Transport {
  base: string;
  extraHeaders?: () => Promise<Record<string, string>>;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Aborts `controller` after `timeoutMs` (never when null), remembering that it was the clock. */
function abortAfter(controller: AbortController, timeoutMs: number | null) {
  let timedOut = false;
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  return { timedOut: () => timedOut, clear: () => clearTimeout(timer) };
}

async function requestHeaders(init: ApiRequest, transport: Transport): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  if (init.json) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return Object.assign(headers, await transport.extraHeaders?.());
}

/** Why a call that threw failed, in the product's words: the server's error, a timeout, an abort, no answer. */
function callFailure(error: unknown, timedOut: boolean, aborted: boolean, messages: Messages): BackendError {
  if (error instanceof BackendError) return error;
  if (timedOut) return new BackendError(messages.timeout, undefined, "timeout");
  if (aborted) return new BackendError(messages.fallback, undefined, "aborted");
  return new BackendError(messages.unreachable ?? messages.fallback, undefined, "network");
}

/** One POST to `/api/...`: its JSON answer, or a BackendError; the caller's signal and the timeout abort it. */
export async function postToApi(
  transport: Transport,
  path: string,
  init: ApiRequest,
  messages: Messages,
  callOptions: CallOptions,
  defaultTimeoutMs: number | null,
): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const deadline = abortAfter(
    controller,
    callOptions.timeoutMs === undefined ? defaultTimeoutMs : callOptions.timeoutMs,
  );
  const abortFromCaller = () => controller.abort();
  callOptions.signal?.addEventListener("abort", abortFromCaller, { once: true });
  try {
    const response = await fetch(`${transport.base}${path}`, {
      method: "POST",
      headers: await requestHeaders(init, transport),
      body: init.body,
      signal: controller.signal,
    });
    const body = await readJson(response);
    if (!response.ok) {
      // A function's failure is ours, not the visitor's: reported (the path only, never the body).
      if (response.status >= 500) {
        reportError("api", `POST ${path} answered ${response.status}`, { status: response.status });
      }
      const error = typeof body.error === "string" && body.error.trim() ? body.error : messages.fallback;
      // A code names a failure the caller acts on (e.g. an upload's "human_check_required").
      throw new BackendError(error, response.status, typeof body.code === "string" ? body.code : undefined);
    }
    return body;
  } catch (error) {
    throw callFailure(error, deadline.timedOut(), controller.signal.aborted, messages);
  } finally {
    deadline.clear();
    callOptions.signal?.removeEventListener("abort", abortFromCaller);
  }
}
