import { firebaseAuthClient, getAppAuth } from "../firebase-auth";
import type { AdminDataClient } from "../types";
import { createFirebaseAdminData } from "./admin-data";
import { appCheckHeaders } from "./app-check";
import { appFirestore } from "./services";

/** The admin panel's Firestore client, one chunk (with Auth, whose tokens Firestore then sends). */
export const adminDataClient: AdminDataClient = createFirebaseAdminData({
  firestore: () => {
    getAppAuth();
    return appFirestore();
  },
  currentUser: () => getAppAuth().currentUser,
  getIdToken: () => firebaseAuthClient.getIdToken(),
  appCheckHeaders,
});
