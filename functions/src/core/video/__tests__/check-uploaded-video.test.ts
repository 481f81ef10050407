import { createMemoryFileStore } from "@testing/ports/memory-file-store";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import { createManualClock } from "@testing/ports/fakes";
import type { FileStore } from "../../ports";
import { checkUploadedVideo } from "../check-uploaded-video";
import { farApartBoxes, withSlowReads, withSparseFile } from "./store-doubles";

const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
const text = new TextEncoder().encode("hello, I am a text file");

function storeWith(bytes: Uint8Array) {
  const store = createMemoryFileStore();
  store.put(path, { size: bytes.byteLength, contentType: "video/mp4", ownerUid: "uid-1" }, bytes);
  return store;
}

it("answers a real video's facts and leaves it stored", async () => {
  const store = storeWith(sampleVideo({ container: "mov" }));
  expect(await checkUploadedVideo(store, path, "clip.mp4")).toMatchObject({
    ok: true,
    video: { contentType: "video/quicktime", durationSeconds: 1, width: 160, height: 120 },
  });
  expect(store.has(path)).toBe(true);
});

it("records a video's reading on the object it read, where stat then answers it", async () => {
  const store = storeWith(sampleVideo());
  const checked = await checkUploadedVideo(store, path, "clip.mp4");
  if (!checked.ok) throw new Error(checked.reason);
  const { size, ...reading } = checked.video;
  expect(size).toBe((await store.stat(path))?.size);
  expect((await store.stat(path))?.checkedVideo).toEqual(reading);
});

it("records nothing on an object that replaced the one it read", async () => {
  const store = storeWith(sampleVideo());
  const replacedMeanwhile: FileStore = {
    ...store,
    async open(at) {
      const opened = await store.open(at);
      store.put(path, { size: opened!.info.size, contentType: "video/mp4", ownerUid: "uid-1" }, sampleVideo());
      return opened;
    },
  };
  expect(await checkUploadedVideo(replacedMeanwhile, path, "clip.mp4")).toMatchObject({ ok: true });
  expect((await store.stat(path))?.checkedVideo).toBeUndefined();
});

it("refuses a file that is not a video with the uploader's message, and deletes it", async () => {
  const store = storeWith(text);
  expect(await checkUploadedVideo(store, path, "holiday.mp4")).toEqual({
    ok: false,
    message: "holiday.mp4 is not a valid MP4 or MOV video.",
    reason: "the file does not start with ftyp",
    deleted: true,
  });
  expect(store.has(path)).toBe(false);
});

it("refuses, but never deletes, a file that an application already holds", async () => {
  const store = storeWith(text);
  expect(await store.claim(path, "application-1")).toBe("claimed");
  expect(await checkUploadedVideo(store, path, "holiday.mp4")).toMatchObject({ ok: false, deleted: false });
  expect(store.has(path)).toBe(true);
  expect(await store.claim(path, "application-2")).toBe("taken");
});

it("refuses a file whose moov lies past more reads than a probe makes, and deletes it", async () => {
  const store = createMemoryFileStore();
  const sparse = withSparseFile(store, path, farApartBoxes(40, 2 * 1024 * 1024, { moovFirst: false }));
  expect(await checkUploadedVideo(sparse, path, "holiday.mp4")).toMatchObject({
    ok: false,
    message:
      "holiday.mp4 is split into too many parts to check. Please export it again as MP4 or MOV and upload it again.",
    deleted: true,
  });
  expect(store.has(path)).toBe(false);
});

it("refuses a file whose check ran out of time, asking to try again, and keeps it", async () => {
  const clock = createManualClock();
  const store = createMemoryFileStore();
  const slow = withSlowReads(
    withSparseFile(store, path, farApartBoxes(10, 2 * 1024 * 1024, { moovFirst: false })),
    clock,
    3_000,
  );
  expect(await checkUploadedVideo(slow, path, "holiday.mp4", clock)).toMatchObject({
    ok: false,
    message: "holiday.mp4 could not be checked in time. Please try again.",
    deleted: false,
  });
  expect(store.has(path)).toBe(true);
  expect(await store.claimHolder(path)).toBeNull();
  expect((await store.stat(path))?.checkedVideo).toBeUndefined();
});
