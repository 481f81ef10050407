import type { ManualClock } from "@testing/ports/fakes";
import type { MemoryFileStore } from "@testing/ports/memory-file-store";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import type { FileStore, OpenedFile } from "../../ports";
import { bytesOf, topLevelBoxes } from "./box-surgery";

/**
 * What a probe asked of the store, priced as on Cloud Storage: `lookups` are claim lookups with a
 * metadata GET (`open`, `stat`, and `read` of a path, which does both before its ranged GET);
 * `reads` are ranged GETs, each [start, end).
 */
export interface StoreRequests {
  lookups: number;
  reads: Array<[number, number]>;
}

/** `store` with every lookup and ranged read it is asked for counted. */
export function countedStore(store: FileStore): { store: FileStore; requests: StoreRequests } {
  const requests: StoreRequests = { lookups: 0, reads: [] };
  const counted = (file: OpenedFile): OpenedFile => ({
    ...file,
    read(start, end) {
      requests.reads.push([start, end]);
      return file.read(start, end);
    },
  });
  return {
    requests,
    store: {
      ...store,
      async stat(path) {
        requests.lookups += 1;
        return store.stat(path);
      },
      async read(path, start, end) {
        requests.lookups += 1;
        requests.reads.push([start, end]);
        return store.read(path, start, end);
      },
      async open(path) {
        requests.lookups += 1;
        const file = await store.open(path);
        return file && counted(file);
      },
    },
  };
}

/** A file of `size` bytes: `pieces` at their offsets, zeros everywhere else, never allocated. */
export interface SparseFile {
  size: number;
  pieces: Array<{ at: number; bytes: Uint8Array }>;
}

function readSparse(file: SparseFile, start: number, end: number): Uint8Array {
  const stop = Math.min(end, file.size);
  const bytes = new Uint8Array(Math.max(0, stop - start));
  for (const { at, bytes: piece } of file.pieces) {
    if (at >= stop || at + piece.byteLength <= start) continue;
    const from = Math.max(start, at);
    bytes.set(piece.subarray(from - at, Math.min(stop, at + piece.byteLength) - at), from - start);
  }
  return bytes;
}

/**
 * `store` with `file` stored at `path` (a "900 MB" file of box headers in a few kB): the memory
 * store keeps the object's facts, claims and deletes; its bytes are read from `file`.
 */
export function withSparseFile(store: MemoryFileStore, path: string, file: SparseFile): FileStore {
  store.put(path, { size: file.size, contentType: "video/mp4", ownerUid: "uid-1" });
  const read = async (start: number, end: number) =>
    (await store.read(path, start, end)) ? readSparse(file, start, end) : null;
  return {
    ...store,
    read: async (at, start, end) => (at === path ? read(start, end) : store.read(at, start, end)),
    async open(at) {
      const opened = await store.open(at);
      return opened && at === path ? { ...opened, read } : opened;
    },
  };
}

/**
 * A real sample's `ftyp` and `moov` with `count` `free` boxes of `spacing` bytes (only their headers
 * stored) after the `moov`, or before it: a file the probe must walk box by box to reach its `moov`.
 */
export function farApartBoxes(count: number, spacing: number, { moovFirst }: { moovFirst: boolean }): SparseFile {
  const sample = sampleVideo();
  const [ftyp, , , moov] = topLevelBoxes(sample).map((box) => bytesOf(sample, box));
  const boxesAt = ftyp!.byteLength + (moovFirst ? moov!.byteLength : 0);
  const moovAt = moovFirst ? ftyp!.byteLength : boxesAt + count * spacing;
  const headers = Array.from({ length: count }, (_, index) => {
    const header = new Uint8Array(8);
    new DataView(header.buffer).setUint32(0, spacing);
    header.set(Buffer.from("free", "latin1"), 4);
    return { at: boxesAt + index * spacing, bytes: header };
  });
  const pieces = [{ at: 0, bytes: ftyp! }, { at: moovAt, bytes: moov! }, ...headers];
  return { size: ftyp!.byteLength + moov!.byteLength + count * spacing, pieces };
}

/** `store` on slow storage: every ranged read of an opened file moves `clock` on by `ms`. */
export function withSlowReads(store: FileStore, clock: ManualClock, ms: number): FileStore {
  return {
    ...store,
    async open(path) {
      const file = await store.open(path);
      return (
        file && {
          ...file,
          read(start, end) {
            clock.advance(ms);
            return file.read(start, end);
          },
        }
      );
    },
  };
}
