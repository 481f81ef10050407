// The seed: the admin account with its claim and the demo data (functions/src/firebase/seed/), written into emulators
// that already answer, in a process of its own.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { allEnv } from "../env.ts";
import { BUCKET, emulatorHost, PROJECT_ID } from "./ports.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Seeds the emulators on firebase.json's ports (Firestore at `firestoreHost`); the admin account it made. */
export function seedEmulators({
  firestoreHost,
  adminEmail,
  credentialsFile,
}: {
  firestoreHost: string;
  adminEmail: string;
  /** Where the admin's password is kept. */
  credentialsFile: string;
}): { email: string; password: string } {
  const seed = spawnSync(process.execPath, ["--import", "tsx", "functions/src/firebase/seed/main.ts"], {
    cwd: ROOT,
    encoding: "utf8",
    env: allEnv({
      GCLOUD_PROJECT: PROJECT_ID,
      STORAGE_BUCKET: BUCKET,
      ADMIN_EMAIL: adminEmail,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_STORAGE_EMULATOR_HOST: emulatorHost("storage"),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost("auth"),
      ADMIN_CREDENTIALS_FILE: credentialsFile,
      METADATA_SERVER_DETECTION: "none",
    }),
  });
  if (seed.status !== 0) throw new Error(`The seed failed:\n${seed.stderr}`);
  const { adminEmail: email, adminPassword: password } = JSON.parse(seed.stdout.trim().split("\n").at(-1)!) as {
    adminEmail: string;
    adminPassword: string;
  };
  return { email, password };
}
