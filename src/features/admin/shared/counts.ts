import { useEffect, useState } from "react";
import type { AdminCounts, AdminList } from "~/lib/backend";
import { useAdminSession } from "./admin-context";

/**
 * Counts per status, from the server (an aggregate, never a read of the collection). `refreshKey`
 * asks again, e.g. when the live page changed.
 */
export function useCounts(list: AdminList, refreshKey: unknown): AdminCounts | null {
  const { adminData } = useAdminSession();
  const [counts, setCounts] = useState<AdminCounts | null>(null);
  useEffect(() => {
    let current = true;
    adminData.counts(list).then(
      (next) => current && setCounts(next),
      // Counts are a convenience beside the list, whose own errors are shown.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [adminData, list, refreshKey]);
  return counts;
}
