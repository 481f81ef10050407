import type { ReactNode } from "react";
import type { AdminList, AdminListItems, BackendError } from "~/lib/backend";
import type { WithId } from "~/shared/documents";
import { EmptyState } from "../../ui/empty-state";
import { LoadError } from "../../ui/load-error";
import { Pager } from "../../ui/pager";
import type { LiveList } from "./use-live-list";

interface ListViewProps<L extends AdminList> {
  list: LiveList<L>;
  /** The message for a list that could not load. */
  loadError(error: BackendError): string;
  loadingText: string;
  emptyText: string;
  pagerLabel: string;
  children(items: Array<WithId<AdminListItems[L]>>): ReactNode;
}

/** A live list's states (failed with Retry, loading, empty, the items) and its Previous / Next. */
export function ListView<L extends AdminList>(props: ListViewProps<L>) {
  const { list, loadError, loadingText, emptyText, pagerLabel, children } = props;
  const { live, position, navigation } = list;
  const page = live.page;
  return (
    <>
      {live.error ? (
        <LoadError error={live.error} message={loadError(live.error)} />
      ) : !page ? (
        <p role="status">{loadingText}</p>
      ) : page.items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <div aria-busy={live.loading}>{children(page.items)}</div>
      )}
      <Pager
        label={pagerLabel}
        page={position.previous.length + 1}
        hasPrevious={position.cursor !== null}
        hasNext={Boolean(page?.nextCursor) && !live.loading}
        onPrevious={navigation.previousPage}
        onNext={() => page?.nextCursor && navigation.next(page.nextCursor)}
      />
    </>
  );
}
