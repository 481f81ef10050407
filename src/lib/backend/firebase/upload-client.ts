import { SDK_VERSION } from "firebase/app";
import { env } from "~/config/env";
import { firebaseApp } from "../firebase-app";
import { getAppAuth } from "../firebase-auth";
import type { UploadsClient } from "../types";
import { appCheckHeaders } from "./app-check";
import { createOpenUpload } from "./open-upload";
import { createFirebaseUploads } from "./uploads";

const STORAGE_ORIGIN = "https://firebasestorage.googleapis.com";

/** The upload half of the Firebase backend: Storage over HTTP, no Storage SDK (src/lib/backend/firebase/storage-session.ts). */
export const uploadsClient: UploadsClient = createFirebaseUploads({
  target: () => ({
    origin: env.VITE_STORAGE_EMULATOR_HOST ? `http://${env.VITE_STORAGE_EMULATOR_HOST}` : STORAGE_ORIGIN,
    bucket: firebaseApp().options.storageBucket!,
  }),
  // Each upload is opened by the openUpload function first: a limited-use App Check token, consumed there.
  openUpload: createOpenUpload({ headers: () => appCheckHeaders({ limitedUse: true }) }),
  async currentUser() {
    const auth = getAppAuth();
    await auth.authStateReady();
    return auth.currentUser;
  },
  async headers() {
    // What the Storage SDK sends with each request.
    const appId = firebaseApp().options.appId;
    return {
      "X-Firebase-Storage-Version": `webjs/${SDK_VERSION}`,
      ...(appId ? { "X-Firebase-GMPID": appId } : {}),
      ...(await appCheckHeaders()),
    };
  },
});
