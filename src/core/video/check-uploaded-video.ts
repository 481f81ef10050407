import type { FileStore } from "../ports";
import { notAVideoMessage } from "./not-a-video";
import { probeVideo, type VideoFacts } from "./probe-video";

/** Holds a refused file while it is deleted, so that a file an application has is never deleted here. */
const REFUSED_FILE_CLAIM = "refused-not-a-video";

export type UploadedVideoCheck =
  { ok: true; video: VideoFacts } | { ok: false; message: string; reason: string; deleted: boolean };

/**
 * The server trusts bytes, not names: a stored upload that is not an MP4 or QuickTime video (by
 * its content) is refused with a message for the uploader and deleted. A file that an application
 * already holds (stored before this check existed) is only refused, never deleted here.
 */
export async function checkUploadedVideo(
  store: FileStore,
  path: string,
  fileName: string,
): Promise<UploadedVideoCheck> {
  const probe = await probeVideo(store, path);
  if (probe.ok) return probe;
  const refused = { ok: false as const, message: notAVideoMessage(fileName), reason: probe.reason };
  if ((await store.claim(path, REFUSED_FILE_CLAIM)) !== "claimed") return { ...refused, deleted: false };
  try {
    return { ...refused, deleted: await store.delete(path) };
  } catch (error) {
    await store.release(path, REFUSED_FILE_CLAIM);
    throw error;
  }
}

/**
 * The same check for a file the caller's application has just claimed: nobody else can have it, so a
 * refused file is deleted straight away (the application is not stored).
 */
export async function checkClaimedVideo(store: FileStore, path: string, fileName: string): Promise<UploadedVideoCheck> {
  const probe = await probeVideo(store, path);
  if (probe.ok) return probe;
  return { ok: false, message: notAVideoMessage(fileName), reason: probe.reason, deleted: await store.delete(path) };
}
