import { ADMIN_LIST_DEFINITIONS, isAdminListName, type AdminListName } from "~/shared/admin-lists";
import { attributionFilters } from "~/shared/attribution";
import { overviewQuerySchema } from "~/shared/schemas/admin";
import type { AdminCounts, AdminOverview } from "~/shared/admin-overview";
import { lastLondonWeeks } from "~/shared/london-time";
import { fail, ok, type HandlerResult } from "../context";
import type { CorePorts, Filter } from "../ports";
import { ADMIN_LIST_COLLECTIONS, filtersFor, LIST_NOT_FOUND } from "./admin-lists";
import { adminHandler, adminOnly } from "./common";

export const OVERVIEW_WEEKS = 12;

/** Aggregate counts only: one `count` per status, never a read of the collection. */
async function countsOf(list: AdminListName, ports: CorePorts): Promise<AdminCounts> {
  const collection = ADMIN_LIST_COLLECTIONS.get(list)!;
  const { statuses } = ADMIN_LIST_DEFINITIONS[list];
  const [total, ...perStatus] = await Promise.all([
    ports.documents.count(collection),
    ...statuses.map((status) => ports.documents.count(collection, filtersFor(list, { status }))),
  ]);
  return { total: total!, byStatus: Object.fromEntries(statuses.map((status, index) => [status, perStatus[index]!])) };
}

/** Input: `{ list }`. */
export const countAdminList = adminOnly(async (input, context, ports): Promise<HandlerResult<AdminCounts>> => {
  const list = String((input as { list?: unknown } | null)?.list ?? "");
  if (!isAdminListName(list)) return fail(404, LIST_NOT_FOUND);
  return ok(await countsOf(list, ports));
});

/**
 * Counts per status and 12 weekly range counts (Monday to Sunday, Europe/London) for the chart. Input:
 * `{ source? }`: with a source, each week also counts the records whose last touch came from it.
 */
export const adminOverview = adminHandler(
  overviewQuerySchema,
  async (input, context, ports): Promise<HandlerResult<AdminOverview>> => {
    const { source } = input;
    const weeks = lastLondonWeeks(ports.clock.now(), OVERVIEW_WEEKS);
    const within = (field: string, from: string, to: string): Filter[] => [
      { field, op: ">=", value: from },
      { field, op: "<", value: to },
    ];
    const fromSource = async (list: AdminListName, field: string, from: string, to: string) =>
      ports.documents.count(ADMIN_LIST_COLLECTIONS.get(list)!, [
        ...attributionFilters(list, { source }),
        ...within(field, from, to),
      ]);
    const [applications, brandSignups, weekly] = await Promise.all([
      countsOf("creator-applications", ports),
      countsOf("brand-signups", ports),
      Promise.all(
        weeks.map(async ({ weekStart, from, to }) => ({
          weekStart,
          applications: await ports.documents.count("creator_applications", within("submittedAt", from, to)),
          brandSignups: await ports.documents.count("brand_signups", within("created_at", from, to)),
          ...(source
            ? {
                fromSource: {
                  applications: await fromSource("creator-applications", "submittedAt", from, to),
                  brandSignups: await fromSource("brand-signups", "created_at", from, to),
                },
              }
            : {}),
        })),
      ),
    ]);
    return ok({ applications, brandSignups, weekly, ...(source ? { source } : {}) });
  },
);
