import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AUTH_REQUIRED } from "~/core/context";
import { exportAdminList } from "~/core/handlers/admin-export";
import type { CorePorts } from "~/core/ports";
import { sendError } from "../http/respond";
import type { createRouter } from "../http/router";
import type { LiveFeeds } from "./live-feeds";
import { stillAdmin } from "./live-tickets";

/**
 *   GET /data/{list}/export.csv?ticket=&status=&search=
 * A plain link the browser downloads straight to disk, so it carries a one-use ticket (from
 * POST /data/live-tickets) instead of the ID token. The CSV is streamed page by page from the
 * store as fast as the browser reads it: no row limit, and never the whole list in memory.
 */
export function registerCsvExportRoute(
  router: ReturnType<typeof createRouter>,
  { ports }: { ports: CorePorts },
  live: LiveFeeds,
): void {
  router.add("GET", /^\/data\/([a-z-]+)\/export\.csv$/, async (req, res, { params, query }) => {
    const holder = live.redeemTicket(query.get("ticket"));
    if (!holder || !(await stillAdmin(holder))) return sendError(res, 401, AUTH_REQUIRED);
    const { ticket: _ticket, ...filter } = Object.fromEntries(query);
    const result = await exportAdminList({ ...filter, list: params[0] }, { caller: holder.caller }, ports);
    if (!("chunks" in result.body)) return sendError(res, result.status, result.body.error);
    const { filename, chunks } = result.body;
    res.writeHead(200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    });
    // A failure half-way (or the browser going away) ends the download unfinished, never as a short file.
    await pipeline(Readable.from(chunks), res).catch(() => res.destroy());
  });
}
