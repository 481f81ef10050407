import { useEffect, useState } from "react";
import type { StoredUploadedFile } from "~/shared/documents";
import { useAdminSession } from "../shared/admin-context";
import { factsOf } from "~/content/video-facts";
import { formatBytes, isVideoAddress, safeFileUrl, uploadedFileOf } from "./format";
import { ReviewPlayer } from "./review-player";

/** Picture, duration, codec, HDR, frame rate and sound (read from the bytes at upload), then the size. */
function facts(file: StoredUploadedFile): string[] {
  return [...factsOf(file), ...(typeof file.size === "number" ? [formatBytes(file.size)] : [])];
}

type Addresses = { id: string; files: Record<string, string> | null; failed: boolean };

/**
 * Where each file plays from, asked of the server when the application opens: an application stores
 * references (on Firebase the object path, which opens nothing), and the server answers addresses
 * that work now (on Firebase signed URLs that expire). A file the server does not name keeps its
 * stored address, shown as a link only when that is a `/files/…` or http(s) address.
 */
function usePlaybackAddresses(applicationId: string, wanted: boolean): Addresses | null {
  const { adminData } = useAdminSession();
  const [addresses, setAddresses] = useState<Addresses | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    adminData.fileAddresses(applicationId).then(
      (files) => current && setAddresses({ id: applicationId, files, failed: false }),
      () => current && setAddresses({ id: applicationId, files: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [adminData, applicationId, wanted]);
  return addresses?.id === applicationId ? addresses : null;
}

/**
 * The applicant's files: a player for each .mp4 or .mov address (docs/product.md §P8.2), a link for any other
 * safe address, plain text otherwise; with the duration, size and frame size recorded at upload.
 */
export function UploadedFiles({
  applicationId,
  files,
}: {
  applicationId: string;
  files: ReadonlyArray<StoredUploadedFile | string>;
}) {
  const addresses = usePlaybackAddresses(applicationId, files.length > 0);
  if (files.length === 0) return <p className="application__none">No files uploaded.</p>;
  if (!addresses) return <p role="status">Loading videos…</p>;
  return (
    <>
      {addresses.failed ? (
        <p role="alert" className="application__none">
          The videos could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      <ul className="application-files">
        {files.map((entry, index) => {
          const file = uploadedFileOf(entry);
          const url = safeFileUrl(addresses.files?.[file.url] ?? file.url);
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
                  <ReviewPlayer file={file} url={url} />
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
    </>
  );
}
