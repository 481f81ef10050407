import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { env } from "~/config/env";
import { firebaseApp } from "../firebase-app";
import { getAppAuth } from "../firebase-auth";
import { appCheck } from "./app-check";

let firestore: Firestore | undefined;
let storage: FirebaseStorage | undefined;

function hostAndPort(address: string): [string, number] {
  const colon = address.lastIndexOf(":");
  return [address.slice(0, colon), Number(address.slice(colon + 1))];
}

/** Auth and App Check first: Firestore and Storage attach their tokens to every request. */
function prepare(): void {
  getAppAuth();
  appCheck();
}

export function appFirestore(): Firestore {
  if (firestore) return firestore;
  prepare();
  firestore = getFirestore(firebaseApp());
  if (env.VITE_FIRESTORE_EMULATOR_HOST) connectFirestoreEmulator(firestore, ...hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST));
  return firestore;
}

export function appStorage(): FirebaseStorage {
  if (storage) return storage;
  prepare();
  storage = getStorage(firebaseApp());
  if (env.VITE_STORAGE_EMULATOR_HOST) connectStorageEmulator(storage, ...hostAndPort(env.VITE_STORAGE_EMULATOR_HOST));
  return storage;
}
