import { ListPage } from "../common/list-page";
import { ActivityEntry } from "./activity-entry";
import { AUDIT_ACTION_LABELS } from "./audit-details";
import "./activity.css";

export const ACTIVITY_LOAD_FAILED = (reason: string) => `Failed to load the activity log: ${reason}`;

/** The append-only activity log, newest first, filterable by action; the panel can only read it. */
export function ActivityPage() {
  return (
    <ListPage
      list="admin-audit"
      title="Activity"
      statusLabels={AUDIT_ACTION_LABELS}
      statusLabel="Filter activity by action"
      searchLabel="Search by admin e-mail or record"
      loadFailed={ACTIVITY_LOAD_FAILED}
      loadingText="Loading activity…"
      emptyText={{ filtered: "No activity matches.", none: "No activity yet." }}
      pagerLabel="Activity pages"
    >
      {(entries) => (
        <ol className="activity-log" aria-label="Activity log">
          {entries.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </ListPage>
  );
}
