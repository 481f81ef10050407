import type { AdminDataClient, AdminListQuery } from "../types";
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

/** The header that carries the next part's token (functions/src/firebase/http/admin-function.ts). */
const NEXT_PART_HEADER = "x-export-next-part";
/** A runaway guard: 200 parts of 5,000 rows is a million rows. */
const MAX_PARTS = 200;

/**
 * The export runs on the server (the whole filtered list, no row limit, audited there when it
 * starts). Hosting cuts a rewritten function's answer at 60 s, so the server answers in parts of a
 * few thousand rows, each naming the next with a signed token; the client asks for each in turn
 * and saves them as one file. A plain link cannot carry the ID token, so the parts are fetched.
 */
export function createAdminExport(deps: FirebaseAdminDeps): Pick<AdminDataClient, "exportCsv"> {
  return {
    async exportCsv(list, query) {
      signedIn(deps);
      const token = await deps.getIdToken();
      if (!token) throw new BackendError(AUTH_REQUIRED, 401, "unauthenticated");
      const parts: ArrayBuffer[] = [];
      let fileName = `${list}.csv`;
      let next: URLSearchParams | null = exportParams(query);
      while (next) {
        if (parts.length >= MAX_PARTS) throw new BackendError(FAILED);
        const response = await fetchPart(deps, token, `${list}/export.csv${next.size > 0 ? `?${next}` : ""}`);
        if (parts.length === 0) fileName = fileNameOf(response, fileName);
        parts.push(await response.arrayBuffer());
        const part = response.headers.get(NEXT_PART_HEADER);
        next = part ? new URLSearchParams({ part }) : null;
      }
      (deps.download ?? saveFile)(new Blob(parts, { type: "text/csv;charset=utf-8" }), fileName);
    },
  };
}

function exportParams(query: Omit<AdminListQuery, "cursor">): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.search?.trim()) params.set("search", query.search.trim());
  if (query.source?.trim()) params.set("source", query.source.trim());
  if (query.campaign?.trim()) params.set("campaign", query.campaign.trim());
  return params;
}

/** One part of the export; a network failure or a refusal is a BackendError with the server's message. */
async function fetchPart(deps: FirebaseAdminDeps, token: string, path: string): Promise<Response> {
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${deps.baseUrl ?? ""}${ADMIN_API_PATH}/${path}`, {
      headers: { authorization: `Bearer ${token}`, ...(await deps.appCheckHeaders?.()) },
    });
  } catch {
    throw new BackendError(`${FAILED}: network error`, undefined, "network");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new BackendError(typeof body.error === "string" && body.error ? body.error : FAILED, response.status);
  }
  return response;
}
