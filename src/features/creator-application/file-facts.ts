import { createFile, MP4BoxBuffer, type Movie, type Track } from "mp4box";
import { POSTER_MAX_BYTES, POSTER_MAX_EDGE } from "~/shared/poster";
import { mediaDetails } from "~/shared/media-details";
import type { VideoFacts } from "~/shared/video-facts";

/**
 * What a chosen file is, read in the browser before the server sees it (docs/product.md §P4.4.8).
 * Loaded only when a file is chosen: mp4box stays out of the page's first load. Nothing here ever
 * blocks an upload: a file that cannot be read simply shows no facts, and the server reads its own.
 */

/** As the server (functions/src/core/video/probe-video.ts): larger is not read. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 10_000;

async function bytesOf(file: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, end).arrayBuffer());
}

/** The `ftyp` and `moov` boxes, found by walking the top-level box headers (mdat is never read). */
async function movieBoxes(file: File): Promise<{ ftyp: Uint8Array; moov: Uint8Array } | null> {
  let ftyp: Uint8Array | null = null;
  for (let at = 0, boxes = 0; at + 8 <= file.size && boxes < MAX_TOP_LEVEL_BOXES; boxes += 1) {
    const head = await bytesOf(file, at, Math.min(at + 16, file.size));
    const view = new DataView(head.buffer);
    const type = String.fromCharCode(...head.subarray(4, 8));
    let size = view.getUint32(0);
    if (size === 1 && head.byteLength >= 16) size = Number(view.getBigUint64(8));
    else if (size === 0) size = file.size - at;
    if (size < 8 || at + size > file.size) return null;
    if (boxes === 0 && type !== "ftyp") return null;
    if (type === "ftyp") ftyp = await bytesOf(file, at, at + size);
    if (type === "moov") {
      if (!ftyp || size > MAX_MOOV_BYTES) return null;
      return { ftyp, moov: await bytesOf(file, at, at + size) };
    }
    at += size;
  }
  return null;
}

/** Display size, turned a quarter when the track's matrix rotates it (as the server reads it). */
function dimensions(track: Track): { width: number; height: number } {
  const width = track.track_width || track.video?.width || 0;
  const height = track.track_height || track.video?.height || 0;
  const [a, , , , d] = Array.from(track.matrix ?? []);
  return a === 0 && d === 0 ? { width: height, height: width } : { width, height };
}

function parse(ftyp: Uint8Array, moov: Uint8Array): Movie | null {
  let movie: Movie | null = null;
  const parser = createFile();
  parser.onReady = (info) => {
    movie = info;
  };
  const joined = new Uint8Array(ftyp.byteLength + moov.byteLength);
  joined.set(ftyp);
  joined.set(moov, ftyp.byteLength);
  parser.appendBuffer(MP4BoxBuffer.fromArrayBuffer(joined.buffer, 0), true);
  parser.flush();
  return movie;
}

/** The file's facts from its own boxes, or null when it cannot be read here. */
export async function readFileFacts(file: File): Promise<VideoFacts | null> {
  try {
    const boxes = await movieBoxes(file);
    const movie = boxes && parse(boxes.ftyp, boxes.moov);
    const track = movie?.videoTracks[0];
    if (!movie || !track || !boxes) return null;
    const { width, height } = dimensions(track);
    const durationSeconds = movie.timescale > 0 ? Math.round((movie.duration / movie.timescale) * 1000) / 1000 : 0;
    return { durationSeconds, width, height, ...mediaDetails(boxes.moov, track.codec) };
  } catch {
    return null;
  }
}

function waitFor(video: HTMLVideoElement, event: "loadeddata" | "seeked", ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error("timed out")), ms);
    const done = (error?: Error) => {
      clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener("error", failed);
      if (error) reject(error);
      else resolve();
    };
    const ok = () => done();
    const failed = () => done(new Error("cannot decode"));
    video.addEventListener(event, ok);
    video.addEventListener("error", failed);
  });
}

const blobOf = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

const dataAddressOf = (blob: Blob) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });

/** Smaller and smaller until it fits the limit; WebP where the browser writes it, else JPEG. */
const ENCODINGS: ReadonlyArray<[string, number]> = [
  ["image/webp", 0.7],
  ["image/webp", 0.45],
  ["image/jpeg", 0.6],
  ["image/jpeg", 0.35],
];

/**
 * A poster frame (about a second in) drawn from the file itself, as a small data address the
 * application carries (src/shared/poster.ts); null when this browser cannot decode the file (HEVC
 * in Chrome) — the review then shows a placeholder with the facts.
 */
export async function makePoster(file: File): Promise<string | null> {
  const video = document.createElement("video");
  if (typeof HTMLCanvasElement.prototype.toBlob !== "function" || !video.canPlayType("video/mp4")) {
    return null;
  }
  const address = URL.createObjectURL(file);
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = "auto";
    video.src = address;
    await waitFor(video, "loadeddata", 10_000);
    if (!video.videoWidth || !video.videoHeight) return null;
    video.currentTime = Math.min(1, Number.isFinite(video.duration) ? video.duration / 4 : 0);
    await waitFor(video, "seeked", 10_000);
    const scale = Math.min(1, POSTER_MAX_EDGE / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    for (const [type, quality] of ENCODINGS) {
      const blob = await blobOf(canvas, type, quality);
      if (blob && blob.type === type && blob.size <= POSTER_MAX_BYTES) return await dataAddressOf(blob);
    }
    return null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(address);
    video.removeAttribute("src");
    video.load();
  }
}
