import { useCallback, useEffect, useState } from "react";
import { BackendError, loadBackend, type AdminList, type AdminListItems, type AdminPage } from "~/lib/backend";

export interface LivePage<L extends AdminList> {
  page: AdminPage<AdminListItems[L]> | null;
  /** Why the page could not be shown (the live connection's unrecoverable failure). */
  error: BackendError | null;
  /** 1 for the first page. */
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous(): void;
  next(): void;
  retry(): void;
}

const asBackendError = (error: unknown) =>
  error instanceof BackendError ? error : new BackendError(error instanceof Error ? error.message : String(error));

/**
 * Listens to exactly one page of `list` (the server's exact cursor paging: sort field plus id),
 * for the given status and search; a new filter starts again from the first page.
 */
export function useLivePage<L extends AdminList>(
  list: L,
  query: { status: string | null; search: string | null },
): LivePage<L> {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [page, setPage] = useState<AdminPage<AdminListItems[L]> | null>(null);
  const [error, setError] = useState<BackendError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { status, search } = query;
  const cursor = cursors.at(-1) ?? null;

  const [filterKey, setFilterKey] = useState(`${status}\n${search}`);
  if (filterKey !== `${status}\n${search}`) {
    // A different view: back to its first page (adjusting state while rendering, not in an effect).
    setFilterKey(`${status}\n${search}`);
    setCursors([null]);
    setPage(null);
  }

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    loadBackend().then(
      ({ adminData }) => {
        if (stopped) return;
        stop = adminData.watch(
          list,
          { status, search, cursor },
          (next) => {
            setError(null);
            setPage(next);
          },
          (failure) => setError(failure),
        );
      },
      (failure: unknown) => !stopped && setError(asBackendError(failure)),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [list, status, search, cursor, attempt]);

  const next = useCallback(() => {
    if (page?.nextCursor) {
      setPage(null);
      setCursors((stack) => [...stack, page.nextCursor]);
    }
  }, [page]);
  const previous = useCallback(() => {
    setPage(null);
    setCursors((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack));
  }, []);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  return {
    page,
    error,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: Boolean(page?.nextCursor),
    previous,
    next,
    retry,
  };
}
