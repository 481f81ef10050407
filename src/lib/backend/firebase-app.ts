import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { env } from "~/config/env";

/** The one place Firebase is initialised (Auth, Firestore, App Check and the uploads share the app). */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${env.VITE_FIREBASE_PROJECT_ID}.appspot.com`,
    appId: env.VITE_FIREBASE_APP_ID,
  });
}
