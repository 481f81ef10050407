import { Link, type To } from "react-router";
import { CreatorStatusBadge } from "../ui/status-badge";
import { applicantName, formatUkDate, nicheList } from "./format";
import type { Application } from "./use-decisions";
import "./applications.css";

export interface ApplicationListProps {
  items: readonly Application[];
  openId: string | null;
  linkTo: (id: string) => To;
  linkState: unknown;
}

/** One page of applications, newest first; each row is a link to the application's own address. */
export function ApplicationList({ items, openId, linkTo, linkState }: ApplicationListProps) {
  return (
    <ol className="queue-list" aria-label="Creator applications">
      {items.map((application, index) => {
        const niches = nicheList(application.niche);
        return (
          <li key={application.id}>
            <Link
              to={linkTo(application.id)}
              state={linkState}
              className="queue-list__row"
              data-review-row={index}
              aria-current={application.id === openId ? "true" : undefined}
            >
              <span className="queue-list__main">
                <span className="queue-list__name">{applicantName(application)}</span>
                <span className="queue-list__email">{application.email}</span>
                {niches.length > 0 ? <span className="queue-list__niches">{niches.join(", ")}</span> : null}
              </span>
              <span className="queue-list__meta">
                <CreatorStatusBadge status={application.status} />
                <span className="queue-list__date">Applied {formatUkDate(application.submittedAt)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
