import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeFileClaimsContract } from "~/core/contracts/file-claims-contract";
import { describeFileStoreContract, type FileStoreHarness } from "~/core/contracts/file-store-contract";
import { createDiskFileStore } from "../disk-file-store";

function diskHarness(): FileStoreHarness {
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
