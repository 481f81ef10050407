import { useEffect, useState } from "react";
import {
  BackendError,
  type AdminDataClient,
  type AdminList,
  type AdminListItems,
  type AdminListQuery,
  type AdminPage,
} from "~/lib/backend";
import { useAdminSession } from "../shared/admin-context";
import { INVALID_DATA } from "./errors";

export interface LivePage<L extends AdminList> {
  /** The latest page; while another page is on its way, the one before it. */
  page: AdminPage<AdminListItems[L]> | null;
  /** True until the page `query` names has arrived. */
  loading: boolean;
  error: BackendError | null;
  /** Counts changes the listener reported after a page's first snapshot (to refresh counts beside it). */
  changes: number;
}

interface Received<L extends AdminList> {
  key: string;
  page: AdminPage<AdminListItems[L]> | null;
  error: BackendError | null;
  /** `page` answers `key`'s listener: its next answer is a change. */
  answered: boolean;
  changes: number;
}

const asError = (failure: unknown) =>
  failure instanceof BackendError ? failure : new BackendError(String(failure), 200, INVALID_DATA);

/**
 * Follows exactly the page `query` names: its listener's first answer is the page and every later
 * one a change, so the page costs one query, never a read and then a listener's first answer of the
 * same documents. A page passed on the way elsewhere is let go as soon as the next is asked for.
 * `onPage` hears each page, `onError` each failure, an answer without items included. Answers the
 * function that stops it; nothing is heard after that.
 */
export function followPage<L extends AdminList>(
  adminData: AdminDataClient,
  list: L,
  query: AdminListQuery,
  onPage: (page: AdminPage<AdminListItems[L]>) => void,
  onError: (error: BackendError) => void,
): () => void {
  let stopped = false;
  const unwatch = adminData.watch(
    list,
    query,
    (page) => {
      if (stopped) return;
      if (!page || !Array.isArray(page.items))
        onError(new BackendError("the list's answer has no items", 200, INVALID_DATA));
      else onPage(page);
    },
    (failure) => {
      if (!stopped) onError(asError(failure));
    },
  );
  return () => {
    stopped = true;
    unwatch();
  };
}

/**
 * Exactly the page `query` names (never the whole collection), kept current by `followPage`: it
 * appears with the listener's first answer and stays live; a new filter, search or cursor starts again.
 */
export function useLivePage<L extends AdminList>(list: L, query: AdminListQuery): LivePage<L> {
  const { adminData } = useAdminSession();
  const { status = null, search = null, source = null, campaign = null, portrait = null, cursor = null } = query;
  const key = JSON.stringify([list, status, search, source, campaign, portrait, cursor]);
  const [received, setReceived] = useState<Received<L>>({
    key: "",
    page: null,
    error: null,
    answered: false,
    changes: 0,
  });

  useEffect(() => {
    const pageQuery = { status, search, source, campaign, portrait, cursor };
    return followPage(
      adminData,
      list,
      pageQuery,
      (page) =>
        setReceived((before) => {
          // The first answer is the page; later ones are changes.
          const changes = before.key === key && before.answered ? before.changes + 1 : before.changes;
          return { key, page, error: null, answered: true, changes };
        }),
      (error) => setReceived((before) => ({ ...before, key, error, answered: before.key === key && before.answered })),
    );
  }, [adminData, list, status, search, source, campaign, portrait, cursor, key]);

  const current = received.key === key;
  return {
    page: received.page,
    loading: !current || received.page === null,
    error: current ? received.error : null,
    changes: received.changes,
  };
}
