import { readFileSync } from "node:fs";
import path from "node:path";

/** A real one-second MP4 (64×48, five frames a second; `moov` first), committed: see sample-videos.ts. */
const SMALL_VIDEO = path.join(import.meta.dirname, "videos/1s-64x48-faststart-5fps.mp4");

let base: Uint8Array | null = null;

function smallVideo(): Uint8Array {
  base ??= new Uint8Array(readFileSync(SMALL_VIDEO));
  return base;
}

/**
 * A video file of exactly `size` bytes that a content check accepts: a real short MP4 followed by
 * a top-level `free` box filling the rest with bytes that depend on `seed` (so two files of one
 * name and size can differ). Big enough to need several upload chunks, cheap to make.
 */
export function paddedVideo(size: number, { name = "take.mp4", seed = 0 } = {}): File {
  const video = smallVideo();
  const padding = size - video.length;
  if (padding < 8) throw new Error(`A padded video needs at least ${video.length + 8} bytes`);
  const bytes = new Uint8Array(size);
  bytes.set(video);
  new DataView(bytes.buffer).setUint32(video.length, padding);
  bytes.set(new TextEncoder().encode("free"), video.length + 4);
  for (let index = video.length + 8; index < size; index += 1) bytes[index] = (index * 7 + seed) % 251;
  return new File([bytes], name, { type: "video/mp4" });
}
