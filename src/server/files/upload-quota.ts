import fs from "node:fs/promises";
import type { DiskFileStore } from "./disk-file-store";
import { TOO_MANY_UNFINISHED_UPLOADS, UPLOAD_ALLOWANCE_USED, type UploadLimits } from "./upload-limits";

/** Unfinished uploads are named `{uid}.{random}`, so one uid's are found by name alone. */
export const unfinishedUploadPrefix = (uid: string) => `${uid}.`;

/** The ids of the unfinished uploads in the tus directory (each has a `{id}.json` record). */
export async function unfinishedUploadIds(directory: string, ownerUid?: string): Promise<string[]> {
  const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const prefix = ownerUid === undefined ? "" : unfinishedUploadPrefix(ownerUid);
  return names.filter((name) => name.endsWith(".json") && name.startsWith(prefix)).map((name) => name.slice(0, -5));
}

export interface UploadUsage {
  unfinished: number;
  /** Declared sizes of unfinished uploads plus sizes of unclaimed finished files. */
  bytes: number;
}

export async function uploadUsage(
  ownerUid: string,
  { directory, sizeOf, files }: { directory: string; sizeOf: (id: string) => Promise<number>; files: DiskFileStore },
): Promise<UploadUsage> {
  const unfinished = await unfinishedUploadIds(directory, ownerUid);
  let bytes = 0;
  for (const id of unfinished) bytes += await sizeOf(id);
  for (const upload of await files.listUploads(ownerUid)) if (!upload.applicationId) bytes += upload.size;
  return { unfinished: unfinished.length, bytes };
}

/** Why one more upload of `size` bytes is refused, or null when it fits. */
export function quotaRefusal(usage: UploadUsage, size: number, limits: UploadLimits): string | null {
  if (usage.unfinished >= limits.maxUnfinishedUploads) return TOO_MANY_UNFINISHED_UPLOADS;
  if (usage.bytes + size > limits.maxUnclaimedBytes) return UPLOAD_ALLOWANCE_USED;
  return null;
}

/** How many unfinished uploads were started from one client address, whoever owns them. */
export async function unfinishedFromAddress(
  address: string,
  { directory, startedFrom }: { directory: string; startedFrom: (id: string) => Promise<string> },
): Promise<number> {
  let count = 0;
  for (const id of await unfinishedUploadIds(directory)) if ((await startedFrom(id)) === address) count += 1;
  return count;
}
