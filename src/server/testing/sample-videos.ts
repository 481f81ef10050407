import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface SampleVideoOptions {
  container?: "mp4" | "mov" | "avi";
  seconds?: number;
  width?: number;
  height?: number;
  /** `moov` before `mdat` (`-movflags +faststart`); ffmpeg's default writes it at the end. */
  faststart?: boolean;
  /** Sound only (AAC), no picture: an MP4 that is not a video. */
  audioOnly?: boolean;
}

const CACHE_DIR = path.join(os.tmpdir(), "ugc-sample-videos-v1");

/**
 * A real, small video made by ffmpeg (Debian's `ffmpeg` package; .ci/run installs it), cached in
 * the temp dir by its options so suites share one encode. Answers the file's path.
 */
export function sampleVideoFile(options: SampleVideoOptions = {}): string {
  const { container = "mp4", seconds = 1, width = 160, height = 120, faststart = false, audioOnly = false } = options;
  const kind = audioOnly ? "audio" : `${width}x${height}`;
  const name = `${seconds}s-${kind}${faststart ? "-faststart" : ""}.${container}`;
  const file = path.join(CACHE_DIR, name);
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.part.${container}`;
  const codec = audioOnly
    ? ["-c:a", "aac"]
    : container === "avi"
      ? ["-c:v", "mpeg4"]
      : ["-c:v", "libx264", "-pix_fmt", "yuv420p"];
  const source = audioOnly ? "sine=frequency=440" : `testsrc=size=${width}x${height}:rate=10`;
  try {
    execFileSync(
      "ffmpeg",
      ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", source, "-t", String(seconds), ...codec]
        .concat(faststart ? ["-movflags", "+faststart"] : [])
        .concat([partial]),
      { stdio: ["ignore", "ignore", "pipe"] },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("ffmpeg is missing: apt-get install -y ffmpeg (the video tests make their samples with it)", {
        cause: error,
      });
    }
    throw error;
  }
  // A rename is atomic: parallel suites never read a half-written sample.
  renameSync(partial, file);
  return file;
}

/** The bytes of `sampleVideoFile(options)`. */
export function sampleVideo(options: SampleVideoOptions = {}): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(sampleVideoFile(options)));
}

/**
 * The first bytes of a real MP4 of `size` bytes: the sample (moov first) with its last box, the
 * mdat, grown to end at `size`. A store that reads the missing rest as zeros (the memory store)
 * holds a "1 GB" video this way; `sampleVideoOfSize` writes the zeros out.
 */
export function sampleVideoHead(size: number): Uint8Array<ArrayBuffer> {
  const sample = sampleVideo({ faststart: true });
  if (size < sample.byteLength) throw new Error(`A sample video has at least ${sample.byteLength} bytes`);
  const view = new DataView(sample.buffer);
  let last = 0;
  for (let start = 0; start < sample.byteLength; start += view.getUint32(start)) last = start;
  view.setUint32(last, view.getUint32(last) + size - sample.byteLength);
  return sample;
}

/** A real MP4 of exactly `size` bytes (from the sample's few kB up to 4 GB): the padding is mdat. */
export function sampleVideoOfSize(size: number): Uint8Array<ArrayBuffer> {
  const padded = new Uint8Array(size);
  padded.set(sampleVideoHead(size));
  return padded;
}
