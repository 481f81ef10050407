import { BackendError } from "../types";

export type GetIdToken = () => Promise<string | null>;

export interface RequestDeps {
  getIdToken: GetIdToken;
  fetch?: typeof fetch;
}

/** The server's `{ error }` text (else a generic message), its `code`, and the `current` document of a conflict. */
export async function errorFrom(response: Response, fallback: string): Promise<BackendError> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown; current?: unknown };
  const message = typeof body.error === "string" && body.error ? body.error : fallback;
  const code = typeof body.code === "string" ? body.code : undefined;
  return new BackendError(message, response.status, code, body.current);
}

/** A JSON request to the embedded server carrying the caller's Firebase ID token. */
export async function authorisedJson<T>(
  deps: RequestDeps,
  method: string,
  url: string,
  options: { body?: unknown; fallbackError: string; requireToken?: boolean },
): Promise<T> {
  const token = await deps.getIdToken();
  if (!token && options.requireToken !== false) throw new BackendError("Authentication required", 401);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new BackendError(`${options.fallbackError}: network error`, undefined, "network");
  }
  if (!response.ok) throw await errorFrom(response, options.fallbackError);
  return (await response.json().catch(() => ({}))) as T;
}
