import { describe } from "vitest";
import { describeDocumentStoreContract } from "~/core/contracts/document-store-contract";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { emulatorFirestore } from "../testing/firestore-app";
import { announceRun, announceSkip, officialEmulators } from "../testing/official-emulators";

const emulators = await officialEmulators();
announceSkip(
  "Firestore adapter on the official Firestore emulator",
  emulators.firestore ? null : emulators.firestoreSkipReason,
);
if (emulators.firestore)
  announceRun(
    "DocumentStore contract of the Firestore adapter",
    `Google's Firestore emulator at ${emulators.firestore}`,
  );

describe.skipIf(!emulators.firestore)(
  `official Firestore emulator${emulators.firestore ? "" : ` (skipped: ${emulators.firestoreSkipReason})`}`,
  () => {
    describeDocumentStoreContract("Firestore adapter on the official Firestore emulator", async () => {
      const { db, close } = emulatorFirestore(emulators.firestore!);
      // Every case starts from an empty database (the emulator's own reset endpoint).
      await fetch(
        `http://${emulators.firestore}/emulator/v1/projects/demo-ugc-marketplace/databases/(default)/documents`,
        {
          method: "DELETE",
        },
      );
      return { store: createFirestoreDocumentStore(db), cleanup: close };
    });
  },
);
