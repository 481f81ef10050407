import { useEffect, useState } from "react";
import { loadBackend, type AdminCounts, type AdminList } from "~/lib/backend";

/**
 * Counts per status from the server's aggregate query, read again whenever `version` changes
 * (the live page reported a change), so the filter's numbers follow the list.
 */
export function useCounts(list: AdminList, version: unknown): AdminCounts | null {
  const [counts, setCounts] = useState<AdminCounts | null>(null);
  useEffect(() => {
    let current = true;
    loadBackend()
      .then(({ adminData }) => adminData.counts(list))
      .then(
        (next) => current && setCounts(next),
        // The counts are a guide: the list itself reports failures.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [list, version]);
  return counts;
}
