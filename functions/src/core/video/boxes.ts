import { NotAVideo } from "./not-a-video";

/** Reads bytes [start, end) of the file being checked (through probe-reads.ts). */
export type ReadBytes = (start: number, end: number) => Promise<Uint8Array | null>;

export interface BoxHeader {
  type: string;
  /** Offset of the box's first byte (in the file, or in the buffer it was parsed from). */
  start: number;
  /** 8, or 16 with a 64-bit `largesize`. */
  headerSize: number;
  /** The whole box, header included. */
  size: number;
}

/** Enough for a 64-bit size; a `uuid` box's extended type counts as payload here. */
export const LONGEST_HEADER = 16;
const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/**
 * The header at `start` of `bytes` (ISO/IEC 14496-12 §4.2), for a box that must end by `limit`:
 * size 1 means a 64-bit `largesize` follows, size 0 means "to the end" (of the file or parent).
 */
export function parseBoxHeader(bytes: Uint8Array, at: number, limit: number): BoxHeader {
  if (bytes.byteLength < 8) throw new NotAVideo(`a box header at byte ${at} is cut off`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(...bytes.subarray(4, 8));
  if (!BOX_TYPE.test(type)) throw new NotAVideo(`no box starts at byte ${at}`);
  const size32 = view.getUint32(0);
  let headerSize = 8;
  let size = size32;
  if (size32 === 1) {
    if (bytes.byteLength < 16) throw new NotAVideo(`the ${type} box's 64-bit size is cut off`);
    const largesize = view.getBigUint64(8);
    if (largesize > BigInt(Number.MAX_SAFE_INTEGER)) throw new NotAVideo(`the ${type} box claims ${largesize} bytes`);
    headerSize = 16;
    size = Number(largesize);
  } else if (size32 === 0) size = limit - at;
  if (size < headerSize) throw new NotAVideo(`the ${type} box has an impossible size ${size}`);
  if (at + size > limit) throw new NotAVideo(`the ${type} box at byte ${at} runs past the end (${size} bytes)`);
  return { type, start: at, headerSize, size };
}

/** The header of the top-level box at `offset` of a file of `fileSize` bytes: one small ranged read. */
export async function readBoxHeader(read: ReadBytes, offset: number, fileSize: number): Promise<BoxHeader> {
  const bytes = await read(offset, Math.min(offset + LONGEST_HEADER, fileSize));
  if (!bytes) throw new NotAVideo("the file is gone");
  return parseBoxHeader(bytes, offset, fileSize);
}

/**
 * A real container holds a handful of boxes (a `moov` its header and a few tracks, an `stbl` about
 * ten tables). Past this many the walk stops: a 32 MiB box holds four million empty 8-byte boxes,
 * and an object for each would take most of a gigabyte.
 */
export const MAX_CHILD_BOXES = 256;

/** The boxes inside a container box's payload (a buffer already read), checked to fit in it. */
export function childBoxes(container: Uint8Array, header: BoxHeader): BoxHeader[] {
  const children: BoxHeader[] = [];
  const end = header.start + header.size;
  for (let offset = header.start + header.headerSize; offset < end;) {
    if (isZeroTerminator(container.subarray(offset, end))) break;
    if (children.length === MAX_CHILD_BOXES) {
      throw new NotAVideo(`more than ${MAX_CHILD_BOXES} boxes in the ${header.type} box`);
    }
    const child = parseBoxHeader(container.subarray(offset, end), offset, end);
    children.push(child);
    offset += child.size;
  }
  return children;
}

/** QuickTime may end a list of boxes with a 32-bit zero (QTFF, "atom container" terminator). */
export function isZeroTerminator(rest: Uint8Array): boolean {
  return rest.byteLength < 8 && rest.every((byte) => byte === 0);
}
