import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import type { Backend } from "~/lib/backend";
import { firebaseApp } from "~/lib/backend/firebase-app";
import { firebaseAuthClient, getAppAuth } from "~/lib/backend/firebase-auth";
import { createFirebaseAdminData } from "~/lib/backend/firebase/admin-data";
import { createFirebaseContact } from "~/lib/backend/firebase/contact";
import { createOpenUpload } from "~/lib/backend/firebase/open-upload";
import { createFirebaseUploads } from "~/lib/backend/firebase/uploads";
import { createHttpApiClient } from "~/lib/backend/http-api";
import { createResumeStore, memoryStorage } from "~/lib/uploads/resume-store";

export interface FirebaseEmulatorHosts {
  /** host:port of each official emulator */
  firestore: string;
  storage: string;
  /** http://host:port of the Hosting emulator, which rewrites /api/* to the Functions emulator. */
  hostingOrigin: string;
}

let firestore: Firestore | undefined;

/**
 * The browser's Firebase backend, built from the same parts as `createFirebaseBackend()`, pointed at
 * the official emulators; its Auth is the app's own client on the Auth emulator (as in the browser).
 */
export function firebaseBackendOnEmulators(hosts: FirebaseEmulatorHosts): Backend {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    const [host, port] = hosts.firestore.split(":");
    connectFirestoreEmulator(firestore, host!, Number(port));
  }
  const db = firestore;
  const auth = firebaseAuthClient;
  const getIdToken = () => auth.getIdToken();
  const currentUser = () => getAppAuth().currentUser;
  return {
    auth,
    api: createHttpApiClient({ getIdToken, baseUrl: hosts.hostingOrigin }),
    contact: createFirebaseContact({ baseUrl: hosts.hostingOrigin }),
    // The admin's writes and the export go to the adminData function through the Hosting emulator.
    adminData: createFirebaseAdminData({ firestore: () => db, currentUser, getIdToken, baseUrl: hosts.hostingOrigin }),
    uploads: createFirebaseUploads({
      target: () => ({ origin: `http://${hosts.storage}`, bucket: firebaseApp().options.storageBucket! }),
      currentUser: async () => currentUser(),
      openUpload: createOpenUpload({ baseUrl: hosts.hostingOrigin }),
      resumeStore: createResumeStore({ storage: memoryStorage() }),
    }),
  };
}
