import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeFileClaimsContract } from "~/core/contracts/file-claims-contract";
import { describeFileStoreContract, type FileStoreHarness } from "~/core/contracts/file-store-contract";
import { createDiskFileStore, ObjectExistsError, type DiskFileStore } from "../disk-file-store";

function diskHarness(): FileStoreHarness & { store: DiskFileStore; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), "disk-file-store-"));
  const store = createDiskFileStore(root);
  let count = 0;
  return {
    store,
    async put(objectPath, { bytes, contentType, ownerUid }) {
      const source = path.join(root, `incoming-${++count}`);
      writeFileSync(source, bytes);
      await store.put(objectPath, source, { contentType, ownerUid });
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

describeFileStoreContract("disk", diskHarness);
describeFileClaimsContract("disk", diskHarness);

describe("disk store: a finished upload never replaces a stored file", () => {
  it("refuses a taken path and leaves both files as they were", async () => {
    const harness = diskHarness();
    try {
      const objectPath = "creator-uploads/uid-1/1700000000000-clip.mp4";
      await harness.put(objectPath, { bytes: new Uint8Array(10), contentType: "video/mp4", ownerUid: "uid-1" });
      expect(await harness.store.claim(objectPath, "application-1")).toBe("claimed");
      const later = path.join(os.tmpdir(), `later-${process.pid}-${Date.now()}`);
      writeFileSync(later, new Uint8Array(3));
      await expect(
        harness.store.put(objectPath, later, { contentType: "video/mp4", ownerUid: "uid-1" }),
      ).rejects.toThrow(ObjectExistsError);
      expect(existsSync(later)).toBe(true);
      rmSync(later);
      expect(await harness.store.stat(objectPath)).toMatchObject({ size: 10 });
      expect(await harness.store.deleteUnclaimed(objectPath)).toBe("claimed");
    } finally {
      harness.cleanup();
    }
  });
});
