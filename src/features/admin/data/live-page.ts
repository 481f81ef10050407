import { useEffect, useState } from "react";
import { BackendError, type AdminList, type AdminListItems, type AdminListQuery, type AdminPage } from "~/lib/backend";
import { useAdminSession } from "../shell/admin-context";
import { INVALID_DATA } from "./errors";

export interface LivePage<L extends AdminList> {
  /** The latest page; while another page is on its way, the one before it. */
  page: AdminPage<AdminListItems[L]> | null;
  /** True until the page `query` names has arrived. */
  loading: boolean;
  error: BackendError | null;
  /** Listens again after a failure. */
  retry: () => void;
}

interface Received<L extends AdminList> {
  key: string;
  page: AdminPage<AdminListItems[L]> | null;
  error: BackendError | null;
}

/**
 * Listens to exactly the page `query` names (never the whole collection) and keeps it current;
 * a new filter, search or cursor swaps the listener.
 */
export function useLivePage<L extends AdminList>(list: L, query: AdminListQuery): LivePage<L> {
  const { adminData } = useAdminSession();
  const [attempt, setAttempt] = useState(0);
  const { status = null, search = null, cursor = null } = query;
  const key = JSON.stringify([list, status, search, cursor, attempt]);
  const [received, setReceived] = useState<Received<L>>({ key: "", page: null, error: null });

  useEffect(() => {
    return adminData.watch(
      list,
      { status, search, cursor },
      (next) => {
        if (!next || !Array.isArray(next.items)) {
          const error = new BackendError("the list's answer has no items", 200, INVALID_DATA);
          setReceived((before) => ({ key, page: before.page, error }));
          return;
        }
        setReceived({ key, page: next, error: null });
      },
      (failure) => {
        const error = failure instanceof BackendError ? failure : new BackendError(String(failure));
        setReceived((before) => ({ key, page: before.page, error }));
      },
    );
  }, [adminData, list, status, search, cursor, key]);

  const current = received.key === key;
  return {
    page: received.page,
    loading: !current || received.page === null,
    error: current ? received.error : null,
    retry: () => setAttempt((count) => count + 1),
  };
}
