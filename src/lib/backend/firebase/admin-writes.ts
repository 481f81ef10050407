import type { ErasureCounts, PersonData } from "~/shared/people";
import { BackendError, type AdminDataClient } from "../types";
import { signedIn, type FirebaseAdminDeps } from "./admin-context";
import { ADMIN_API_PATH } from "./admin-export";
import { AUTH_REQUIRED } from "./errors";

/** The server's `{ error }` text (else a generic message), its `code`, and the `current` document of a conflict. */
async function errorFrom(response: Response, fallback: string): Promise<BackendError> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown; current?: unknown };
  const message = typeof body.error === "string" && body.error ? body.error : fallback;
  const code = typeof body.code === "string" ? body.code : undefined;
  return new BackendError(message, response.status, code, body.current);
}

type AdminMethod = "GET" | "PATCH" | "DELETE" | "POST";

/** One call to the `adminData` function as the signed-in admin: its JSON answer, or a BackendError. */
export async function callAdminApi<T>(
  deps: FirebaseAdminDeps,
  method: AdminMethod,
  path: string,
  fallback: string,
  body?: unknown,
): Promise<T> {
  signedIn(deps);
  const token = await deps.getIdToken();
  if (!token) throw new BackendError(AUTH_REQUIRED, 401, "unauthenticated");
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    // Writes: a limited-use App Check token, which the function consumes, so it cannot be replayed.
    ...(await deps.appCheckHeaders?.({ limitedUse: method !== "GET" })),
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${deps.baseUrl ?? ""}${ADMIN_API_PATH}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new BackendError(`${fallback}: network error`, undefined, "network");
  }
  if (!response.ok) throw await errorFrom(response, fallback);
  return (await response.json().catch(() => ({}))) as T;
}

/**
 * The admin's writes (and the playback addresses of an application's videos) go through the `adminData` function
 * (firebase.json rewrites /api/admin/**): the server checks who the admin is (claim, configured
 * e-mail, verified), validates with the shared schemas, uses compare-and-set and writes the audit
 * entry itself. firestore.rules let the browser read only, so nothing here touches Firestore.
 */
export function createAdminWrites(
  deps: FirebaseAdminDeps,
): Pick<
  AdminDataClient,
  | "updateBrandSignup"
  | "deleteBrandSignup"
  | "deleteContactMessage"
  | "logAdminSignIn"
  | "fileAddresses"
  | "findPerson"
  | "erasePerson"
> {
  const call = <T>(method: AdminMethod, path: string, fallback: string, body?: unknown) =>
    callAdminApi<T>(deps, method, path, fallback, body);

  const at = (list: string, id: string) => `/${list}/${encodeURIComponent(id)}`;

  return {
    async updateBrandSignup(id, changes, options) {
      const body = {
        ...changes,
        ...(options?.expectedUpdatedAt ? { expectedUpdatedAt: options.expectedUpdatedAt } : {}),
      };
      const answer = await call<{ updated_at: string }>(
        "PATCH",
        at("brand-signups", id),
        "Failed to update signup",
        body,
      );
      return { updated_at: answer.updated_at };
    },
    async deleteBrandSignup(id) {
      await call("DELETE", at("brand-signups", id), "Failed to delete signup");
    },
    async deleteContactMessage(id) {
      await call("DELETE", at("contact-messages", id), "Failed to delete message");
    },
    async logAdminSignIn() {
      await call("POST", "/admin-logins", "Failed to log sign-in");
    },
    async fileAddresses(applicationId) {
      const path = `${at("creator-applications", applicationId)}/files`;
      return (await call<{ files: Record<string, string> }>("GET", path, "Failed to load the videos")).files;
    },
    // People: the address goes in the body, never in a URL.
    async findPerson(email) {
      return call<PersonData>("POST", "/people", "Failed to search", { email });
    },
    async erasePerson(email) {
      return (await call<{ erased: ErasureCounts }>("POST", "/people/erase", "Failed to erase", { email })).erased;
    },
  };
}
