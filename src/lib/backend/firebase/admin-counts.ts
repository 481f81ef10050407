import { collection, getCountFromServer, query, type Query } from "firebase/firestore";
import { ADMIN_LIST_DEFINITIONS } from "~/shared/admin-lists";
import { attributionFilters } from "~/shared/attribution";
import { overviewQuerySchema } from "~/shared/schemas/admin";
import { lastLondonWeeks } from "~/shared/london-time";
import { BackendError, type AdminCounts, type AdminDataClient, type AdminList } from "../types";
import { label, signedIn, type FirebaseAdminDeps } from "./admin-context";
import { ADMIN_COLLECTIONS, whereConstraints, type QueryFilter } from "./admin-query";
import { firestoreError } from "./errors";

const OVERVIEW_WEEKS = 12;

/** What the overview counts per week: the list's sort field within [from, to). */
export const weekFilters = (list: AdminList, from: string, to: string): QueryFilter[] => {
  const field = ADMIN_LIST_DEFINITIONS[list].orderBy;
  return [
    { field, op: ">=", value: from },
    { field, op: "<", value: to },
  ];
};

/** Counts by Firestore's aggregate `count()`: the server counts, no document is read into the page. */
export function createAdminCounts(deps: FirebaseAdminDeps): Pick<AdminDataClient, "counts" | "overview"> {
  const count = async (target: Query) => (await getCountFromServer(target)).data().count;
  const listQuery = (list: AdminList, filters: QueryFilter[] = []) =>
    query(collection(deps.firestore(), ADMIN_COLLECTIONS[list]), ...whereConstraints(filters));

  async function countsOf(list: AdminList): Promise<AdminCounts> {
    const { statusField, statuses } = ADMIN_LIST_DEFINITIONS[list];
    const [total, ...perStatus] = await Promise.all([
      count(listQuery(list)),
      ...(statusField ? statuses : []).map((status) =>
        count(listQuery(list, [{ field: statusField!, op: "==", value: status }])),
      ),
    ]);
    const byStatus: Record<string, number> = {};
    if (statusField) statuses.forEach((status, index) => (byStatus[status] = perStatus[index]!));
    return { total: total!, byStatus };
  }

  return {
    async counts(list) {
      signedIn(deps);
      try {
        return await countsOf(list);
      } catch (error) {
        throw firestoreError(error, `Failed to count ${label(list)}`, true);
      }
    },

    async overview(options = {}) {
      signedIn(deps);
      const parsed = overviewQuerySchema.safeParse({ source: options.source });
      if (!parsed.success) throw new BackendError(parsed.error.issues[0]!.message, 400, "invalid-argument");
      const { source } = parsed.data;
      const weeks = lastLondonWeeks(deps.now?.() ?? new Date(), OVERVIEW_WEEKS);
      const weekly = (list: AdminList, from: QueryFilter[] = []) =>
        Promise.all(weeks.map((week) => count(listQuery(list, [...from, ...weekFilters(list, week.from, week.to)]))));
      // Only with a source: 24 more aggregate counts, whatever the volume.
      const fromSource = (list: AdminList) => (source ? weekly(list, attributionFilters(list, { source })) : []);
      try {
        const [applications, brandSignups, applicationWeeks, signupWeeks, sourceApplications, sourceSignups] =
          await Promise.all([
            countsOf("creator-applications"),
            countsOf("brand-signups"),
            weekly("creator-applications"),
            weekly("brand-signups"),
            fromSource("creator-applications"),
            fromSource("brand-signups"),
          ]);
        return {
          applications,
          brandSignups,
          weekly: weeks.map(({ weekStart }, index) => ({
            weekStart,
            applications: applicationWeeks[index]!,
            brandSignups: signupWeeks[index]!,
            ...(source
              ? { fromSource: { applications: sourceApplications[index]!, brandSignups: sourceSignups[index]! } }
              : {}),
          })),
          ...(source ? { source } : {}),
        };
      } catch (error) {
        throw firestoreError(error, "Failed to load the overview", true);
      }
    },
  };
}
