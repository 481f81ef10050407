import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { env } from "~/config/env";
import { firebaseApp } from "../firebase-app";
import { appCheck } from "./app-check";

let firestore: Firestore | undefined;

function hostAndPort(address: string): [string, number] {
  const colon = address.lastIndexOf(":");
  return [address.slice(0, colon), Number(address.slice(colon + 1))];
}

/**
 * The app's Firestore, App Check set up first so every request carries its token (the admin client
 * loads Firebase Auth first, so its ID token goes too).
 */
export function appFirestore(): Firestore {
  if (firestore) return firestore;
  appCheck();
  firestore = getFirestore(firebaseApp());
  if (env.VITE_FIRESTORE_EMULATOR_HOST)
    connectFirestoreEmulator(firestore, ...hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST));
  return firestore;
}
