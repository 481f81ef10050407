import { createHttpApiClient } from "../http-api";
import type { Backend } from "../types";
import { firestoreError } from "./errors";
import { createFirebaseContact } from "./contact";
import { lazyAdminData, lazyAuth, lazyUploads } from "./lazy";

/**
 * The production backend (docs/decisions/0001-backends.md): Firebase Auth; the admin panel on
 * Firestore under security rules; uploads to Firebase Storage; the endpoints, the contact form and
 * the CSV export as Cloud Functions behind Hosting's /api rewrites. Each part loads on first use.
 */
export function createFirebaseBackend(): Backend {
  // Every /api call and the contact form write: limited-use App Check tokens, consumed by the function.
  const appCheckHeaders = () => import("./app-check").then((module) => module.appCheckHeaders({ limitedUse: true }));
  const auth = lazyAuth(() => import("../firebase-auth").then((module) => module.firebaseAuthClient));
  return {
    auth,
    api: createHttpApiClient({
      getIdToken: () => auth.getIdToken(),
      extraHeaders: appCheckHeaders,
    }),
    contact: createFirebaseContact({ headers: appCheckHeaders }),
    adminData: lazyAdminData(
      () => import("./admin-client").then((module) => module.adminDataClient),
      (error) => firestoreError(error, "Cannot connect to database", true),
    ),
    uploads: lazyUploads(() => import("./upload-client").then((module) => module.uploadsClient)),
  };
}
