import {
  emulatorHost,
  emulatorPort,
  findFirestoreEmulator,
  helperEmulators,
  portOpen,
  startEmulatorProject,
  startFirestoreEmulator,
} from "../../scripts/emulators/index.ts";
import { readEnv, setEnv } from "../../scripts/env.ts";

/**
 * Google's Firestore emulator for the Firebase suites (scripts/emulators/: one already running,
 * firebase-tools on Java 21+, or the gcloud component on Java 11+), announced to them by
 * FIRESTORE_EMULATOR_HOST. Where none can run, the suites skip and print the reason.
 */
async function startFirestore(): Promise<() => Promise<void>> {
  const found = await findFirestoreEmulator();
  if (found.via === null) {
    setEnv({ FIRESTORE_EMULATOR_UNAVAILABLE: found.reason });
    console.warn(`[firestore] ${found.reason} The Firestore suites are skipped.`);
    return async () => {};
  }
  const emulator = await startFirestoreEmulator();
  setEnv({ FIRESTORE_EMULATOR_HOST: emulator.host });
  console.log(`[firestore] Google's Firestore emulator (${emulator.via}) on ${emulator.host}`);
  return emulator.stop;
}

/**
 * Server suites verify real ID tokens, so they need the Auth emulator: reuse one already on
 * 9099 (`npm start`, e2e), else start one for the run and stop it afterwards.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // No Google Cloud metadata server here: firebase-admin would probe for one and warn on every call.
  setEnv({ METADATA_SERVER_DETECTION: readEnv().METADATA_SERVER_DETECTION ?? "none" });
  const stopFirestore = await startFirestore();
  const stopAuth = await startAuth();
  return async () => {
    await stopAuth();
    await stopFirestore();
  };
}

async function startAuth(): Promise<() => Promise<void>> {
  const port = emulatorPort("auth");
  setEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost("auth") });
  if (await portOpen(port)) return async () => {};

  // A project of its own that names only the Auth emulator, on firebase.json's port.
  const emulators = { ...(await helperEmulators()), auth: { host: "127.0.0.1", port } };
  return startEmulatorProject({
    prefix: "auth-emulator-",
    only: ["auth"],
    port,
    files: { "firebase.json": JSON.stringify({ emulators }) },
  });
}
