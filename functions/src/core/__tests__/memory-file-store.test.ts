import { describeFileClaimsContract } from "@testing/contracts/file-claims-contract";
import { describeFileStoreContract, type FileStoreHarness } from "@testing/contracts/file-store-contract";
import { createMemoryFileStore } from "@testing/ports/memory-file-store";

function memoryHarness(): FileStoreHarness {
  const store = createMemoryFileStore();
  return {
    store,
    async put(path, file) {
      const info = { size: file.bytes.byteLength, contentType: file.contentType, ownerUid: file.ownerUid };
      store.put(path, info, file.bytes);
    },
  };
}

describeFileStoreContract("in-memory fake", memoryHarness);

it("records the upload check's reading only on the version it opened (each put is a new version)", async () => {
  const store = createMemoryFileStore();
  const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
  const info = { size: 10, contentType: "video/mp4", ownerUid: "uid-1" };
  const reading = {
    ...{ contentType: "video/mp4" as const, durationSeconds: 1, width: 160, height: 120, codec: "H.264" },
    ...{ codecString: "avc1.64000a", hdr: false, frameRate: 10, hasAudio: false },
  };
  store.put(path, info);
  const stale = await store.open(path);
  store.put(path, info);
  expect(await stale!.recordCheckedVideo(reading)).toBe(false);
  expect((await store.stat(path))?.checkedVideo).toBeUndefined();
  expect(await (await store.open(path))!.recordCheckedVideo(reading)).toBe(true);
  expect((await store.stat(path))?.checkedVideo).toEqual(reading);
});
describeFileClaimsContract("in-memory fake", memoryHarness);
