import { useEffect, useState } from "react";
import type { AdminOverview } from "~/lib/backend";
import { useAdminSession } from "../../shared/admin-context";
import { loadFailureReason } from "../common/load-failure";

export type OverviewState =
  { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; overview: AdminOverview };

export const OVERVIEW_LOAD_FAILED = (reason: string) => `Failed to load the overview: ${reason}`;

/** The overview's counts and weekly figures: aggregates from the server, never the collections. */
export function useOverview(): { state: OverviewState; retry: () => void } {
  const { adminData } = useAdminSession();
  const [attempt, setAttempt] = useState(0);
  const [received, setReceived] = useState<{ attempt: number; state: OverviewState }>({
    attempt: -1,
    state: { status: "loading" },
  });

  useEffect(() => {
    let current = true;
    adminData.overview().then(
      (overview) => current && setReceived({ attempt, state: { status: "ready", overview } }),
      (error: unknown) => {
        const reason = loadFailureReason(error);
        if (current) setReceived({ attempt, state: { status: "failed", message: OVERVIEW_LOAD_FAILED(reason) } });
      },
    );
    return () => {
      current = false;
    };
  }, [adminData, attempt]);

  return {
    state: received.attempt === attempt ? received.state : { status: "loading" },
    retry: () => setAttempt((count) => count + 1),
  };
}
