import type { StoredUploadedFile } from "~/shared/documents";
import { fail, type ErrorStatus } from "../context";
import type { FileStore } from "../ports";
import { parseUploadReference } from "../upload-paths";

type Failure = { status: ErrorStatus; body: { error: string } };

const pathOf = (file: StoredUploadedFile) => parseUploadReference(file.url)?.path ?? null;

/** Gives back the files of an application that was not stored after all. */
export async function releaseUploadedFiles(
  files: StoredUploadedFile[],
  applicationId: string,
  store: FileStore,
): Promise<void> {
  for (const file of files) {
    const path = pathOf(file);
    if (path) await store.release(path, applicationId);
  }
}

/**
 * Claims every (already verified) file for `applicationId`: a file belongs to one application
 * only, and from then on its uploader can no longer remove it. All or nothing.
 */
export async function claimUploadedFiles(
  files: StoredUploadedFile[],
  applicationId: string,
  store: FileStore,
): Promise<{ ok: true } | { ok: false; failure: Failure }> {
  const claimed: StoredUploadedFile[] = [];
  for (const file of files) {
    const path = pathOf(file);
    const outcome = path ? await store.claim(path, applicationId) : "missing";
    if (outcome !== "claimed") {
      await releaseUploadedFiles(claimed, applicationId, store);
      const message =
        outcome === "taken"
          ? `${file.name} is already part of another application.`
          : `${file.name} was not found. Please upload it again.`;
      return { ok: false, failure: fail(outcome === "taken" ? 409 : 400, message) };
    }
    claimed.push(file);
  }
  return { ok: true };
}
