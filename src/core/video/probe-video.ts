import type { UploadContentType } from "~/shared/constants";
import type { FileStore } from "../ports";
import { isZeroTerminator, readBoxHeader, type BoxHeader, type ReadBytes } from "./boxes";
import { contentTypeOfBrands } from "./brands";
import { parseMovie, type MovieFacts } from "./movie-box";
import { NotAVideo } from "./not-a-video";

export interface VideoFacts extends MovieFacts {
  /** From the `ftyp` brands, never from the file name or the declared type. */
  contentType: UploadContentType;
  size: number;
}

export type VideoProbe = { ok: true; video: VideoFacts } | { ok: false; reason: string };

/** An `ftyp` box is a few brands: 16 bytes plus 4 a brand. */
const MAX_FTYP_BYTES = 4_096;
/**
 * The sample tables make up most of a `moov`: an hour of 60 fps video with audio needs about 10 MB.
 * Larger is refused rather than read (it is read whole, once, then pruned; movie-box.ts).
 */
export const MAX_MOOV_BYTES = 32 * 1024 * 1024;
/** A plain file has a handful; a fragmented one two a fragment (an hour in 1 s fragments: 7,200). */
export const MAX_TOP_LEVEL_BOXES = 10_000;
/** One ranged read covers this much of a run of small boxes (each read is a billed Storage request). */
export const HEADER_WINDOW_BYTES = 64 * 1024;

/**
 * `read` with one read-ahead window for box headers: a header read that lands close after the
 * previous one (a run of small boxes) fetches the next HEADER_WINDOW_BYTES at once and is served
 * from it, so 10,000 tiny boxes cost a handful of requests, not 20,000. A header far from the last
 * one (after a large `mdat`) is still read alone, so a 1 GB file never pulls a window per box.
 * Whole-box reads (`ftyp`, `moov`) go straight through.
 */
function headerReader(read: ReadBytes, fileSize: number): { header: ReadBytes; whole: ReadBytes } {
  let window: { start: number; bytes: Uint8Array } | null = null;
  let lastHeaderAt = Number.NEGATIVE_INFINITY;
  const header: ReadBytes = async (start, end) => {
    const near = start - lastHeaderAt < HEADER_WINDOW_BYTES;
    lastHeaderAt = start;
    if (window && start >= window.start && end <= window.start + window.bytes.byteLength) {
      return window.bytes.subarray(start - window.start, end - window.start);
    }
    if (!near) return read(start, end);
    const bytes = await read(start, Math.min(fileSize, Math.max(end, start + HEADER_WINDOW_BYTES)));
    if (!bytes) return null;
    window = { start, bytes };
    return bytes.subarray(0, end - start);
  };
  return { header, whole: read };
}

async function readBox(read: ReadBytes, box: BoxHeader): Promise<Uint8Array> {
  const bytes = await read(box.start, box.start + box.size);
  if (!bytes || bytes.byteLength !== box.size) throw new NotAVideo(`the ${box.type} box could not be read whole`);
  return bytes;
}

/** A few zero bytes after the last box, as some writers leave them. */
async function endsInZeroPadding(read: ReadBytes, offset: number, fileSize: number): Promise<boolean> {
  if (fileSize - offset >= 8) return false;
  const rest = await read(offset, fileSize);
  return rest !== null && isZeroTerminator(rest);
}

function brandsOf(ftyp: Uint8Array, header: BoxHeader): { major: string; compatible: string[] } {
  const brand = (offset: number) => String.fromCharCode(...ftyp.subarray(offset, offset + 4));
  const compatible: string[] = [];
  for (let offset = header.headerSize + 8; offset + 4 <= header.size; offset += 4) compatible.push(brand(offset));
  return { major: brand(header.headerSize), compatible };
}

/**
 * Walks the file's top-level boxes by their headers alone (mdat is skipped, never read), so a
 * 1 GB file costs a few small reads plus its `ftyp` and `moov`, wherever `moov` is (start or end).
 */
async function probe(readBytes: ReadBytes, fileSize: number): Promise<VideoFacts> {
  const { header: readHeader, whole: read } = headerReader(readBytes, fileSize);
  const start = (await readHeader(0, 8)) ?? new Uint8Array(0);
  if (String.fromCharCode(...start.subarray(4, 8)) !== "ftyp") throw new NotAVideo("the file does not start with ftyp");
  const ftypHeader = await readBoxHeader(readHeader, 0, fileSize);
  if (ftypHeader.size < ftypHeader.headerSize + 8 || ftypHeader.size > MAX_FTYP_BYTES) {
    throw new NotAVideo(`the ftyp box has an impossible size ${ftypHeader.size}`);
  }
  const ftyp = await readBox(read, ftypHeader);
  const { major, compatible } = brandsOf(ftyp, ftypHeader);
  const contentType = contentTypeOfBrands(major, compatible);
  if (!contentType) throw new NotAVideo(`no MP4 or QuickTime brand in ftyp (${[major, ...compatible].join(", ")})`);

  let moov: BoxHeader | null = null;
  let boxes = 1;
  for (let offset = ftypHeader.size; offset < fileSize;) {
    if (await endsInZeroPadding(readHeader, offset, fileSize)) break;
    if (++boxes > MAX_TOP_LEVEL_BOXES) throw new NotAVideo(`more than ${MAX_TOP_LEVEL_BOXES} top-level boxes`);
    const box = await readBoxHeader(readHeader, offset, fileSize);
    if (box.type === "moov") {
      if (moov) throw new NotAVideo("the file has two moov boxes");
      moov = box;
    }
    offset += box.size;
  }
  if (!moov) throw new NotAVideo("the file has no moov box");
  if (moov.size > MAX_MOOV_BYTES) throw new NotAVideo(`the moov box is too large (${moov.size} bytes)`);
  const moovBytes = await readBox(read, moov);
  return { contentType, size: fileSize, ...parseMovie(ftyp, moovBytes, { ...moov, start: 0 }) };
}

/**
 * Whether the stored object is an MP4 or QuickTime video, by its bytes alone (docs/security.md,
 * "Uploads"), and its duration and picture size. Reads through `FileStore.read` only, in small
 * ranges, so any adapter (disk, Cloud Storage) can run it on a 1 GB object.
 */
export async function probeVideo(store: FileStore, path: string): Promise<VideoProbe> {
  const info = await store.stat(path);
  if (!info) return { ok: false, reason: "the file is gone" };
  try {
    return { ok: true, video: await probe((start, end) => store.read(path, start, end), info.size) };
  } catch (error) {
    if (error instanceof NotAVideo) return { ok: false, reason: error.reason };
    throw error;
  }
}
