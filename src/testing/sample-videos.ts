import { existsSync, readFileSync } from "node:fs";
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
  /** Frames a second (10 unless said). */
  rate?: number;
  /** H.265 in an `hvc1` sample entry, as iPhones write it. */
  hevc?: boolean;
  /** 10-bit HLG in BT.2020 (an iPhone's HDR). */
  hdr?: boolean;
  /** An AAC track beside the picture. */
  sound?: boolean;
}

/** Small real videos made once by ffmpeg (scripts/make-sample-videos.mjs) and kept in the repo. */
const SAMPLES_DIR = path.join(import.meta.dirname, "videos");

const DEFAULTS: Required<SampleVideoOptions> = {
  container: "mp4",
  seconds: 1,
  width: 160,
  height: 120,
  faststart: false,
  audioOnly: false,
  rate: 10,
  hevc: false,
  hdr: false,
  sound: false,
};

/** The file name the generator gives a sample with these options. */
function sampleName(options: SampleVideoOptions): string {
  const { container, seconds, width, height, audioOnly, faststart, rate, hevc, hdr, sound } = {
    ...DEFAULTS,
    ...options,
  };
  const kind = audioOnly ? "audio" : `${width}x${height}`;
  const suffix = [
    faststart ? "-faststart" : "",
    rate === 10 ? "" : `-${rate}fps`,
    hevc ? "-hevc" : "",
    hdr ? "-hdr" : "",
    sound ? "-sound" : "",
  ].join("");
  return `${seconds}s-${kind}${suffix}.${container}`;
}

/**
 * The path of a real, small video with these options: a committed sample, so the tests need no
 * ffmpeg. A combination without a sample is refused with the command that makes one.
 */
export function sampleVideoFile(options: SampleVideoOptions = {}): string {
  const name = sampleName(options);
  const file = path.join(SAMPLES_DIR, name);
  if (!existsSync(file)) {
    throw new Error(
      `No sample video ${name}: add it to scripts/make-sample-videos.mjs and run that script (needs ffmpeg)`,
    );
  }
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
