import type { AdminCounts } from "~/lib/backend";

/** What a list shows: a status (null for all) and the search text, as they appear in the URL. */
export interface ListFilter {
  status: string | null;
  search: string;
}

export interface StatusOption {
  value: string | null;
  label: string;
  /** From the server's counts; null until they arrive. */
  count: number | null;
}

/**
 * Reads the filter from the address (`?status=…&q=…`), so a reload, back/forward or a shared link
 * shows the same view; an unknown status shows everything rather than an empty list.
 */
export function filterFromParams(params: URLSearchParams, statuses: readonly string[]): ListFilter {
  const status = params.get("status");
  return {
    status: status !== null && statuses.includes(status) ? status : null,
    search: (params.get("q") ?? "").slice(0, 200),
  };
}

/** The address's query for a filter: empty parts left out. */
export function paramsFromFilter(filter: ListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  const search = filter.search.trim();
  if (search) params.set("q", search);
  return params;
}

/** "All" and one option per status in the given order, each with its count when known. */
export function statusOptions(labels: Record<string, string>, counts: AdminCounts | null): StatusOption[] {
  return [
    { value: null, label: "All", count: counts ? counts.total : null },
    ...Object.entries(labels).map(([value, label]) => ({
      value,
      label,
      count: counts ? (counts.byStatus[value] ?? 0) : null,
    })),
  ];
}

/** What the server is asked for: no empty search, trimmed. */
export function queryFromFilter(filter: ListFilter): { status: string | null; search: string | null } {
  const search = filter.search.trim();
  return { status: filter.status, search: search || null };
}
