import type { CloudStorageFileStore } from "../adapters/cloud-storage-file-store";

/**
 * What one uid may keep in Storage before an application claims it: three files of 1 GB plus room
 * for one replaced.
 */
export const FIREBASE_UPLOAD_LIMITS = {
  maxUnclaimedFiles: 4,
  maxUnclaimedBytes: 4 * 1024 ** 3,
  /**
   * A finished file no application uses is removed this long after it was uploaded: time to finish
   * the form after the upload, not a day of free hosting (the hourly sweep makes it up to 7 hours).
   */
  unusedAfterMs: 6 * 60 * 60 * 1000,
};

/**
 * Whether the object just finalised pushes its owner past the allowance, counting every unclaimed
 * file of that uid, this one included. Storage rules cannot count, so this runs on finalise; two
 * uploads finishing together may both be refused, never both let through.
 */
export async function overQuota(
  files: CloudStorageFileStore,
  ownerUid: string,
  limits = FIREBASE_UPLOAD_LIMITS,
): Promise<boolean> {
  const unclaimed = (await files.listUploads(ownerUid)).filter((upload) => !upload.applicationId);
  const bytes = unclaimed.reduce((total, upload) => total + upload.size, 0);
  return unclaimed.length > limits.maxUnclaimedFiles || bytes > limits.maxUnclaimedBytes;
}
