import { createHmac, timingSafeEqual } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { isAdminListName, type AdminListName } from "~/shared/admin-lists";
import { adminListFilterSchema } from "~/shared/schemas/admin";
import { fail, ok, type HandlerResult, type RequestContext } from "../context";
import { listPages } from "../list-pages";
import { linkKey, type CorePorts, type ListQuery } from "../ports";
import { CSV_COLUMNS, CSV_OPTIONS, neutraliseCell } from "./admin-csv-columns";
import { EXPORT_PAGE_SIZE, exportAuditDetails, type ExportFilter } from "./admin-export";
import { ADMIN_LIST_COLLECTIONS, adminListQuery, LIST_NOT_FOUND, present } from "./admin-lists";
import { recordAudit } from "./audit";
import { adminOnly, nowIso, parseInput } from "./common";

/** Rows per part: a few store pages, answered well inside Hosting's 60 s limit for a rewrite. */
export const EXPORT_PART_ROWS = 10 * EXPORT_PAGE_SIZE;
/** A part token is good for this long after the part before it. */
const PART_TOKEN_MS = 10 * 60 * 1000;
export const EXPORT_PART_INVALID = "This export could not be continued. Please start it again.";
const CONTEXT = "admin-export-part/v2";

export interface CsvExportPart {
  filename: string;
  /** This part's CSV: the first part starts with the BOM and the header row. */
  csv: string;
  /** The signed token of the next part, or null when this was the last. */
  nextPart: string | null;
}

interface PartState {
  list: AdminListName;
  /** Every filter the admin chose: each part runs the same query. */
  filter: ExportFilter;
  cursor: string;
  uid: string;
  filename: string;
  expires: number;
}

const macOf = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`${CONTEXT}\n${payload}`, "utf8").digest();

function signPart(secret: string, state: PartState): string {
  const payload = Buffer.from(JSON.stringify(state), "utf8").toString("base64url");
  return `${payload}.${macOf(secret, payload).toString("base64url")}`;
}

function verifyPart(secret: string, token: unknown, now: number): PartState | null {
  if (typeof token !== "string" || token.length > 4_000) return null;
  const [payload = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0) return null;
  const expected = macOf(secret, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as PartState;
    return state.expires > now && isAdminListName(state.list) ? state : null;
  } catch {
    return null;
  }
}

/**
 * The CSV export in parts, for Firebase Hosting, which cuts a rewritten function's answer at 60 s:
 * input `{ list, status?, search?, source?, campaign? }` starts an export (audited, as `exportAdminList`) and answers
 * its first part; `{ part }` answers the next one. A part token is signed for the admin who started
 * the export, its list, filter and position, and expires: nobody can continue (or skip the audit of)
 * an export they did not start. The parts joined are exactly what `exportAdminList` streams.
 */
export const exportAdminListPart = adminOnly(async (input, context, ports): Promise<HandlerResult<CsvExportPart>> => {
  const secret = linkKey(ports.config, "exportPart");
  const now = new Date(nowIso(ports)).getTime();
  const { part, list, ...rest } = (input ?? {}) as { part?: unknown; list?: unknown };
  const started =
    part !== undefined
      ? continuedExport(verifyPart(secret, part, now), context.caller.uid, list)
      : await startedExport(String(list ?? ""), rest, context, ports);
  if (!started.ok) return started.failure;
  const { state, csv } = started;
  const built = adminListQuery(state.list, state.filter);
  if (!built.ok) return built.failure;
  const { rows, cursor } = await partRows(ports, state.list, built.query, state.cursor);
  const nextPart = cursor ? signPart(secret, { ...state, cursor, expires: now + PART_TOKEN_MS }) : null;
  return ok({ filename: state.filename, csv: csv + rows, nextPart });
});

type ExportState = Omit<PartState, "cursor" | "expires"> & { cursor: string | null };
type StartedPart = { ok: true; state: ExportState; csv: string } | { ok: false; failure: ReturnType<typeof fail> };

/** A part token is good only for the admin who started the export, and for its own list. */
function continuedExport(verified: PartState | null, uid: string, list: unknown): StartedPart {
  if (!verified || verified.uid !== uid || (list !== undefined && list !== verified.list)) {
    return { ok: false, failure: fail(400, EXPORT_PART_INVALID) };
  }
  return { ok: true, state: verified, csv: "" };
}

/** A new export: checked and audited as `exportAdminList`; its first part opens with the BOM and header. */
async function startedExport(
  name: string,
  input: object,
  context: RequestContext,
  ports: CorePorts,
): Promise<StartedPart> {
  if (!isAdminListName(name)) return { ok: false, failure: fail(404, LIST_NOT_FOUND) };
  const filter = parseInput(adminListFilterSchema(name), input);
  if (!filter.ok) return filter;
  const checked = adminListQuery(name, filter.data);
  if (!checked.ok) return checked;
  const chosen: ExportFilter = {
    ...(filter.data.status ? { status: filter.data.status } : {}),
    ...(filter.data.search ? { search: filter.data.search } : {}),
    ...(filter.data.source ? { source: filter.data.source } : {}),
    ...(filter.data.campaign ? { campaign: filter.data.campaign } : {}),
  };
  await recordAudit(ports, context.caller!, "export_csv", name, exportAuditDetails(name, chosen));
  return {
    ok: true,
    state: {
      list: name,
      filter: chosen,
      cursor: null,
      uid: context.caller!.uid,
      filename: `${name}-${nowIso(ports).slice(0, 10)}.csv`,
    },
    csv: stringify([CSV_COLUMNS[name].map((column) => column.header)], { ...CSV_OPTIONS, bom: true }),
  };
}

/** Up to EXPORT_PART_ROWS rows from `cursor` on, as CSV, and where the next part starts (null: the end). */
async function partRows(
  ports: CorePorts,
  list: AdminListName,
  query: Omit<ListQuery, "limit" | "cursor">,
  from: string | null,
): Promise<{ rows: string; cursor: string | null }> {
  const columns = CSV_COLUMNS[list];
  const collection = ADMIN_LIST_COLLECTIONS.get(list)!;
  let csv = "";
  let cursor = from;
  let rows = 0;
  for await (const page of listPages(ports.documents, collection, { ...query, limit: EXPORT_PAGE_SIZE, cursor })) {
    const values = page.items.map((item) => columns.map((column) => neutraliseCell(column.value(present(item)))));
    if (values.length > 0) csv += stringify(values, CSV_OPTIONS);
    rows += values.length;
    cursor = page.nextCursor;
    if (rows >= EXPORT_PART_ROWS) break;
  }
  return { rows: csv, cursor };
}
