import type { StoredUploadedFile } from "~/shared/documents";
import { formatBytes, formatDuration, isVideoAddress, safeFileUrl, uploadedFileOf } from "./format";

function facts(file: StoredUploadedFile): string[] {
  const known: string[] = [];
  if (typeof file.durationSeconds === "number") known.push(formatDuration(file.durationSeconds));
  if (typeof file.size === "number") known.push(formatBytes(file.size));
  if (typeof file.width === "number" && typeof file.height === "number") known.push(`${file.width} × ${file.height}`);
  return known;
}

/**
 * The applicant's files: a player for each .mp4 or .mov address (SPEC §2), a link for any other
 * safe address, plain text otherwise; with the duration, size and frame size recorded at upload.
 */
export function UploadedFiles({ files }: { files: ReadonlyArray<StoredUploadedFile | string> }) {
  if (files.length === 0) return <p className="application__none">No files uploaded.</p>;
  return (
    <ul className="application-files">
      {files.map((entry, index) => {
        const file = uploadedFileOf(entry);
        const url = safeFileUrl(file.url);
        const details = facts(file);
        const caption = (
          <>
            <span className="application-files__name">{file.name}</span>
            {details.length > 0 ? <span className="application-files__facts"> · {details.join(" · ")}</span> : null}
          </>
        );
        return (
          <li key={`${file.url}-${index}`} className="application-files__item">
            {url && isVideoAddress(url) ? (
              <figure className="application-files__figure">
                <video
                  className="application-files__video"
                  src={url}
                  controls
                  preload="metadata"
                  playsInline
                  aria-label={`Video: ${file.name}`}
                />
                <figcaption>{caption}</figcaption>
              </figure>
            ) : url ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {caption}
              </a>
            ) : (
              <span>{caption}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
