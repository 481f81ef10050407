import { describeDocumentStoreContract } from "@testing/contracts/document-store-contract";
import { createMemoryDocumentStore } from "@testing/ports/memory-document-store";

describeDocumentStoreContract("in memory (core tests)", () => ({ store: createMemoryDocumentStore() }));
