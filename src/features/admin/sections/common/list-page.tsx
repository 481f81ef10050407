import type { ReactNode } from "react";
import type { AdminList, AdminListItems } from "~/lib/backend";
import type { WithId } from "~/shared/documents";
import { isAttributedList } from "~/shared/attribution";
import { ExportButton } from "../../shared/export-button";
import { SectionHeader } from "../../ui/section-header";
import { statusOptions } from "../../shared/list-filter";
import { ListFilters } from "../../shared/list-filters";
import { ListView } from "./list-view";
import { loadFailureReason } from "./load-failure";
import { useLiveList } from "./use-live-list";
import "./section.css";

export interface ListPageProps<L extends AdminList> {
  list: L;
  title: string;
  /** The list's statuses and their labels; null for a list without a status filter. */
  statusLabels: Record<string, string> | null;
  /** Names the group of status buttons. */
  statusLabel?: string;
  searchLabel: string;
  /** The message for a list that could not load, given the reason. */
  loadFailed(reason: string): string;
  loadingText: string;
  /** Shown when nothing matches the filter or search, and when the list is empty. */
  emptyText: { filtered: string; none: string };
  pagerLabel: string;
  children(items: Array<WithId<AdminListItems[L]>>): ReactNode;
}

/**
 * One admin list screen: its title with Export CSV, the status buttons (with the server's counts)
 * and search, then the live page with its states and Previous / Next. Brand sign-ups, contact,
 * newsletter and activity are this shape with their own items.
 */
export function ListPage<L extends AdminList>(props: ListPageProps<L>) {
  const { list, title, statusLabels, statusLabel, searchLabel, loadFailed, loadingText, emptyText } = props;
  const live = useLiveList(list, statusLabels);
  const { navigation, position, counts, view } = live;
  return (
    <div className="admin-section">
      <SectionHeader title={title}>
        <ExportButton list={list} view={view} />
      </SectionHeader>
      <ListFilters
        statusLabel={statusLabel}
        options={statusLabels ? statusOptions(statusLabels, counts) : undefined}
        status={view.status}
        search={position.search}
        searchLabel={searchLabel}
        onStatus={navigation.setStatus}
        onSearch={navigation.setSearch}
        attribution={
          isAttributedList(list)
            ? {
                source: position.source,
                campaign: position.campaign,
                onSource: navigation.setSource,
                onCampaign: navigation.setCampaign,
              }
            : undefined
        }
      />
      <ListView
        list={live}
        loadError={(error) => loadFailed(loadFailureReason(error))}
        loadingText={loadingText}
        emptyText={view.status || view.search || view.source || view.campaign ? emptyText.filtered : emptyText.none}
        pagerLabel={props.pagerLabel}
      >
        {props.children}
      </ListView>
    </div>
  );
}
