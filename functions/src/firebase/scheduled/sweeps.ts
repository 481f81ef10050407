import { purgeErasureTombstones } from "@functions/core/handlers/erasures";
import { releaseOrphanClaim } from "@functions/core/handlers/file-claims";
import { referencedUploads } from "@functions/core/handlers/uploaded-files";
import {
  purgeDailyCounts,
  purgeOutbox,
  purgeSubmissionReceipts,
  removeExpiredNewsletterSignUps,
} from "@functions/core/maintenance/expired-sign-ups";
import type { DocumentStore } from "@functions/core/ports";
import type { CloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import type { RuntimeOutcome } from "../runtime/runtime";
import { FIREBASE_UPLOAD_LIMITS } from "../storage/upload-quota";

/** Holds an unused file while the sweep deletes it, so an application can never claim it halfway. */
export const SWEEP_CLAIM = "swept-unused-upload";

/**
 * Removes finished files that no application uses, once older than `unusedAfterMs`; a file an
 * application refers to is claimed for it on the way (files from before claims existed, seed data).
 * Unfinished resumable
 * uploads are not objects yet: Cloud Storage drops their sessions after a week by itself.
 */
export async function removeUnusedUploads(
  ports: { files: CloudStorageFileStore; documents: DocumentStore },
  at: number,
  unusedAfterMs = FIREBASE_UPLOAD_LIMITS.unusedAfterMs,
): Promise<number> {
  const referenced = await referencedUploads(ports.documents);
  let removed = 0;
  for (const upload of await ports.files.listUploads()) {
    // Objects from before tokens were withdrawn on upload (or one whose finalise run failed).
    if (upload.downloadToken) await ports.files.withdrawDownloadTokens(upload.path);
    const applicationId = referenced.get(upload.path);
    if (applicationId) {
      if (!upload.applicationId) await ports.files.claim(upload.path, applicationId);
      continue;
    }
    // A file an earlier sweep claimed but did not delete (it timed out in between) is finished now:
    // otherwise it would stay claimed for ever, and claimed files are not the owner's to delete.
    const interrupted = upload.applicationId === SWEEP_CLAIM;
    // A claim whose application never appeared within the lease (a crash between claim and write) is freed.
    if (upload.applicationId && !interrupted) {
      const holder = await ports.files.claimHolder(upload.path);
      const clock = { now: () => new Date(at) };
      if (holder && !(await releaseOrphanClaim({ ...ports, clock }, upload.path, holder))) continue;
    }
    if (at - upload.uploadedAt <= unusedAfterMs) continue;
    // Claimed first (one create wins), so an application submitted meanwhile keeps its file. The
    // claim is idempotent for its holder, so an interrupted sweep's claim is taken over here.
    if ((await ports.files.claim(upload.path, SWEEP_CLAIM)) !== "claimed") continue;
    if (await ports.files.delete(upload.path)) removed += 1;
  }
  return removed;
}

function runtimeOf(loadRuntime: () => RuntimeOutcome) {
  const loaded = loadRuntime();
  if (!loaded.ok) throw new Error(`Not configured: ${loaded.problems.join("; ")}`);
  return loaded.runtime;
}

export async function sweepUploads(loadRuntime: () => RuntimeOutcome, now = () => Date.now()): Promise<void> {
  const { ports, log } = runtimeOf(loadRuntime);
  const removed = await removeUnusedUploads(ports, now());
  if (removed > 0) log(`[uploads] removed ${removed} unused uploads`);
}

export async function sweepConsentLinks(loadRuntime: () => RuntimeOutcome): Promise<void> {
  const { ports, log } = runtimeOf(loadRuntime);
  const expired = await removeExpiredNewsletterSignUps(ports);
  const receipts = await purgeSubmissionReceipts(ports);
  const counts = await purgeDailyCounts(ports);
  const tombstones = await purgeErasureTombstones(ports);
  const unsent = await purgeOutbox(ports);
  if (expired + receipts + counts + tombstones + unsent > 0)
    log(
      `[consent] removed ${expired} never-confirmed newsletter sign-ups, ${receipts} old receipts, ${counts} old daily counts, ${tombstones} erasure tombstones older than every backup, ${unsent} unsent outbox entries`,
    );
}
