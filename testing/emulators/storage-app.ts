import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import type { FileStoreHarness } from "@testing/contracts/file-store-contract";
import {
  createCloudStorageFileStore,
  type CloudStorageFileStore,
} from "@functions/firebase/adapters/cloud-storage-file-store";
import { emulatorFirestore, TEST_PROJECT_ID } from "./firestore-app";
import { setEnv } from "../../scripts/env.ts";

export const TEST_BUCKET = `${TEST_PROJECT_ID}.appspot.com`;

/**
 * The Cloud Storage adapter against a Storage emulator (`storageHost`) and a Firestore emulator
 * (`firestoreHost`, for claims, in the uploads database). firebase-admin takes the Storage emulator from the environment.
 */
export function cloudStorageHarness(
  storageHost: string,
  firestoreHost: string,
): FileStoreHarness & { store: CloudStorageFileStore; cleanup: () => Promise<void> } {
  setEnv({ FIREBASE_STORAGE_EMULATOR_HOST: storageHost });
  const app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `storage-test-${randomUUID()}`);
  const firestore = emulatorFirestore(firestoreHost);
  const bucket = getStorage(app).bucket();
  return {
    store: createCloudStorageFileStore(bucket, firestore.uploadsDb, { emulatorHost: storageHost }),
    async put(path, { bytes, contentType, ownerUid }) {
      await bucket
        .file(path)
        .save(Buffer.from(bytes), { contentType, resumable: false, metadata: { metadata: { ownerUid } } });
    },
    async cleanup() {
      await firestore.close();
      await deleteApp(app);
    },
  };
}
