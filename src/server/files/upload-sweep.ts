import fs from "node:fs/promises";
import path from "node:path";
import { releaseOrphanClaim } from "~/core/handlers/file-claims";
import { referencedUploads } from "~/core/handlers/uploaded-files";
import type { DocumentStore } from "~/core/ports";
import type { DiskFileStore } from "./disk-file-store";
import type { OwnedUploadStore } from "./owned-upload-store";
import type { UploadLimits } from "./upload-limits";
import { unfinishedUploadIds } from "./upload-quota";

/** Data without a record (a crash between the two writes of a new upload), once older than `maxAgeMs`. */
async function removeStrayData(directory: string, at: number, maxAgeMs: number): Promise<number> {
  let removed = 0;
  const names = new Set(await fs.readdir(directory).catch(() => [] as string[]));
  for (const name of names) {
    if (name.endsWith(".json") || names.has(`${name}.json`)) continue;
    const stats = await fs.stat(path.join(directory, name)).catch(() => null);
    if (stats?.isFile() && at - stats.mtimeMs > maxAgeMs) {
      await fs.rm(path.join(directory, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes what uploads leave behind: unfinished uploads older than `abandonedAfterMs`, and
 * finished files that no application uses once older than `unusedAfterMs`. A file an
 * application refers to is claimed for it (files from before claims existed, demo data) and kept.
 */
export function createUploadSweep({
  unfinished,
  files,
  documents,
  now,
  limits,
  log,
}: {
  unfinished: OwnedUploadStore;
  files: DiskFileStore;
  documents: DocumentStore;
  now: () => Date;
  limits: Pick<UploadLimits, "abandonedAfterMs" | "unusedAfterMs" | "sweepIntervalMs">;
  log: (message: string) => void;
}) {
  async function removeAbandoned(at: number): Promise<number> {
    let removed = 0;
    for (const id of await unfinishedUploadIds(unfinished.directory)) {
      const started = await unfinished.startedAt(id);
      if (started === null || at - started <= limits.abandonedAfterMs) continue;
      await unfinished.remove(id).catch(() => unfinished.configstore.delete(id));
      removed += 1;
    }
    return removed + (await removeStrayData(unfinished.directory, at, limits.abandonedAfterMs));
  }

  async function releaseOrphan(filePath: string, at: number): Promise<boolean> {
    const holder = await files.claimHolder(filePath);
    if (!holder) return true;
    return releaseOrphanClaim({ documents, files, clock: { now: () => new Date(at) } }, filePath, holder);
  }

  async function removeUnused(at: number): Promise<number> {
    const referenced = await referencedUploads(documents);
    let removed = 0;
    for (const upload of await files.listUploads()) {
      const applicationId = referenced.get(upload.path);
      if (applicationId) {
        if (!upload.applicationId) await files.claim(upload.path, applicationId);
        continue;
      }
      // A claimed file belongs to an application being stored (only its rejection removes it),
      // unless that application never appeared within the lease (a crash between claim and write).
      if (upload.applicationId && !(await releaseOrphan(upload.path, at))) continue;
      if (!(at - upload.uploadedAt > limits.unusedAfterMs)) continue;
      if ((await files.deleteUnclaimed(upload.path)) === "deleted") removed += 1;
    }
    return removed;
  }

  let running: Promise<{ abandoned: number; unused: number }> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** One pass; a pass already under way is joined rather than started twice. */
  function sweep(): Promise<{ abandoned: number; unused: number }> {
    running ??= (async () => {
      const at = now().getTime();
      return { abandoned: await removeAbandoned(at), unused: await removeUnused(at) };
    })().finally(() => (running = null));
    return running;
  }

  return {
    sweep,
    start() {
      const run = () =>
        void sweep()
          .then(({ abandoned, unused }) => {
            if (abandoned + unused > 0) log(`[uploads] removed ${abandoned} abandoned and ${unused} unused uploads`);
          })
          .catch((error: unknown) => log(`[uploads] clean-up failed: ${String(error)}`));
      timer = setInterval(run, limits.sweepIntervalMs);
      timer.unref();
      run();
    },
    stop() {
      clearInterval(timer);
      return running ?? Promise.resolve();
    },
  };
}
