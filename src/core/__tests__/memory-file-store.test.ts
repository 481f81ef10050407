import { describeFileStoreContract } from "../contracts/file-store-contract";
import { createMemoryFileStore } from "../testing/memory-file-store";

describeFileStoreContract("in-memory fake", () => {
  const store = createMemoryFileStore();
  return {
    store,
    async put(path, file) {
      store.put(path, { size: file.bytes.byteLength, contentType: file.contentType, ownerUid: file.ownerUid });
    },
  };
});
