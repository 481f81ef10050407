import { describeFileClaimsContract } from "../contracts/file-claims-contract";
import { describeFileStoreContract, type FileStoreHarness } from "../contracts/file-store-contract";
import { createMemoryFileStore } from "../testing/memory-file-store";

function memoryHarness(): FileStoreHarness {
  const store = createMemoryFileStore();
  return {
    store,
    async put(path, file) {
      store.put(path, { size: file.bytes.byteLength, contentType: file.contentType, ownerUid: file.ownerUid });
    },
  };
}

describeFileStoreContract("in-memory fake", memoryHarness);
describeFileClaimsContract("in-memory fake", memoryHarness);
