import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { AdminListQuery } from "~/lib/backend";

/** Where a list is: its filter and search in the address (`?status=…&q=…&after=…`), so reload and links keep it. */
export interface ListPosition extends Required<AdminListQuery> {
  /** The cursors of the pages before this one, oldest first ("" is the first page). */
  previous: string[];
}

interface HistoryState {
  previousCursors?: unknown;
}

type Filters = Pick<ListPosition, "status" | "search"> &
  Partial<Pick<ListPosition, "source" | "campaign" | "portrait">>;

/** Reads the list position from an address's search and its history state. */
export function readListPosition(search: URLSearchParams, state: unknown): ListPosition {
  const stored = (state as HistoryState | null)?.previousCursors;
  const cursor = search.get("after");
  return {
    status: search.get("status") || null,
    search: search.get("q") || null,
    source: search.get("source") || null,
    campaign: search.get("campaign") || null,
    portrait: search.get("videos") === "portrait",
    cursor: cursor || null,
    // Only trusted with a cursor: a first page has nothing before it.
    previous: cursor && Array.isArray(stored) ? stored.filter((value) => typeof value === "string") : [],
  };
}

/** The search string for a position (the page's own cursor included). */
export function listSearch(position: Filters & Pick<ListPosition, "cursor">): string {
  const params = new URLSearchParams();
  if (position.status) params.set("status", position.status);
  if (position.search) params.set("q", position.search);
  if (position.source) params.set("source", position.source);
  if (position.campaign) params.set("campaign", position.campaign);
  if (position.portrait) params.set("videos", "portrait");
  if (position.cursor) params.set("after", position.cursor);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A list's filter, search and page, kept in the address. The cursors of earlier pages travel in
 * the history entry's state, so Previous works after a reload too; a new filter or search starts
 * again at the first page.
 */
export function useListPosition() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const position = useMemo(() => readListPosition(params, location.state), [params, location.state]);
  // A search sent after a pause in typing must not take the admin back from a record opened meanwhile.
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  const go = useCallback(
    (next: Filters & Pick<ListPosition, "cursor">, previous: string[], replace = false) =>
      navigate(
        { pathname: pathname.current, search: listSearch(next) },
        { replace, state: { previousCursors: previous } satisfies HistoryState },
      ),
    [navigate],
  );

  return {
    position,
    /** The history state that keeps Previous working, for links that stay in this list. */
    state: { previousCursors: position.previous } satisfies HistoryState,
    setStatus: (status: string | null) => go({ ...position, status, cursor: null }, []),
    /** Typing replaces the history entry rather than adding one per keystroke. */
    setSearch: (search: string | null) => go({ ...position, search, cursor: null }, [], true),
    setSource: (source: string | null) => go({ ...position, source, cursor: null }, [], true),
    setCampaign: (campaign: string | null) => go({ ...position, campaign, cursor: null }, [], true),
    setPortrait: (portrait: boolean) => go({ ...position, portrait, cursor: null }, []),
    next: (cursor: string) => go({ ...position, cursor }, [...position.previous, position.cursor ?? ""]),
    previousPage: () => {
      const previous = position.previous.slice(0, -1);
      const cursor = position.previous.at(-1) || null;
      go({ ...position, cursor }, previous);
    },
  };
}
