import { afterEach, beforeEach, describe, expect } from "vitest";
import { contractCase, type ContractOptions } from "./contract-case";
import type { CheckedVideo, FileStore, StoredFileInfo } from "@functions/core/ports";
import { parseUploadReference } from "@functions/core/upload-paths";

export interface FileStoreHarness {
  store: FileStore;
  /** Puts an object the way the backend's upload path would (Storage SDK). */
  put(path: string, file: { bytes: Uint8Array; contentType: string; ownerUid: string }): Promise<void>;
  cleanup?: () => Promise<void> | void;
}

const settle = <T>(promise: Promise<T>) => promise.catch(() => null);

/** The behaviour every FileStore adapter must have (disk now, Cloud Storage later). */
export function describeFileStoreContract(
  name: string,
  setup: () => Promise<FileStoreHarness> | FileStoreHarness,
  options: ContractOptions = {},
) {
  describe(`FileStore contract: ${name}`, () => {
    const it = contractCase(options);
    let harness: FileStoreHarness;
    beforeEach(async () => {
      harness = await setup();
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    const path = "creator-uploads/uid-1/1700000000000-clip.mp4";

    it("stats an absent object as null", async () => {
      expect(await harness.store.stat(path)).toBeNull();
    });

    it("stats a stored object with its size, content type and owner", async () => {
      await harness.put(path, { bytes: new Uint8Array(1234), contentType: "video/mp4", ownerUid: "uid-1" });
      expect(await harness.store.stat(path)).toEqual<StoredFileInfo>({
        size: 1234,
        contentType: "video/mp4",
        ownerUid: "uid-1",
      });
    });

    it("deletes only the named object and answers whether it existed", async () => {
      const sibling = "creator-uploads/uid-1/1700000000001-other.mov";
      await harness.put(path, { bytes: new Uint8Array(10), contentType: "video/mp4", ownerUid: "uid-1" });
      await harness.put(sibling, { bytes: new Uint8Array(20), contentType: "video/quicktime", ownerUid: "uid-1" });
      expect(await harness.store.delete(path)).toBe(true);
      expect(await harness.store.stat(path)).toBeNull();
      expect(await harness.store.delete(path)).toBe(false);
      expect(await harness.store.stat(sibling)).toMatchObject({ size: 20, contentType: "video/quicktime" });
    });

    it("gives a public URL that leads back to the same object path", async () => {
      await harness.put(path, { bytes: new Uint8Array(10), contentType: "video/mp4", ownerUid: "uid-1" });
      const url = await harness.store.publicUrl(path);
      expect(parseUploadReference(url)?.path).toBe(path);
    });

    describe("read: ranged bytes", () => {
      // Every byte differs from its neighbours, so a shifted range cannot pass by accident.
      const bytes = Uint8Array.from({ length: 1000 }, (_, index) => (index * 7 + 3) % 251);
      beforeEach(async () => {
        await harness.put(path, { bytes, contentType: "video/mp4", ownerUid: "uid-1" });
      });

      it("answers exactly bytes [start, end)", async () => {
        expect(await harness.store.read(path, 0, 8)).toEqual(bytes.slice(0, 8));
        expect(await harness.store.read(path, 500, 740)).toEqual(bytes.slice(500, 740));
        expect(await harness.store.read(path, 0, 1000)).toEqual(bytes);
      });

      it("answers fewer bytes when the object ends first, none past its end", async () => {
        expect(await harness.store.read(path, 990, 2000)).toEqual(bytes.slice(990));
        expect(await harness.store.read(path, 1000, 1010)).toEqual(new Uint8Array(0));
        expect(await harness.store.read(path, 5000, 6000)).toEqual(new Uint8Array(0));
      });

      it("answers no bytes for an empty range", async () => {
        expect(await harness.store.read(path, 10, 10)).toEqual(new Uint8Array(0));
      });

      it("refuses a negative, reversed or fractional range", async () => {
        await expect(harness.store.read(path, -1, 10)).rejects.toThrow(RangeError);
        await expect(harness.store.read(path, 10, 5)).rejects.toThrow(RangeError);
        await expect(harness.store.read(path, 0.5, 5)).rejects.toThrow(RangeError);
      });

      it("answers null for an absent object, and for a deleted one", async () => {
        expect(await harness.store.read("creator-uploads/uid-1/1700000000009-absent.mp4", 0, 10)).toBeNull();
        await harness.store.delete(path);
        expect(await harness.store.read(path, 0, 10)).toBeNull();
      });

      it("opens the object once for many reads, with what stat answers, reading as read does", async () => {
        const opened = await harness.store.open(path);
        expect(opened?.info).toEqual(await harness.store.stat(path));
        expect(await opened!.read(500, 740)).toEqual(bytes.slice(500, 740));
        expect(await opened!.read(990, 2000)).toEqual(bytes.slice(990));
        expect(await opened!.read(5000, 6000)).toEqual(new Uint8Array(0));
        await expect(opened!.read(10, 5)).rejects.toThrow(RangeError);
      });

      it("records the upload check's reading on the object opened, which stat answers, and a new upload at its path has none", async () => {
        const reading: CheckedVideo = {
          ...{ contentType: "video/mp4", durationSeconds: 1.5, width: 1080, height: 1920, codec: "HEVC" },
          ...{ codecString: "hvc1.2.4.L93.90", hdr: true, frameRate: 29.97, hasAudio: true },
        };
        expect((await harness.store.stat(path))?.checkedVideo).toBeUndefined();
        const opened = await harness.store.open(path);
        expect(await opened!.recordCheckedVideo(reading)).toBe(true);
        expect((await harness.store.stat(path))?.checkedVideo).toEqual(reading);
        expect((await harness.store.open(path))?.info.checkedVideo).toEqual(reading);

        await harness.store.delete(path);
        await harness.put(path, { bytes, contentType: "video/mp4", ownerUid: "uid-1" });
        expect((await harness.store.stat(path))?.checkedVideo).toBeUndefined();
      });

      it("opens an absent object as null, and an opened object reads null once deleted", async () => {
        expect(await harness.store.open("creator-uploads/uid-1/1700000000009-absent.mp4")).toBeNull();
        const opened = await harness.store.open(path);
        await harness.store.delete(path);
        expect(await opened!.read(0, 10)).toBeNull();
      });
    });

    it("never resolves a path that climbs out of the store", async () => {
      await harness.put(path, { bytes: new Uint8Array(10), contentType: "video/mp4", ownerUid: "uid-1" });
      expect(await settle(harness.store.stat("creator-uploads/uid-2/../uid-1/1700000000000-clip.mp4"))).toBeNull();
      expect(await settle(harness.store.delete("creator-uploads/uid-2/../uid-1/1700000000000-clip.mp4"))).not.toBe(
        true,
      );
      expect(
        await settle(harness.store.read("creator-uploads/uid-2/../uid-1/1700000000000-clip.mp4", 0, 10)),
      ).toBeNull();
      expect(await harness.store.stat(path)).not.toBeNull();
    });
  });
}
