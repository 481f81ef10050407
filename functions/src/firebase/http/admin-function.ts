import {
  deleteBrandSignup,
  deleteContactMessage,
  logAdminSignIn,
  updateBrandSignup,
} from "@functions/core/handlers/admin-data";
import { exportAdminListPart, type CsvExportPart } from "@functions/core/handlers/admin-export-parts";
import { getAdminItem, listAdminItems } from "@functions/core/handlers/admin-lists";
import { adminOverview, countAdminList } from "@functions/core/handlers/admin-overview";
import { applicationFileAddresses } from "@functions/core/handlers/application-files";
import { erasePerson, findPerson } from "@functions/core/handlers/people";
import type { HandlerResult } from "@functions/core/context";
import type { RuntimeOutcome } from "../runtime/runtime";
import {
  entryPoint,
  send,
  type CoreHandler,
  type EntryOptions,
  type FunctionRequest,
  type FunctionResponse,
} from "./entry-point";

/** Hosting rewrites `/api/admin/**` here (firebase.json). */
export const ADMIN_API_PREFIX = "/api/admin";
/** The signed token of the CSV export's next part, when there is one (the browser asks for it with `?part=`). */
export const NEXT_PART_HEADER = "x-export-next-part";

type Route = {
  method: NonNullable<EntryOptions["method"]>;
  pattern: RegExp;
  handler: CoreHandler;
  body?: EntryOptions["body"];
  input: (params: string[], req: FunctionRequest, body: unknown) => unknown;
  csv?: boolean;
};

const query = (req: FunctionRequest) =>
  Object.fromEntries(Object.entries(req.query).filter(([, value]) => typeof value === "string"));

/**
 * The admin operations, under `/api/admin/…`. The panel may also read
 * through Firestore under the rules (it writes nothing there); what needs the server is here: counts,
 * the overview, the CSV export (in parts, each well inside Hosting's 60 s limit for a rewritten
 * function, no row limit), and every write, audited.
 */
export const ROUTES: Route[] = [
  { method: "GET", pattern: /^\/overview$/, handler: adminOverview, input: (_match, req) => query(req) },
  { method: "GET", pattern: /^\/([a-z-]+)\/counts$/, handler: countAdminList, input: ([list]) => ({ list }) },
  {
    method: "GET",
    pattern: /^\/([a-z-]+)\/export\.csv$/,
    handler: exportAdminListPart,
    input: ([list], req) => ({ ...query(req), list }),
    csv: true,
  },
  {
    method: "GET",
    pattern: /^\/([a-z-]+)$/,
    handler: listAdminItems,
    input: ([list], req) => ({ ...query(req), list }),
  },
  { method: "GET", pattern: /^\/([a-z-]+)\/([^/]+)$/, handler: getAdminItem, input: ([list, id]) => ({ list, id }) },
  {
    method: "GET",
    pattern: /^\/creator-applications\/([^/]+)\/files$/,
    handler: applicationFileAddresses,
    input: ([id]) => ({ id }),
  },
  {
    method: "PATCH",
    pattern: /^\/brand-signups\/([^/]+)$/,
    handler: updateBrandSignup,
    body: "json",
    input: ([id], _req, body) => ({ ...(body as object), id }),
  },
  { method: "DELETE", pattern: /^\/brand-signups\/([^/]+)$/, handler: deleteBrandSignup, input: ([id]) => ({ id }) },
  {
    method: "DELETE",
    pattern: /^\/contact-messages\/([^/]+)$/,
    handler: deleteContactMessage,
    input: ([id]) => ({ id }),
  },
  { method: "POST", pattern: /^\/admin-logins$/, handler: logAdminSignIn, input: () => ({}) },
  // People: the address goes in the body, never in a URL that logs keep.
  { method: "POST", pattern: /^\/people$/, handler: findPerson, body: "json", input: (_params, _req, body) => body },
  {
    method: "POST",
    pattern: /^\/people\/erase$/,
    handler: erasePerson,
    body: "json",
    input: (_params, _req, body) => body,
  },
];

/** One part of a CSV export, with the token of the next part in a header when there is one. */
async function sendCsvPart(result: HandlerResult, res: FunctionResponse): Promise<boolean> {
  if (result.status !== 200 || !("csv" in (result.body as object))) return false;
  const { filename, csv, nextPart } = result.body as CsvExportPart;
  res.status(200).set("content-type", "text/csv; charset=utf-8").set("cache-control", "no-store");
  res.set("content-disposition", `attachment; filename="${filename}"`);
  if (nextPart) res.set(NEXT_PART_HEADER, nextPart);
  res.write(csv);
  res.end();
  return true;
}

export function createAdminFunction(loadRuntime: () => RuntimeOutcome) {
  const routes = ROUTES.map((route) => ({
    route,
    run: (params: string[]) =>
      entryPoint(
        loadRuntime,
        route.handler,
        { method: route.method, body: route.body ?? "none", input: (req, body) => route.input(params, req, body) },
        route.csv ? sendCsvPart : undefined,
      ),
  }));
  return async (req: FunctionRequest, res: FunctionResponse): Promise<void> => {
    const full = req.path ?? "/";
    const path = full.startsWith(ADMIN_API_PREFIX) ? full.slice(ADMIN_API_PREFIX.length) || "/" : full;
    const candidates = routes.filter(({ route }) => route.pattern.test(path));
    const chosen = candidates.find(({ route }) => route.method === req.method) ?? candidates[0];
    if (!chosen) return send(res, 404, { error: "Not found." });
    let params: string[];
    try {
      params = (chosen.route.pattern.exec(path) ?? []).slice(1).map((param) => decodeURIComponent(param));
    } catch {
      return send(res, 404, { error: "Not found." });
    }
    return chosen.run(params)(req, res);
  };
}
