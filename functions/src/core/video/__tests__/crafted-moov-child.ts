/**
 * Run by probe-video-memory.test.ts in a child Node with a small heap: builds a file whose `moov`
 * is the largest allowed, packed with empty 8-byte boxes, probes it, and prints the result and the
 * heap's growth as JSON. `traks`: four million `trak` boxes in the `moov`; `sample-entries`: four
 * tracks whose `stsd` (the part of a track the parser is given) each hold 100,000 blank `avc1`
 * sample descriptions.
 */
import { createMemoryFileStore } from "@testing/ports/memory-file-store";
import { MAX_MOOV_BYTES, probeVideo } from "../probe-video";

const FTYP = [0, 0, 0, 16, ..."ftypisom", 0, 0, 2, 0].map((c) => (typeof c === "string" ? c.charCodeAt(0) : c));
/** An `avc1` entry with no child boxes: 8 bytes of header, 78 of fixed fields. */
const VISUAL_SAMPLE_ENTRY = 86;
const path = "creator-uploads/uid-1/1700000000000-crafted.mp4";
const bytes = new Uint8Array(FTYP.length + MAX_MOOV_BYTES);
const view = new DataView(bytes.buffer);
let emptyBoxes = 0;

function header(at: number, size: number, type: string): number {
  view.setUint32(at, size);
  bytes.set(
    [...type].map((c) => c.charCodeAt(0)),
    at + 4,
  );
  return at + 8;
}
function fillWithEmptyBoxes(from: number, to: number, type: string, size: number): void {
  for (let at = from; at + size <= to; at += size, emptyBoxes++) header(at, size, type);
}

bytes.set(FTYP);
const inMoov = header(FTYP.length, MAX_MOOV_BYTES, "moov");
let fileSize = bytes.byteLength;
if (process.argv[2] === "traks") fillWithEmptyBoxes(inMoov, fileSize, "trak", 8);
else {
  // Four tracks of trak > mdia > minf > stbl > stsd (five headers, then the stsd's version and
  // entry count), each a quarter of the moov (rounded down to whole 8 bytes).
  const tracks = 4;
  const trakSize = Math.floor(((MAX_MOOV_BYTES - 8) / tracks - 48) / 8) * 8 + 48;
  fileSize = FTYP.length + 8 + tracks * trakSize;
  header(FTYP.length, fileSize - FTYP.length, "moov");
  for (let track = 0; track < tracks; track++) {
    let at = inMoov + track * trakSize;
    let size = trakSize;
    for (const type of ["trak", "mdia", "minf", "stbl", "stsd"]) {
      at = header(at, size, type);
      size -= 8;
    }
    view.setUint32(at + 4, Math.floor((size - 8) / VISUAL_SAMPLE_ENTRY));
    fillWithEmptyBoxes(at + 8, at + size, "avc1", VISUAL_SAMPLE_ENTRY);
  }
}

const store = createMemoryFileStore();
store.put(path, { size: fileSize, contentType: "video/mp4", ownerUid: "uid-1" }, bytes.subarray(0, fileSize));
const before = process.memoryUsage().heapUsed;
const result = await probeVideo(store, path);
process.stdout.write(JSON.stringify({ emptyBoxes, result, heapGrowth: process.memoryUsage().heapUsed - before }));
