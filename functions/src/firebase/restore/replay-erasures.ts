import { filePathHash, replayErasures, type ReplayCounts } from "@functions/core/handlers/erasures";
import type { CorePorts } from "@functions/core/ports";
import type { CloudStorageFileStore } from "../adapters/cloud-storage-file-store";

/**
 * The last step of every restore (docs/deploy.md, "Backups"): each erasure recorded in `erasures` is done
 * again on the restored data, objects included (found by their path's hash among the uploads).
 */
export function replayErasuresOnFirebase(
  ports: Pick<CorePorts, "documents"> & { files: CloudStorageFileStore },
): Promise<ReplayCounts> {
  return replayErasures(ports, async (files) => {
    if (files.length === 0) return 0;
    const erasedBy = new Map(files.map((file) => [file.pathHash, file.applicationId]));
    let removed = 0;
    for (const upload of await ports.files.listUploads()) {
      const applicationId = erasedBy.get(filePathHash(upload.path));
      if (applicationId === undefined) continue;
      // A file another application holds is that one's to keep, as the erasure itself decided.
      const holder = await ports.files.claimHolder(upload.path);
      if (holder && holder.applicationId !== applicationId) continue;
      if (await ports.files.delete(upload.path)) removed += 1;
    }
    return removed;
  });
}
