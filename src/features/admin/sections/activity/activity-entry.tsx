import type { AdminAuditDocument, WithId } from "~/shared/documents";
import { formatUkDateTime } from "~/shared/london-time";
import { AUDIT_ACTION_LABELS, auditDetailLines } from "./audit-details";

/** One line of the activity log: when, who, what, on which record, and what changed. */
export function ActivityEntry({ entry }: { entry: WithId<AdminAuditDocument> }) {
  const details = auditDetailLines(entry);
  return (
    <li className="activity-entry">
      <time className="activity-entry__time" dateTime={entry.at}>
        {formatUkDateTime(entry.at)}
      </time>
      <div className="activity-entry__body">
        <p className="activity-entry__what">
          <strong>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</strong>
          <span className="activity-entry__who"> by {entry.adminEmail ?? entry.adminUid}</span>
        </p>
        <p className="activity-entry__target">
          Record <code>{entry.targetId}</code>
        </p>
        {details.length > 0 ? (
          <ul className="activity-entry__details">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
