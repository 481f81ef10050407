import { afterEach, beforeEach, describe, expect } from "vitest";
import { contractCase, type ContractOptions } from "./contract-case";
import type { FileStore, StoredFileInfo } from "../ports";
import { parseUploadReference } from "../upload-paths";

export interface FileStoreHarness {
  store: FileStore;
  /** Puts an object the way the backend's upload path would (tus, Storage SDK). */
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

    it("never resolves a path that climbs out of the store", async () => {
      await harness.put(path, { bytes: new Uint8Array(10), contentType: "video/mp4", ownerUid: "uid-1" });
      expect(await settle(harness.store.stat("creator-uploads/uid-2/../uid-1/1700000000000-clip.mp4"))).toBeNull();
      expect(await settle(harness.store.delete("creator-uploads/uid-2/../uid-1/1700000000000-clip.mp4"))).not.toBe(
        true,
      );
      expect(await harness.store.stat(path)).not.toBeNull();
    });
  });
}
