import { describeDocumentStoreContract } from "../contracts/document-store-contract";
import { createMemoryDocumentStore } from "../testing/memory-document-store";

describeDocumentStoreContract("in memory (core tests)", () => ({ store: createMemoryDocumentStore() }));
