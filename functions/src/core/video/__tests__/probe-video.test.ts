import { randomBytes } from "node:crypto";
import { createMemoryFileStore } from "@testing/ports/memory-file-store";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import { createManualClock } from "@testing/ports/fakes";
import { fragmentedSampleVideo } from "@testing/fixtures/fragmented-sample-video";
import { MAX_PROBE_MS, MAX_PROBE_READS, READ_AHEAD_BYTES } from "../probe-reads";
import { probeVideo } from "../probe-video";
import { boxOf, bytesOf, concatBytes, makeBox, offsetOfType, topLevelBoxes, withUint32 } from "./box-surgery";
import { countedStore, farApartBoxes, withSlowReads, withSparseFile } from "./store-doubles";

const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
const store = createMemoryFileStore();

function probeBytes(bytes: Uint8Array) {
  store.put(path, { size: bytes.byteLength, contentType: "video/mp4", ownerUid: "uid-1" }, bytes);
  return probeVideo(store, path);
}
const refusedFor = (reason: RegExp) => ({ ok: false, reason: expect.stringMatching(reason) as unknown });

describe("probeVideo accepts real MP4 and QuickTime files by their bytes", () => {
  it("an MP4 with moov at the end (ffmpeg's default): type, duration, size and picture size", async () => {
    const bytes = sampleVideo({ seconds: 2 });
    expect(topLevelBoxes(bytes).map((box) => box.type)).toEqual(["ftyp", "free", "mdat", "moov"]);
    expect(await probeBytes(bytes)).toEqual({
      ok: true,
      video: {
        contentType: "video/mp4",
        size: bytes.byteLength,
        durationSeconds: 2,
        width: 160,
        height: 120,
        codec: "H.264",
        codecString: "avc1.64000a",
        hdr: false,
        frameRate: 10,
        hasAudio: false,
      },
    });
  });

  it("an MP4 with moov first (+faststart)", async () => {
    const bytes = sampleVideo({ seconds: 1, width: 320, height: 240, faststart: true });
    expect(topLevelBoxes(bytes).map((box) => box.type)).toEqual(["ftyp", "moov", "free", "mdat"]);
    expect(await probeBytes(bytes)).toMatchObject({
      ok: true,
      video: { contentType: "video/mp4", durationSeconds: 1, width: 320, height: 240 },
    });
  });

  it("a QuickTime MOV is video/quicktime, whatever it was declared as", async () => {
    expect(await probeBytes(sampleVideo({ container: "mov", seconds: 2 }))).toMatchObject({
      ok: true,
      video: { contentType: "video/quicktime", durationSeconds: 2, width: 160, height: 120 },
    });
  });

  it("a portrait phone video (rotated by its track matrix) reports its portrait size", async () => {
    const bytes = sampleVideo({ faststart: true });
    const matrix = offsetOfType(bytes, "tkhd") + 8 + 40;
    // a = 0, b = 1, c = -1, d = 0 (16.16 fixed point): a quarter turn.
    let rotated = withUint32(bytes, matrix, 0);
    rotated = withUint32(rotated, matrix + 4, 0x0001_0000);
    rotated = withUint32(rotated, matrix + 12, 0xffff_0000);
    rotated = withUint32(rotated, matrix + 16, 0);
    expect(await probeBytes(rotated)).toMatchObject({ ok: true, video: { width: 120, height: 160 } });
  });

  it("reads a 64-bit largesize mdat header and an mdat of size 0 (to the end of the file)", async () => {
    const bytes = sampleVideo({ faststart: true });
    const [ftyp, moov, , mdat] = topLevelBoxes(bytes).map((box) => bytesOf(bytes, box));
    const payload = mdat!.subarray(8);
    expect(await probeBytes(concatBytes(ftyp!, makeBox("mdat", payload, { large: true }), moov!))).toMatchObject({
      ok: true,
    });
    const last = boxOf(bytes, "mdat");
    expect(await probeBytes(withUint32(bytes, last.start, 0))).toMatchObject({ ok: true, video: { width: 160 } });
  });

  it("ignores the sample tables: a forged sample count of 4 billion costs nothing", async () => {
    const bytes = sampleVideo({ faststart: true });
    const stsz = offsetOfType(bytes, "stsz");
    // version/flags, then sample_size (constant: every sample 1 byte) and sample_count.
    const forged = withUint32(withUint32(bytes, stsz + 12, 1), stsz + 16, 0xffff_ffff);
    const started = performance.now();
    expect(await probeBytes(forged)).toMatchObject({ ok: true });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("probeVideo's cost in requests (each one billed, and a round trip on Cloud Storage)", () => {
  function counted(bytes: Uint8Array) {
    store.put(path, { size: bytes.byteLength, contentType: "video/mp4", ownerUid: "uid-1" }, bytes);
    return countedStore(store);
  }

  it("opens a file of 9,000 top-level boxes 100 KiB apart once, and reads it in at most MAX_PROBE_READS (16)", async () => {
    const last = countedStore(
      withSparseFile(createMemoryFileStore(), path, farApartBoxes(9_000, 100 * 1024, { moovFirst: false })),
    );
    expect(await probeVideo(last.store, path)).toEqual({
      ok: false,
      reason: "reaching the moov box takes more than 16 reads",
      limit: "reads",
    });
    expect(MAX_PROBE_READS).toBe(16);
    expect(last.requests).toMatchObject({ lookups: 1, reads: { length: MAX_PROBE_READS } });

    const first = countedStore(
      withSparseFile(createMemoryFileStore(), path, farApartBoxes(9_000, 100 * 1024, { moovFirst: true })),
    );
    expect(await probeVideo(first.store, path)).toMatchObject({ ok: true, video: { width: 160, height: 120 } });
    expect(first.requests).toMatchObject({ lookups: 1, reads: [[0, READ_AHEAD_BYTES]] });
  });

  it("takes a real fragmented MP4 (75 fragments of 1 s, 256 KiB each) in one request", async () => {
    const bytes = fragmentedSampleVideo(
      { seconds: 75, width: 180, height: 320, rate: 2 },
      { samplesPerFragment: 2, mdatBytes: 256 * 1024 },
    );
    const boxes = topLevelBoxes(bytes);
    expect(boxes.map((box) => box.type).slice(0, 5)).toEqual(["ftyp", "moov", "moof", "mdat", "moof"]);
    expect(boxes.filter((box) => box.type === "moof")).toHaveLength(75);
    const { store: counting, requests } = counted(bytes);
    expect(await probeVideo(counting, path)).toMatchObject({
      ok: true,
      video: { contentType: "video/mp4", size: bytes.byteLength, width: 180, height: 320, codec: "H.264" },
    });
    expect(requests).toMatchObject({ lookups: 1, reads: [[0, READ_AHEAD_BYTES]] });
  });

  it("walks 9,990 tiny top-level boxes out of one request", async () => {
    const bytes = sampleVideo({ faststart: true });
    const [ftyp, ...rest] = topLevelBoxes(bytes).map((box) => bytesOf(bytes, box));
    const tiny = Array.from({ length: 9_990 }, () => makeBox("free", new Uint8Array(0)));
    const { store: counting, requests } = counted(concatBytes(ftyp!, ...tiny, ...rest));
    expect(await probeVideo(counting, path)).toMatchObject({ ok: true, video: { contentType: "video/mp4" } });
    expect(requests).toMatchObject({ lookups: 1, reads: { length: 1 } });
  });

  it("reads a moov after an 8 MiB mdat with one more request, never the mdat", async () => {
    const bytes = sampleVideo();
    const [ftyp, free, mdat, moov] = topLevelBoxes(bytes).map((box) => bytesOf(bytes, box));
    const big = makeBox("mdat", new Uint8Array(8 * 1024 * 1024));
    const moovAt = ftyp!.byteLength + free!.byteLength + mdat!.byteLength + big.byteLength;
    const { store: counting, requests } = counted(concatBytes(ftyp!, free!, mdat!, big, moov!));
    expect(await probeVideo(counting, path)).toMatchObject({ ok: true });
    expect(requests).toMatchObject({
      lookups: 1,
      reads: [
        [0, READ_AHEAD_BYTES],
        [moovAt, moovAt + moov!.byteLength],
      ],
    });
  });

  it("starts no request once MAX_PROBE_MS (8 s) have passed on the clock it is given", async () => {
    const clock = createManualClock();
    const slow = countedStore(
      withSparseFile(createMemoryFileStore(), path, farApartBoxes(10, 2 * 1024 * 1024, { moovFirst: false })),
    );
    const probing = withSlowReads(slow.store, clock, 3_000);
    expect(MAX_PROBE_MS).toBe(8_000);
    expect(await probeVideo(probing, path, clock)).toEqual({
      ok: false,
      reason: "the check took over 8000 ms",
      limit: "time",
    });
    // Started at 0, 3 and 6 s; the fourth would have started at 9 s.
    expect(slow.requests.reads).toHaveLength(3);
  });
});

describe("probeVideo refuses anything else", () => {
  it("a text file named .mp4", async () => {
    expect(await probeBytes(new TextEncoder().encode("Not a video at all, just some words.\n"))).toEqual(
      refusedFor(/does not start with ftyp/),
    );
  });

  it("an AVI", async () => {
    expect(await probeBytes(sampleVideo({ container: "avi" }))).toEqual(refusedFor(/does not start with ftyp/));
  });

  it("random bytes", async () => {
    expect(await probeBytes(new Uint8Array(randomBytes(64 * 1024)))).toMatchObject({ ok: false });
  });

  it("an empty file and one shorter than a box header", async () => {
    expect(await probeBytes(new Uint8Array(0))).toEqual(refusedFor(/does not start with ftyp/));
    expect(await probeBytes(new Uint8Array([0, 0, 0, 8, 0x66, 0x74]))).toEqual(refusedFor(/does not start with ftyp/));
    expect(await probeBytes(new Uint8Array([0, 0, 0, 1, 0x66, 0x74, 0x79, 0x70, 0]))).toEqual(refusedFor(/cut off/));
  });

  it("a truncated MP4, whether moov was at the end or the start", async () => {
    const atEnd = sampleVideo();
    expect(await probeBytes(atEnd.subarray(0, atEnd.byteLength - 100))).toEqual(refusedFor(/moov box .* runs past/));
    const faststart = sampleVideo({ faststart: true });
    expect(await probeBytes(faststart.subarray(0, faststart.byteLength - 100))).toEqual(
      refusedFor(/mdat box .* runs past/),
    );
  });

  it("a box claiming a huge size, 32-bit or 64-bit", async () => {
    const bytes = sampleVideo();
    const mdat = boxOf(bytes, "mdat");
    expect(await probeBytes(withUint32(bytes, mdat.start, 0xffff_fff0))).toEqual(refusedFor(/runs past the end/));
    const [ftyp, , , moov] = topLevelBoxes(bytes).map((box) => bytesOf(bytes, box));
    const huge = makeBox("mdat", new Uint8Array(8), { large: true });
    new DataView(huge.buffer).setBigUint64(8, 2n ** 62n);
    expect(await probeBytes(concatBytes(ftyp!, huge, moov!))).toEqual(refusedFor(/claims \d+ bytes/));
  });

  it("a file that does not start with ftyp, or whose brands are not MP4 or QuickTime", async () => {
    const bytes = sampleVideo({ faststart: true });
    expect(await probeBytes(concatBytes(makeBox("free", new Uint8Array(8)), bytes))).toEqual(
      refusedFor(/does not start with ftyp/),
    );
    // An HEIF image's brands: heic, compatible mif1 and heic.
    const ftyp = boxOf(bytes, "ftyp");
    const brands = [ftyp.start + 8, ftyp.start + 16, ftyp.start + 20, ftyp.start + 24, ftyp.start + 28];
    const heic = brands.reduce((edited, at, index) => {
      const copy = edited.slice();
      copy.set(Buffer.from(index % 2 === 0 ? "heic" : "mif1", "latin1"), at);
      return copy;
    }, bytes);
    expect(await probeBytes(heic)).toEqual(refusedFor(/no MP4 or QuickTime brand in ftyp \(heic/));
  });

  it("an MP4 without moov, with two, or with a moov that cannot be parsed", async () => {
    const bytes = sampleVideo({ faststart: true });
    const [ftyp, moov, free, mdat] = topLevelBoxes(bytes).map((box) => bytesOf(bytes, box));
    expect(await probeBytes(concatBytes(ftyp!, free!, mdat!))).toEqual(refusedFor(/no moov box/));
    expect(await probeBytes(concatBytes(ftyp!, moov!, mdat!, moov!))).toEqual(refusedFor(/two moov boxes/));
    const garbled = moov!.slice();
    garbled.fill(0xff, 8, 64);
    expect(await probeBytes(concatBytes(ftyp!, garbled, mdat!))).toMatchObject({ ok: false });
  });

  it("an MP4 with sound but no picture", async () => {
    expect(await probeBytes(sampleVideo({ audioOnly: true }))).toEqual(refusedFor(/no video track/));
  });

  it("an mdat of size 0 that swallows the moov after it", async () => {
    const bytes = sampleVideo();
    expect(await probeBytes(withUint32(bytes, boxOf(bytes, "mdat").start, 0))).toEqual(refusedFor(/no moov box/));
  });

  it("a file that is gone", async () => {
    expect(await probeVideo(store, "creator-uploads/uid-1/1700000000001-gone.mp4")).toEqual(refusedFor(/gone/));
  });
});
