import { describeFileClaimsContract } from "../contracts/file-claims-contract";
import { describeFileStoreContract, type FileStoreHarness } from "../contracts/file-store-contract";
import { createMemoryFileStore } from "../testing/memory-file-store";

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
describeFileClaimsContract("in-memory fake", memoryHarness);
