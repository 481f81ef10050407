import { SectionHeader } from "../../ui/section-header";
import { statusOptions } from "../common/list-filter";
import { ListFilters } from "../common/list-filters";
import { ListView } from "../common/list-view";
import { useLiveList } from "../common/use-live-list";
import { ExportButton } from "../../shared/export-button";
import { ActivityEntry } from "./activity-entry";
import { AUDIT_ACTION_LABELS } from "./audit-details";
import "./activity.css";
import { loadFailureReason } from "../common/load-failure";

export const ACTIVITY_LOAD_FAILED = (reason: string) => `Failed to load the activity log: ${reason}`;

/** The append-only activity log, newest first, filterable by action; the panel can only read it. */
export function ActivityPage() {
  const list = useLiveList("admin-audit", AUDIT_ACTION_LABELS);
  const { navigation, position, counts, view } = list;
  return (
    <div className="admin-section">
      <SectionHeader title="Activity">
        <ExportButton list="admin-audit" view={view} />
      </SectionHeader>
      <ListFilters
        statusLabel="Filter activity by action"
        options={statusOptions(AUDIT_ACTION_LABELS, counts)}
        status={view.status}
        search={position.search}
        searchLabel="Search by admin e-mail or record"
        onStatus={navigation.setStatus}
        onSearch={navigation.setSearch}
      />
      <ListView
        list={list}
        loadError={(error) => ACTIVITY_LOAD_FAILED(loadFailureReason(error))}
        loadingText="Loading activity…"
        emptyText={view.status || view.search ? "No activity matches." : "No activity yet."}
        pagerLabel="Activity pages"
      >
        {(entries) => (
          <ol className="activity-log" aria-label="Activity log">
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </ListView>
    </div>
  );
}
