import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

let base: Uint8Array | null = null;

/** A real one-second MP4 (ffmpeg; `moov` first), made once per run. */
function smallVideo(): Uint8Array {
  if (base) return base;
  const directory = mkdtempSync(path.join(os.tmpdir(), "padded-video-"));
  const file = path.join(directory, "base.mp4");
  try {
    execFileSync(
      "ffmpeg",
      ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=5", "-t", "1"].concat([
        "-c:v",
        "libx264",
        "-pix_fmt",
        "yuv420p",
        "-movflags",
        "+faststart",
        file,
      ]),
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    base = new Uint8Array(readFileSync(file));
    return base;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
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
