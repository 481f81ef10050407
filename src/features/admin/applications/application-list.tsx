import { Link, type To } from "react-router";
import { CreatorStatusBadge } from "../ui/status-badge";
import { bestOf } from "~/content/video-facts";
import { applicantName, formatUkDate, nicheList, uploadedFileOf } from "./format";
import { sourceAndCampaign } from "../shared/attribution-facts";
import { VideoPoster } from "./review-player";
import type { Application } from "./use-decisions";
import "./applications.css";

export interface ApplicationListProps {
  items: readonly Application[];
  openId: string | null;
  linkTo: (id: string) => To;
  linkState: unknown;
}

const videosOf = (files: Application["uploadedFiles"]) => (Array.isArray(files) ? files : []).map(uploadedFileOf);

/** The first video's poster, or its placeholder with facts; a neutral box when there is no video. */
function RowThumb({ files }: { files: Application["uploadedFiles"] }) {
  const first = videosOf(files)[0];
  if (!first) return <span className="queue-list__thumb video-placeholder">No videos</span>;
  return <VideoPoster file={first} className="queue-list__thumb" />;
}

/** "1:15 · 1080 × 1920 portrait · 2 videos": the longest duration and the sharpest picture. */
function RowVideoFacts({ files }: { files: Application["uploadedFiles"] }) {
  const videos = videosOf(files);
  const { longest, sharpest } = bestOf(videos);
  const parts = [longest, sharpest, videos.length > 1 ? `${videos.length} videos` : null].filter(Boolean);
  return parts.length > 0 ? <span className="queue-list__video-facts">{parts.join(" · ")}</span> : null;
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
              <RowThumb files={application.uploadedFiles} />
              <span className="queue-list__main">
                <span className="queue-list__name">{applicantName(application)}</span>
                <span className="queue-list__email">{application.email}</span>
                {niches.length > 0 ? <span className="queue-list__niches">{niches.join(", ")}</span> : null}
                <RowVideoFacts files={application.uploadedFiles} />
              </span>
              <span className="queue-list__meta">
                <CreatorStatusBadge status={application.status} />
                <span className="queue-list__date">Applied {formatUkDate(application.submittedAt)}</span>
                {sourceAndCampaign(application) ? (
                  <span className="queue-list__date">From {sourceAndCampaign(application)}</span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
