import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sampleVideoFile, type SampleVideoOptions } from "@testing/fixtures/sample-videos";

/** Per run and worker: files the tests pick in the browser, under the names the test chooses. */
const DIRECTORY = path.join(os.tmpdir(), `e2e-application-files-${process.pid}`);

function place(name: string, bytes?: Uint8Array, source?: string): string {
  mkdirSync(DIRECTORY, { recursive: true });
  const file = path.join(DIRECTORY, name);
  if (bytes) writeFileSync(file, bytes);
  else if (source) copyFileSync(source, file);
  return file;
}

/** A real video (a committed sample made by ffmpeg), saved as `name`; answers its path. */
export function videoFile(name: string, options: SampleVideoOptions = {}): string {
  return place(name, undefined, sampleVideoFile({ seconds: 2, width: 320, height: 240, ...options }));
}

/**
 * A real short MP4 followed by a top-level `free` box up to exactly `size` bytes: a valid video big
 * enough to need several 8 MiB upload chunks, cheap to make. `seed` varies the padding's bytes.
 */
export function paddedVideoFile(name: string, size: number, seed = 0): string {
  const video = readFileSync(sampleVideoFile({ seconds: 1, width: 160, height: 120, faststart: true }));
  const padding = size - video.length;
  if (padding < 8) throw new Error(`A padded video needs at least ${video.length + 8} bytes`);
  const bytes = Buffer.alloc(size);
  video.copy(bytes);
  bytes.writeUInt32BE(padding, video.length);
  bytes.write("free", video.length + 4, "latin1");
  for (let index = video.length + 8; index < size; index += 1) bytes[index] = (index * 7 + seed) % 251;
  return place(name, bytes);
}

/** Any bytes under any name: a text file dressed as a video, or an .avi. */
export function fileWithText(name: string, text: string): string {
  return place(name, new TextEncoder().encode(text));
}
