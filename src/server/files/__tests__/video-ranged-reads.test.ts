import { mkdtempSync, openSync, closeSync, rmSync, writeSync, ftruncateSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { FileStore } from "~/core/ports";
import { probeVideo } from "~/core/video/probe-video";
import { sampleVideo } from "~/testing/sample-videos";
import { createDiskFileStore, type DiskFileStore } from "../disk-file-store";

/**
 * The content check reads only what it needs: on a 200 MB file (a sparse file on disk, so the
 * test writes no 200 MB) it reads the ftyp box, a header per top-level box and the moov box.
 */

const MB = 1024 * 1024;
const objectPath = "creator-uploads/uid-1/1700000000000-long take.mp4";
let root: string;
let store: DiskFileStore;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "video-ranged-reads-"));
  store = createDiskFileStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The store, counting every byte its `read` hands out and the largest single read. */
function counting(inner: FileStore) {
  const reads = { bytes: 0, largest: 0, calls: 0 };
  const wrapped: FileStore = {
    ...inner,
    async read(objectPath, start, end) {
      const bytes = await inner.read(objectPath, start, end);
      reads.calls += 1;
      reads.bytes += bytes?.byteLength ?? 0;
      reads.largest = Math.max(reads.largest, bytes?.byteLength ?? 0);
      return bytes;
    },
  };
  return { store: wrapped, reads };
}

/**
 * ftyp, then an mdat of `mdatBytes` (a hole on disk), then `moov` followed by `zerosAfter` more
 * zero bytes (a hole too): a long, non-faststart video.
 */
async function storeLongVideo(mdatBytes: number, moov: Uint8Array, zerosAfter = 0): Promise<number> {
  const sample = sampleVideo();
  const view = new DataView(sample.buffer);
  const ftyp = sample.subarray(0, view.getUint32(0));
  const source = path.join(root, "incoming");
  const fd = openSync(source, "w");
  const mdatHeader = new Uint8Array(8);
  new DataView(mdatHeader.buffer).setUint32(0, mdatBytes);
  mdatHeader.set(Buffer.from("mdat"), 4);
  writeSync(fd, ftyp, 0, ftyp.length, 0);
  writeSync(fd, mdatHeader, 0, 8, ftyp.length);
  ftruncateSync(fd, ftyp.length + mdatBytes);
  writeSync(fd, moov, 0, moov.length, ftyp.length + mdatBytes);
  if (zerosAfter > 0) ftruncateSync(fd, ftyp.length + mdatBytes + moov.length + zerosAfter);
  closeSync(fd);
  const stored = await store.put(objectPath, source, { contentType: "video/mp4", ownerUid: "uid-1" });
  return stored.size;
}

function moovOf(sample: Uint8Array): Uint8Array {
  const view = new DataView(sample.buffer, sample.byteOffset);
  for (let start = 0; start < sample.byteLength; start += view.getUint32(start)) {
    if (String.fromCharCode(...sample.subarray(start + 4, start + 8)) === "moov") {
      return sample.subarray(start, start + view.getUint32(start));
    }
  }
  throw new Error("no moov");
}

// Box headers are read through one 64 KiB window (src/core/video: a request per window, not per box).
const WINDOW = 64 * 1024;

it("checks a 200 MB video with moov at the end by reading a few windows", async () => {
  const moov = moovOf(sampleVideo({ seconds: 2 }));
  const size = await storeLongVideo(200 * MB, moov);
  expect(size).toBeGreaterThan(200 * MB);
  const { store: wrapped, reads } = counting(store);

  expect(await probeVideo(wrapped, objectPath)).toMatchObject({
    ok: true,
    video: { contentType: "video/mp4", size, durationSeconds: 2, width: 160, height: 120 },
  });
  expect(reads.bytes).toBeLessThan(moov.byteLength + 2 * WINDOW);
  expect(reads.largest).toBeLessThanOrEqual(Math.max(moov.byteLength, WINDOW));
  expect(reads.calls).toBeLessThan(10);
});

it("refuses a moov box over the cap without reading it", async () => {
  // A 40 MB "moov" (zeros, a hole on disk) after a 100 MB mdat: real boxes, but no sane movie header.
  const header = new Uint8Array(8);
  new DataView(header.buffer).setUint32(0, 40 * MB);
  header.set(Buffer.from("moov"), 4);
  await storeLongVideo(100 * MB, header, 40 * MB - header.byteLength);
  const { store: wrapped, reads } = counting(store);

  expect(await probeVideo(wrapped, objectPath)).toEqual({
    ok: false,
    reason: `the moov box is too large (${40 * MB} bytes)`,
  });
  expect(reads.bytes).toBeLessThan(2 * WINDOW);
});
