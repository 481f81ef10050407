import type { HandlerResult, RequestContext } from "@functions/core/context";
import type { CorePorts } from "@functions/core/ports";
import { clientAddressKey } from "@functions/firebase/http/rate-limit";
import type { FunctionsRuntime, RuntimeOutcome } from "../runtime/runtime";
import { APP_CHECK_FAILED } from "./app-check";
import { clientAddress } from "./client-address";
import { appChecked, type RateGroupName } from "./rate-groups";
import { createErrorLog } from "../observability/error-log";
import { declaredTooLarge, formBody, jsonBody, RequestRefusal, TOO_LARGE } from "./request-body";

/** The parts of the Express request Cloud Functions hands over that an entry point reads. */
export interface FunctionRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes, kept by Cloud Functions beside its own parsing. */
  rawBody?: Buffer;
  query: Record<string, unknown>;
  ip?: string;
  /** The path as Hosting passed it on (`/api/admin/…`), without the query. */
  path?: string;
}

export interface FunctionResponse {
  status(code: number): FunctionResponse;
  set(field: string, value: string): FunctionResponse;
  json(body: unknown): void;
  redirect(status: number, url: string): void;
  write(chunk: string): boolean;
  end(): void;
}

export type CoreHandler = (input: unknown, context: RequestContext, ports: CorePorts) => Promise<HandlerResult>;

export interface EntryOptions {
  /** The one method answered (405 otherwise); POST by default. */
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body: "json" | "form" | "none";
  /**
   * Public endpoints are rate-limited per client, counted per group. The group also decides App Check:
   * an endpoint skips it only in a tokenless group (rate-groups.ts); without a group it always checks.
   */
  rateLimitGroup?: RateGroupName;
  /**
   * A request counts in `rateLimitGroup` only when `verified` holds for it (checked before anything is
   * counted); any other counts in `group` instead, per client and against that group's own ceiling, so
   * what anyone can forge never spends the ceiling genuine requests count on. Both groups take App
   * Check alike.
   */
  unverified?: { group: RateGroupName; verified: (request: FunctionRequest, ports: CorePorts) => boolean };
  /** Builds the handler's input from the request and its parsed body. */
  input?: (request: FunctionRequest, body: unknown) => unknown;
}

export const NOT_CONFIGURED = "The server is not configured. Please try again later.";
export const SOMETHING_WENT_WRONG = "Something went wrong on our side. Please try again.";
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";
const METHOD_NOT_ALLOWED = "Method not allowed";
const BUSY_RETRY_AFTER_S = "5";

export const send = (res: FunctionResponse, status: number, body: unknown) =>
  res.status(status).set("cache-control", "no-store").json(body);

/**
 * One Cloud Function over one core handler:
 * one method, App Check, rate limit, strict body types and sizes, the verified caller, then the
 * handler's status and JSON body (or, for a streamed result, its chunks via `stream`).
 */
