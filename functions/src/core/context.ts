/** Who is calling, as established by the entry point from a verified ID token. */
export interface Caller {
  uid: string;
  email: string | null;
  /** True only when the verified token carries the `admin: true` custom claim. */
  isAdmin: boolean;
  isAnonymous: boolean;
}

export interface RequestContext {
  /** Null when the request carried no valid ID token. */
  caller: Caller | null;
  /** Passed to the human check; optional. */
  remoteIp?: string;
  /** Who abuse limits count the request against (the client address); falls back to `remoteIp`. */
  clientKey?: string;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;

/** `code` names a failure the browser acts on (e.g. "conflict"); `current` is the record as it now is. */
export interface ErrorBody {
  error: string;
  code?: string;
  current?: unknown;
}

export type HandlerResult<T = unknown> = { status: 200 | 201; body: T } | { status: ErrorStatus; body: ErrorBody };

export function ok<T>(body: T, status: 200 | 201 = 200): HandlerResult<T> {
  return { status, body };
}

export function fail(status: ErrorStatus, error: string): { status: ErrorStatus; body: { error: string } } {
  return { status, body: { error } };
}

export const AUTH_REQUIRED = "Authentication required";
export const ADMIN_REQUIRED = "You are not authorized to perform this action";

/** The admin gate every admin operation starts with: 401 without a caller, 403 without the claim. */
export function requireAdmin(context: RequestContext): { status: ErrorStatus; body: { error: string } } | null {
  if (!context.caller || context.caller.isAnonymous) return fail(401, AUTH_REQUIRED);
  if (!context.caller.isAdmin) return fail(403, ADMIN_REQUIRED);
  return null;
}
