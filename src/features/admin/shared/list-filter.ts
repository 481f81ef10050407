import type { AdminCounts } from "~/lib/backend";

export interface StatusOption {
  /** null: every status. */
  value: string | null;
  /** The label with the server's count once known, e.g. "Contacted (3)". */
  label: string;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/**
 * "All" and one option per status in the given order, each with its count from the server
 * (a status nobody has yet counts 0, not blank, once the counts are in).
 */
export function statusOptions(labels: Record<string, string>, counts: AdminCounts | null): StatusOption[] {
  return [
    { value: null, label: withCount("All", counts?.total) },
    ...Object.entries(labels).map(([value, label]) => ({
      value,
      label: withCount(label, counts ? (counts.byStatus[value] ?? 0) : undefined),
    })),
  ];
}

/** The status the address asks for, if the list knows it; anything else shows everything. */
export function knownStatus(status: string | null, labels: Record<string, string>): string | null {
  return status !== null && Object.hasOwn(labels, status) ? status : null;
}
