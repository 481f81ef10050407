import type { Clock, FileStore } from "../ports";
import { notAVideoMessage, probeLimitMessage } from "./not-a-video";
import { probeOpenedVideo, type VideoFacts, type VideoProbe } from "./probe-video";

/** Holds a refused file while it is deleted, so that a file an application has is never deleted here. */
const REFUSED_FILE_CLAIM = "refused-not-a-video";

export type UploadedVideoCheck =
  { ok: true; video: VideoFacts } | { ok: false; message: string; reason: string; deleted: boolean };

type ProbeRefusal = Extract<VideoProbe, { ok: false }>;

const messageFor = (probe: ProbeRefusal, fileName: string) =>
  probe.limit ? probeLimitMessage(fileName, probe.limit) : notAVideoMessage(fileName);

/** A check stopped by the time cap says nothing against the file (storage was slow): it is kept. */
const keepsFile = (probe: ProbeRefusal) => probe.limit === "time";

/**
 * The server trusts bytes, not names: a stored upload that is not an MP4 or QuickTime video (by
 * its content) is refused with a message for the uploader and deleted. A file that an application
 * already holds (stored before this check existed) is only refused, never deleted here. A video's
 * reading is recorded on the version of the object read, where the application handler finds it.
 */
export async function checkUploadedVideo(
  store: FileStore,
  path: string,
  fileName: string,
  clock?: Clock,
): Promise<UploadedVideoCheck> {
  const file = await store.open(path);
  const probe: VideoProbe = file ? await probeOpenedVideo(file, clock) : { ok: false, reason: "the file is gone" };
  if (probe.ok) {
    const { size: _size, ...video } = probe.video;
    await file?.recordCheckedVideo(video);
    return probe;
  }
  const refused = { ok: false as const, message: messageFor(probe, fileName), reason: probe.reason };
  if (keepsFile(probe)) return { ...refused, deleted: false };
  if ((await store.claim(path, REFUSED_FILE_CLAIM)) !== "claimed") return { ...refused, deleted: false };
  try {
    return { ...refused, deleted: await store.delete(path) };
  } catch (error) {
    await store.release(path, REFUSED_FILE_CLAIM);
    throw error;
  }
}