export function entryPoint(
  loadRuntime: () => RuntimeOutcome,
  handler: CoreHandler,
  options: EntryOptions,
  stream?: (result: HandlerResult, res: FunctionResponse) => Promise<boolean>,
) {
  const method = options.method ?? "POST";
  const appCheck = appChecked(options.rateLimitGroup);
  if (options.unverified && appChecked(options.unverified.group) !== appCheck) {
    throw new Error(`Rate group ${options.unverified.group} must take App Check as ${options.rateLimitGroup} does`);
  }
  return async (req: FunctionRequest, res: FunctionResponse): Promise<void> => {
    if (req.method !== method) {
      res.set("allow", method);
      return send(res, 405, { error: METHOD_NOT_ALLOWED });
    }
    const runtime = startedRuntime(loadRuntime, res);
    if (!runtime) return;
    // A declared size over the limit is refused before App Check, the limiter or any parsing.
    if (declaredTooLarge(options.body, req.headers)) return send(res, 413, { error: TOO_LARGE });
    try {
      // Calls that change something consume their (limited-use) App Check token: no replay.
      const consume = method !== "GET";
      if (appCheck && !(await runtime.appCheck(req.headers["x-firebase-appcheck"], { consume }))) {
        return send(res, 401, { error: APP_CHECK_FAILED });
      }
      const address = clientAddress(req);
      const client = clientAddressKey(address);
      const group = countedIn(options, req, runtime.ports);
      const limited = async (count: (group: RateGroupName) => Promise<boolean>) => !!group && !(await count(group));
      if (await limited((group) => runtime.rateLimiter.client(group, client))) return tooMany(res);
      const body = await parsedBody(options.body, req);
      const caller = await runtime.verifyCaller(req.headers.authorization);
      // A signed-in (often anonymous) caller also has an allowance of its own.
      if (caller && (await limited((group) => runtime.rateLimiter.caller(group, caller.uid)))) return tooMany(res);
      const context: RequestContext = { caller, remoteIp: address, clientKey: client };
      const result = await handler(options.input ? options.input(req, body) : body, context, runtime.ports);
      if (stream && (await stream(result, res))) return;
      return send(res, result.status, result.body);
    } catch (error) {
      return failed(error, req.path ?? "", res, runtime);
    }
  };
}

/** The group a request counts in: its endpoint's, unless it fails the endpoint's `unverified` check. */
function countedIn(options: EntryOptions, req: FunctionRequest, ports: CorePorts): RateGroupName | undefined {
  const { unverified } = options;
  return unverified && !unverified.verified(req, ports) ? unverified.group : options.rateLimitGroup;
}

/** A refusal's own answer; anything else is logged, and answered 503 when Firestore was busy, else 500. */
function failed(error: unknown, page: string, res: FunctionResponse, runtime: FunctionsRuntime): void {
  if (error instanceof RequestRefusal) return send(res, error.status, { error: error.message });
  const status = firestoreBusy(error) ? 503 : 500;
  runtime.errors.functionFailure(error, { kind: "request", page, status });
  if (status === 503) return busy(res);
  return send(res, 500, { error: SOMETHING_WENT_WRONG });
}

/**
 * gRPC statuses firebase-admin reports when Firestore could not do the work now, not because of the
 * request: a transaction aborted after its retries (contention), a deadline passed, the service
 * unavailable or out of quota.
 */
const FIRESTORE_BUSY = new Set([4, 8, 10, 14]);
const firestoreBusy = (error: unknown) => FIRESTORE_BUSY.has((error as { code?: unknown } | null)?.code as number);

/** Firestore was busy: try again shortly (docs/security.md "Abuse limits"), never a 500. */
function busy(res: FunctionResponse): void {
  res.set("retry-after", BUSY_RETRY_AFTER_S);
  send(res, 503, { error: SOMETHING_WENT_WRONG });
}

function tooMany(res: FunctionResponse): void {
  res.set("retry-after", "60");
  send(res, 429, { error: TOO_MANY_REQUESTS });
}

/** The runtime, or null once a 500 has answered that it could not start or is not configured. */
function startedRuntime(loadRuntime: () => RuntimeOutcome, res: FunctionResponse): FunctionsRuntime | null {
  let loaded: RuntimeOutcome;
  try {
    loaded = loadRuntime();
  } catch (error) {
    createErrorLog().functionFailure(error, { kind: "start", status: 500 });
    send(res, 500, { error: SOMETHING_WENT_WRONG });
    return null;
  }
  if (!loaded.ok) {
    send(res, 500, { error: NOT_CONFIGURED });
    return null;
  }
  return loaded.runtime;
}

async function parsedBody(kind: EntryOptions["body"], req: FunctionRequest): Promise<unknown> {
  if (kind === "json") return jsonBody(req.headers, req.rawBody);
  if (kind === "form") return formBody(req.headers, req.rawBody);
  return undefined;
}
