import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort, helperEmulators, startEmulatorProject } from "../../scripts/emulators/index.ts";
import { readEnv } from "../../scripts/env.ts";

const STANDIN = path.resolve("scripts/emulators/storage-rules-standin.cjs");

export interface LocalStorageEmulator {
  /** `host:port`, for FIREBASE_STORAGE_EMULATOR_HOST. */
  host: string;
  /** `http://host:port` */
  origin: string;
  /** Forgets every object. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * firebase-tools' Cloud Storage emulator (its GCS JSON API, the one firebase-admin talks to, and the Firebase
 * upload protocol) for one suite, started through scripts/emulators like every other emulator, on a port and in a
 * directory of its own (its objects too: the emulator's default, os.tmpdir()/firebase/storage, is shared by every
 * Storage emulator on the machine and wiped by whichever stops). storage.rules are decided by the project's
 * stand-in (scripts/emulators/storage-rules-standin.cjs) on every machine, which reads the upload grants and the
 * admin's settings from the Firestore emulator at FIRESTORE_EMULATOR_HOST; the rules themselves are proven
 * where the Java 21 rules runtime runs (`npm run test:firebase`).
 */
export async function startLocalStorageEmulator(): Promise<LocalStorageEmulator> {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const firebaseJson = {
    storage: { rules: "storage.rules" },
    emulators: { ...(await helperEmulators()), storage: { host: "127.0.0.1", port } },
  };
  const stop = await startEmulatorProject({
    prefix: "storage-emulator-",
    only: ["storage"],
    port,
    files: { "firebase.json": JSON.stringify(firebaseJson), "storage.rules": readFileSync("storage.rules", "utf8") },
    env: {
      NODE_OPTIONS: `${readEnv().NODE_OPTIONS ?? ""} --require ${STANDIN}`.trim(),
      FIRESTORE_EMULATOR_HOST: readEnv().FIRESTORE_EMULATOR_HOST,
    },
  });
  return {
    host,
    origin: `http://${host}`,
    reset: async () => {
      const response = await fetch(`http://${host}/internal/reset`, { method: "POST" });
      if (!response.ok) throw new Error(`The Storage emulator's reset answered ${response.status}`);
    },
    stop,
  };
}
