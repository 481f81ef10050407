import type { UploadContentType } from "~/shared/constants";
import type { Clock, FileStore, OpenedFile } from "../ports";
import { isZeroTerminator, LONGEST_HEADER, readBoxHeader, type BoxHeader, type ReadBytes } from "./boxes";
import { contentTypeOfBrands } from "./brands";
import { parseMovie, type MovieFacts } from "./movie-box";
import { NotAVideo, ProbeStopped, type ProbeLimit } from "./not-a-video";
import { probeReads } from "./probe-reads";

export interface VideoFacts extends MovieFacts {
  /** From the `ftyp` brands, never from the file name or the declared type. */
  contentType: UploadContentType;
  size: number;
}

export type VideoProbe = { ok: true; video: VideoFacts } | { ok: false; reason: string; limit?: ProbeLimit };

/** An `ftyp` box is a few brands: 16 bytes plus 4 a brand. */
const MAX_FTYP_BYTES = 4_096;
/**
 * The sample tables make up most of a `moov`: an hour of 60 fps video with audio needs about 10 MB.
 * Larger is refused rather than read (it is read whole, once, then pruned; movie-box.ts).
 */
export const MAX_MOOV_BYTES = 32 * 1024 * 1024;
/** A real file has a handful before its `moov`; this bounds the walk through bytes already fetched. */
export const MAX_TOP_LEVEL_BOXES = 10_000;

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
 * Walks the file's top-level boxes by their headers alone (mdat is skipped, never read) until the
 * `moov`, read whole; the boxes after it are checked as far as the bytes already fetched reach (a
 * truncated `mdat` after a `moov` first, a second `moov`), never further. So a 1 GB file costs one
 * request for its start (`ftyp`, and `moov` too when it comes first, as in every fragmented MP4),
 * plus one or two for a `moov` after the `mdat`, never one per box (probe-reads.ts caps the rest).
 */
async function probe(file: OpenedFile, clock: Clock): Promise<VideoFacts> {
  const fileSize = file.info.size;
  const reads = probeReads(file, clock);
  const start = (await reads.read(0, 8)) ?? new Uint8Array(0);
  if (String.fromCharCode(...start.subarray(4, 8)) !== "ftyp") throw new NotAVideo("the file does not start with ftyp");
  const ftypHeader = await readBoxHeader(reads.read, 0, fileSize);
  if (ftypHeader.size < ftypHeader.headerSize + 8 || ftypHeader.size > MAX_FTYP_BYTES) {
    throw new NotAVideo(`the ftyp box has an impossible size ${ftypHeader.size}`);
  }
  const ftyp = await readBox(reads.read, ftypHeader);
  const { major, compatible } = brandsOf(ftyp, ftypHeader);
  const contentType = contentTypeOfBrands(major, compatible);
  if (!contentType) throw new NotAVideo(`no MP4 or QuickTime brand in ftyp (${[major, ...compatible].join(", ")})`);

  let moov: { header: BoxHeader; bytes: Uint8Array } | null = null;
  let boxes = 1;
  for (let offset = ftypHeader.size; offset < fileSize;) {
    if (moov && !reads.holds(offset, Math.min(offset + LONGEST_HEADER, fileSize))) break;
    if (await endsInZeroPadding(reads.read, offset, fileSize)) break;
    if (++boxes > MAX_TOP_LEVEL_BOXES) throw new NotAVideo(`more than ${MAX_TOP_LEVEL_BOXES} top-level boxes`);
    const box = await readBoxHeader(reads.read, offset, fileSize);
    if (box.type === "moov") {
      if (moov) throw new NotAVideo("the file has two moov boxes");
      if (box.size > MAX_MOOV_BYTES) throw new NotAVideo(`the moov box is too large (${box.size} bytes)`);
      moov = { header: box, bytes: await readBox(reads.read, box) };
    }
    offset += box.size;
  }
  if (!moov) throw new NotAVideo("the file has no moov box");
  return { contentType, size: fileSize, ...parseMovie(ftyp, moov.bytes, { ...moov.header, start: 0 }) };
}

const systemClock: Clock = { now: () => new Date() };

/**
 * Whether the stored object is an MP4 or QuickTime video, by its bytes alone (docs/security.md,
 * "Uploads"), and its duration and picture size. Opens the object once and reads it through
 * `OpenedFile.read` only, in ranges, so any adapter (memory, Cloud Storage) can run it on a 1 GB
 * object. `limit` says which cap (probe-reads.ts) stopped a probe that was not found broken.
 */
export async function probeVideo(store: FileStore, path: string, clock: Clock = systemClock): Promise<VideoProbe> {
  const file = await store.open(path);
  return file ? probeOpenedVideo(file, clock) : { ok: false, reason: "the file is gone" };
}

/** `probeVideo` of an object already opened, so its reading can be recorded on the version read. */
export async function probeOpenedVideo(file: OpenedFile, clock: Clock = systemClock): Promise<VideoProbe> {
  try {
    return { ok: true, video: await probe(file, clock) };
  } catch (error) {
    if (error instanceof NotAVideo) return { ok: false, reason: error.reason };
    if (error instanceof ProbeStopped) return { ok: false, reason: error.reason, limit: error.limit };
    throw error;
  }
}
