import { useCallback, useEffect, useState } from "react";
import { loadBackend, type AdminOverview } from "~/lib/backend";

export type OverviewState =
  { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; overview: AdminOverview };

export const OVERVIEW_FAILED = "Failed to load the overview";

/** The overview's counts and weekly figures, read once per visit (aggregates, never the collections). */
export function useOverview(): OverviewState & { retry: () => void } {
  const [state, setState] = useState<OverviewState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadBackend()
      .then(({ adminData }) => adminData.overview())
      .then(
        (overview) => current && setState({ status: "ready", overview }),
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          if (current) setState({ status: "failed", message: `${OVERVIEW_FAILED}: ${reason}` });
        },
      );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
