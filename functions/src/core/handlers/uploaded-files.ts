import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, VIDEO_STILL_CHECKING_CODE } from "~/shared/constants";
import type { StoredUploadedFile } from "~/shared/documents";
import type { UploadedFile } from "~/shared/schemas/creator-application";
import { fail, type ErrorBody, type ErrorStatus } from "../context";
import { listPages } from "../list-pages";
import type { DocumentStore, FileStore, StoredFileInfo } from "../ports";
import { parseUploadReference } from "../upload-paths";

type Failure = { status: ErrorStatus; body: ErrorBody };

/** A referenced file that passed the checks that need no storage: where it is and its name. */
export interface ReferencedFile {
  path: string;
  name: string;
  /** The frame the applicant's browser drew, checked by the shared schema (src/shared/poster.ts). */
  poster?: string;
}

/**
 * The checks on the request alone: each file is an upload reference of the caller's own, named
 * once. Nothing is read from storage yet, so nothing can change between these and the claim.
 */
export function checkFileReferences(
  files: UploadedFile[],
  callerUid: string | null,
): { ok: true; files: ReferencedFile[] } | { ok: false; failure: Failure } {
  if (files.length === 0) return { ok: true, files: [] };
  if (!callerUid) return { ok: false, failure: fail(401, "Please sign in again to attach your uploaded files.") };
  const seen = new Set<string>();
  const referenced: ReferencedFile[] = [];
  for (const file of files) {
    const reference = parseUploadReference(file.url);
    if (!reference) return { ok: false, failure: fail(400, `${file.name} is not a valid uploaded file.`) };
    if (reference.uid !== callerUid) return { ok: false, failure: fail(403, `${file.name} does not belong to you.`) };
    if (seen.has(reference.path)) return { ok: false, failure: fail(400, `${file.name} is attached more than once.`) };
    seen.add(reference.path);
    referenced.push({ path: reference.path, name: file.name, ...(file.poster ? { poster: file.poster } : {}) });
  }
  return { ok: true, files: referenced };
}

/** What the applicant sees for a file whose check has not recorded its reading (yet). */
function stillBeingCheckedMessage(fileName: string): string {
  return `${fileName} is still being checked. Please wait a moment and send your application again; if this message comes back, upload the file again.`;
}

/**
 * Every file, already claimed by the caller's application (so its uploader can no longer delete or
 * replace it), must be a real upload of the caller within the limits, and a video by its content
 * (docs/security.md). Answers the files to store, with size, duration, picture size, type, codec,
 * HDR, frame rate and sound as checkUpload read them from the claimed version's bytes, never from
 * the request. The bytes are not read here: this handler holds secrets, and parsing is checkUpload's.
 * `claimed`: what the claims answered of the versions claimed (claimUploadedFiles); a file not in it
 * is looked up.
 */
export async function verifyClaimedFiles(
  files: readonly ReferencedFile[],
  callerUid: string,
  store: FileStore,
  claimed: ReadonlyMap<string, StoredFileInfo> = new Map(),
): Promise<{ ok: true; files: StoredUploadedFile[] } | { ok: false; failure: Failure }> {
  const verified: StoredUploadedFile[] = [];
  for (const file of files) {
    const info = claimed.get(file.path) ?? (await store.stat(file.path));
    if (!info) return { ok: false, failure: fail(400, `${file.name} was not found. Please upload it again.`) };
    if (info.ownerUid !== callerUid) return { ok: false, failure: fail(403, `${file.name} does not belong to you.`) };
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(info.contentType)) {
      return { ok: false, failure: fail(400, `${file.name} is not a supported file type.`) };
    }
    if (info.size > UPLOAD_MAX_BYTES) return { ok: false, failure: fail(413, `${file.name} is too large (max 1GB).`) };
    // checkUpload's reading of the version claimed; a file it refused is gone (not found, above).
    // The code lets the form send the same application again by itself (nothing is stored or held).
    if (!info.checkedVideo) {
      const failure = {
        status: 409,
        body: { error: stillBeingCheckedMessage(file.name), code: VIDEO_STILL_CHECKING_CODE },
      } as const;
      return { ok: false, failure };
    }
    const { durationSeconds, width, height, contentType, codec, codecString, hdr, frameRate, hasAudio } =
      info.checkedVideo;
    const url = await store.publicUrl(file.path);
    const facts = { durationSeconds, width, height, contentType, codec, codecString, hdr, frameRate, hasAudio };
    verified.push({ name: file.name, url, size: info.size, ...facts, ...(file.poster ? { poster: file.poster } : {}) });
  }
  return { ok: true, files: verified };
}

/** The object paths an application's files live at; old or foreign entries are skipped. */
export function uploadPathsOf(uploadedFiles: unknown): string[] {
  if (!Array.isArray(uploadedFiles)) return [];
  const paths = new Set<string>();
  for (const entry of uploadedFiles) {
    const url = typeof entry === "string" ? entry : (entry as { url?: unknown } | null)?.url;
    const reference = typeof url === "string" ? parseUploadReference(url) : null;
    if (reference) paths.add(reference.path);
  }
  return [...paths];
}

const REFERENCE_PAGE = 200;

/** Every uploaded file an application refers to, with that application's id (the upload sweep's). */
export async function referencedUploads(documents: DocumentStore): Promise<Map<string, string>> {
  const referenced = new Map<string, string>();
  const query = { orderBy: "submittedAt", limit: REFERENCE_PAGE };
  for await (const page of listPages(documents, "creator_applications", query)) {
    for (const { id, data } of page.items) {
      for (const path of uploadPathsOf(data.uploadedFiles)) referenced.set(path, id);
    }
  }
  return referenced;
}
