import type { AdminList } from "~/lib/backend";
import { useCounts } from "../../shared/counts";
import { useListPosition } from "../../data/list-query";
import { useLivePage } from "../../data/live-page";
import { knownStatus } from "../../shared/list-filter";

/**
 * A section's live list: its filter, search and page in the address, exactly that page listened to,
 * and the server's counts per status read again whenever the page changes.
 */
export function useLiveList<L extends AdminList>(list: L, statusLabels: Record<string, string> | null) {
  const navigation = useListPosition();
  const { position } = navigation;
  const status = statusLabels ? knownStatus(position.status, statusLabels) : null;
  const { search, source, campaign, cursor } = position;
  const live = useLivePage(list, { status, search, source, campaign, cursor });
  const counts = useCounts(list, live.page);
  /** The filtered view, without the page: what Export writes out. */
  const view = { status, search, source, campaign };
  return { navigation, position, live, counts, view };
}

export type LiveList<L extends AdminList> = ReturnType<typeof useLiveList<L>>;
