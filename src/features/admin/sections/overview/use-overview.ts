import { useEffect, useState } from "react";
import type { AdminOverview } from "~/lib/backend";
import { useAdminSession } from "../../shared/admin-context";
import { loadFailureReason } from "../common/load-failure";

export type OverviewState =
  | { status: "loading" }
  | { status: "failed"; error: unknown; message: string }
  | { status: "ready"; overview: AdminOverview };

export const OVERVIEW_LOAD_FAILED = (reason: string) => `Failed to load the overview: ${reason}`;

/** The overview's counts and weekly figures: aggregates from the server, never the collections. */
export function useOverview(source: string | null = null): OverviewState {
  const { adminData } = useAdminSession();
  const [received, setReceived] = useState<{ key: string; state: OverviewState }>({
    key: "",
    state: { status: "loading" },
  });
  const key = JSON.stringify([source]);

  useEffect(() => {
    let current = true;
    adminData.overview({ source }).then(
      (overview) => current && setReceived({ key, state: { status: "ready", overview } }),
      (error: unknown) => {
        const reason = loadFailureReason(error);
        if (current) setReceived({ key, state: { status: "failed", error, message: OVERVIEW_LOAD_FAILED(reason) } });
      },
    );
    return () => {
      current = false;
    };
  }, [adminData, source, key]);

  return received.key === key ? received.state : { status: "loading" };
}
