import { firebaseAuthClient, getAppAuth } from "../firebase-auth";
import type { AdminDataClient, ContactClient } from "../types";
import { createFirebaseAdminData } from "./admin-data";
import { appCheckHeaders } from "./app-check";
import { createFirebaseContact } from "./contact";
import { appFirestore } from "./services";

/** The Firestore half of the Firebase backend, one chunk loaded by the contact page and the admin panel. */

export const contactClient: ContactClient = createFirebaseContact({ firestore: appFirestore });

export const adminDataClient: AdminDataClient = createFirebaseAdminData({
  firestore: appFirestore,
  currentUser: () => getAppAuth().currentUser,
  getIdToken: () => firebaseAuthClient.getIdToken(),
  appCheckHeaders,
});
