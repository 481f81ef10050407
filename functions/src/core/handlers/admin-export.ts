import { stringify } from "csv-stringify/sync";
import { isAdminListName, type AdminListName } from "~/shared/admin-lists";
import { adminListFilterSchema } from "~/shared/schemas/admin";
import { fail, ok, type HandlerResult } from "../context";
import { listPages } from "../list-pages";
import type { CorePorts, ListQuery } from "../ports";
import { CSV_COLUMNS, CSV_OPTIONS, neutraliseCell } from "./admin-csv-columns";
import { ADMIN_LIST_COLLECTIONS, adminListQuery, LIST_NOT_FOUND, present } from "./admin-lists";
import { recordAudit } from "./audit";
import { adminOnly, nowIso, parseInput } from "./common";

/** Documents read per step; the export has no row limit, it pages through the store. */
export const EXPORT_PAGE_SIZE = 500;

export interface CsvExport {
  filename: string;
  /** CSV text in pieces, one page of the store at a time, read only as fast as it is sent. */
  chunks: AsyncIterable<string>;
}

async function* csvChunks(list: AdminListName, ports: CorePorts, query: ListQuery): AsyncGenerator<string> {
  const collection = ADMIN_LIST_COLLECTIONS.get(list)!;
  const columns = CSV_COLUMNS[list];
  // RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break. The BOM
  // makes Excel read the file as UTF-8.
  yield stringify([columns.map((column) => column.header)], { ...CSV_OPTIONS, bom: true });
  for await (const page of listPages(ports.documents, collection, { ...query, limit: EXPORT_PAGE_SIZE })) {
    const rows = page.items.map((item) => columns.map((column) => neutraliseCell(column.value(present(item)))));
    if (rows.length > 0) yield stringify(rows, CSV_OPTIONS);
  }
}

/** The filters an export ran with, as its audit entry records them (whole or in parts). */
export interface ExportFilter {
  status?: string;
  search?: string;
  source?: string;
  campaign?: string;
}

export function exportAuditDetails(list: AdminListName, filter: ExportFilter) {
  return {
    list,
    status: filter.status ?? null,
    search: filter.search ?? null,
    ...(filter.source ? { source: filter.source } : {}),
    ...(filter.campaign ? { campaign: filter.campaign } : {}),
  };
}

/**
 * Input: `{ list, status?, search?, source?, campaign? }`. The CSV of the filtered view, newest first, every row
 * (no limit), UK dates, standard quoting, formula-like cells neutralised. Audited before it starts.
 */
export const exportAdminList = adminOnly(async (input, context, ports): Promise<HandlerResult<CsvExport>> => {
  const { list, ...rest } = (input ?? {}) as { list?: unknown };
  const name = String(list ?? "");
  if (!isAdminListName(name)) return fail(404, LIST_NOT_FOUND);
  const filter = parseInput(adminListFilterSchema(name), rest);
  if (!filter.ok) return filter.failure;
  const built = adminListQuery(name, filter.data);
  if (!built.ok) return built.failure;
  await recordAudit(ports, context.caller, "export_csv", name, exportAuditDetails(name, filter.data));
  const day = nowIso(ports).slice(0, 10);
  return ok({ filename: `${name}-${day}.csv`, chunks: csvChunks(name, ports, built.query) });
});
