import { afterAll, beforeAll } from "vitest";
import { describeDocumentStoreContract } from "~/core/contracts/document-store-contract";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { emulatorFirestore } from "../testing/firestore-app";
import { startNodeFirestore, type NodeFirestore } from "../testing/node-firestore";

/** What `@firestore-emulator/server` cannot do, so the cases that need it are skipped with the reason. */
const NO_CURSORS = "the Node Firestore emulator ignores query cursors (startAfter) and document-id ordering";
const NO_ISOLATION =
  "the Node Firestore emulator's transactions have no isolation, so concurrent compare-and-set cannot be proven there";

const SET_MERGES =
  "the Node Firestore emulator merges a whole-document set into the old fields instead of replacing them";

let emulator: NodeFirestore;
beforeAll(async () => {
  emulator = await startNodeFirestore();
});
afterAll(() => emulator.stop());

describeDocumentStoreContract(
  "Firestore adapter on the Node Firestore emulator",
  () => {
    emulator.clear();
    const { db, close } = emulatorFirestore(emulator.host);
    return { store: createFirestoreDocumentStore(db), cleanup: close };
  },
  {
    unsupported: {
      "set replaces the whole document; update merges and never creates": SET_MERGES,
      "lists newest first with a limit and a cursor that walks every document once": NO_CURSORS,
      "updateIf changes the document only when the condition holds, and only once under concurrency": NO_ISOLATION,
      "updateIf compares a missing field as undefined, so a first counter can be set once": NO_ISOLATION,
    },
  },
);
