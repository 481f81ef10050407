import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { env } from "~/config/env";
import { firebaseApp } from "../firebase-app";
import { getAppAuth } from "../firebase-auth";
import { appCheck } from "./app-check";

let firestore: Firestore | undefined;

function hostAndPort(address: string): [string, number] {
  const colon = address.lastIndexOf(":");
  return [address.slice(0, colon), Number(address.slice(colon + 1))];
}

/** The app's Firestore; Auth and App Check are set up first, so every request carries their tokens. */
export function appFirestore(): Firestore {
  if (firestore) return firestore;
  getAppAuth();
  appCheck();
  firestore = getFirestore(firebaseApp());
  if (env.VITE_FIRESTORE_EMULATOR_HOST)
    connectFirestoreEmulator(firestore, ...hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST));
  return firestore;
}
