import type { AdminDataClient } from "../types";
import { BackendError } from "../types";
import { signedIn, type FirebaseAdminDeps } from "./admin-context";
import { AUTH_REQUIRED } from "./errors";

/** The admin function (firebase.json rewrites /api/admin/**) streams a list as CSV at `{list}/export.csv`. */
export const ADMIN_API_PATH = "/api/admin";
const FAILED = "Failed to export CSV";

function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const fileNameOf = (response: Response, fallback: string) =>
  /filename="?([^";]+)"?/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;

/**
 * The export runs on the server (the whole filtered list, no row limit, audited there). A plain
 * link cannot carry the ID token, so the file is fetched with it and then saved.
 */
export function createAdminExport(deps: FirebaseAdminDeps): Pick<AdminDataClient, "exportCsv"> {
  return {
    async exportCsv(list, query) {
      signedIn(deps);
      const token = await deps.getIdToken();
      if (!token) throw new BackendError(AUTH_REQUIRED, 401, "unauthenticated");
      const params = new URLSearchParams();
      if (query.status) params.set("status", query.status);
      if (query.search?.trim()) params.set("search", query.search.trim());
      let response: Response;
      try {
        const search = params.size > 0 ? `?${params}` : "";
        response = await (deps.fetch ?? fetch)(`${deps.baseUrl ?? ""}${ADMIN_API_PATH}/${list}/export.csv${search}`, {
          headers: { authorization: `Bearer ${token}`, ...(await deps.appCheckHeaders?.()) },
        });
      } catch {
        throw new BackendError(`${FAILED}: network error`, undefined, "network");
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: unknown };
        throw new BackendError(typeof body.error === "string" && body.error ? body.error : FAILED, response.status);
      }
      (deps.download ?? saveFile)(await response.blob(), fileNameOf(response, `${list}.csv`));
    },
  };
}
