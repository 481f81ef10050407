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

/**
 * How long a page must stay on screen before it is listened to. Paging quickly through a list
 * then opens no live connection per page passed (the server allows a handful per admin); the
 * listener's first snapshot brings in anything that changed meanwhile.
 */
export const LISTEN_AFTER_MS = 250;

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
  /** A live snapshot arrived: a one-off read answering later must not replace it. */
  live: boolean;
  changes: number;
}

const asError = (failure: unknown) =>
  failure instanceof BackendError ? failure : new BackendError(String(failure), 200, INVALID_DATA);

/**
 * Follows exactly the page `query` names: read once straight away (one request), then listened to
 * once it has stayed on screen LISTEN_AFTER_MS. `onPage` hears each page that arrives (`live` when
 * the listener sent it), `onError` each failure, an answer without items included. Answers the
 * function that stops it; nothing is heard after that.
 */
export function followPage<L extends AdminList>(
  adminData: AdminDataClient,
  list: L,
  query: AdminListQuery,
  onPage: (page: AdminPage<AdminListItems[L]>, live: boolean) => void,
  onError: (error: BackendError) => void,
): () => void {
  let stopped = false;
  const accept = (page: AdminPage<AdminListItems[L]>, live: boolean) => {
    if (stopped) return;
    if (!page || !Array.isArray(page.items))
      onError(new BackendError("the list's answer has no items", 200, INVALID_DATA));
    else onPage(page, live);
  };
  const fail = (failure: unknown) => {
    if (!stopped) onError(asError(failure));
  };

  adminData.list(list, query).then((page) => accept(page, false), fail);
  let unwatch: (() => void) | undefined;
  const timer = setTimeout(() => {
    unwatch = adminData.watch(list, query, (page) => accept(page, true), fail);
  }, LISTEN_AFTER_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
    unwatch?.();
  };
}

/**
 * Exactly the page `query` names (never the whole collection), kept current by `followPage`, so it
 * appears as fast as one answer and stays live; a new filter, search or cursor starts again.
 */
export function useLivePage<L extends AdminList>(list: L, query: AdminListQuery): LivePage<L> {
  const { adminData } = useAdminSession();
  const { status = null, search = null, source = null, campaign = null, portrait = null, cursor = null } = query;
  const key = JSON.stringify([list, status, search, source, campaign, portrait, cursor]);
  const [received, setReceived] = useState<Received<L>>({
    key: "",
    page: null,
    error: null,
    live: false,
    changes: 0,
  });

  useEffect(() => {
    const pageQuery = { status, search, source, campaign, portrait, cursor };
    return followPage(
      adminData,
      list,
      pageQuery,
      (page, live) =>
        setReceived((before) => {
          const sameListener = before.key === key && before.live;
          if (!live && sameListener) return before;
          // The first snapshot only confirms what was read; later ones are changes.
          const changes = live && sameListener ? before.changes + 1 : before.changes;
          return { key, page, error: null, live, changes };
        }),
      (error) => setReceived((before) => ({ ...before, key, error })),
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
