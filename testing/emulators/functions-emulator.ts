import { copyFileSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildFunctions } from "../../scripts/build-functions.ts";
import {
  emulatorHost,
  freePort,
  functionsLoaded,
  helperEmulators,
  processGroup,
  REGION,
  startFirebaseTools,
} from "../../scripts/emulators/index.ts";
import { readEnv } from "../../scripts/env.ts";
import { postToFunctionsEmulator, startFirestoreTriggerRelay } from "../../scripts/firestore-trigger-relay.ts";
import { SECRET_NAMES } from "@functions/firebase/runtime/function-secrets";
import { seedAdminSettings, TEST_PROJECT_ID } from "./firestore-app";

export const FUNCTIONS_REGION = REGION;

export interface FunctionsEmulator {
  /** `http://127.0.0.1:{port}/{project}/{region}/{name}` of a deployed function. */
  url(name: string): string;
  /** What the functions wrote as JSON lines (firebase-functions' logger), in order, as Cloud Logging would read them. */
  logEntries(): Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** The emulator prints each line a function writes as `>  <line>`; a JSON one is a structured entry. */
export function structuredEntries(log: string): Array<Record<string, unknown>> {
  return log.split("\n").flatMap((line) => {
    const text = line.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "").trim();
    if (!text.startsWith(">")) return [];
    try {
      const entry: unknown = JSON.parse(text.slice(1).trim());
      return entry && typeof entry === "object" ? [entry as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

export interface FunctionsEmulatorOptions {
  /** Parameters for the functions (their `.env.<project>` file). */
  params: Record<string, string>;
  /** Where firebase-admin inside the functions finds Firestore, Storage and Auth. */
  env: { FIRESTORE_EMULATOR_HOST: string; FIREBASE_STORAGE_EMULATOR_HOST: string; FIREBASE_AUTH_EMULATOR_HOST: string };
}

/** Where firebase-admin inside the functions finds the emulators: Firestore and Storage as given, Auth the tests' own. */
export const emulatorHosts = (firestore: string, storage: string): FunctionsEmulatorOptions["env"] => ({
  FIRESTORE_EMULATOR_HOST: firestore,
  FIREBASE_STORAGE_EMULATOR_HOST: storage,
  FIREBASE_AUTH_EMULATOR_HOST: readEnv().FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHost("auth"),
});

/**
 * Google's Functions emulator (firebase-tools, plain Node, runs offline) serving the functions as
 * `npm run build:functions` bundles them, from a private copy of functions/ (inside the repository,
 * so the SDKs resolve from node_modules) with its own parameters and free ports for every part.
 */
export async function startFunctionsEmulator(options: FunctionsEmulatorOptions): Promise<FunctionsEmulator> {
  const root = path.resolve(".data");
  mkdirSync(root, { recursive: true });
  const directory = mkdtempSync(path.join(root, "functions-emulator-"));
  const source = path.join(directory, "functions");
  mkdirSync(path.join(source, "lib"), { recursive: true });
  copyFileSync(path.resolve("functions/package.json"), path.join(source, "package.json"));
  await buildFunctions({ quiet: true, outfile: path.join(source, "lib/index.js") });
  const params = Object.entries({ PUBLIC_SITE_URL: `http://${emulatorHost("hosting")}`, ...options.params }).map(
    ([key, value]) => `${key}=${value}`,
  );
  writeFileSync(path.join(source, `.env.${TEST_PROJECT_ID}`), `${params.join("\n")}\n`);
  await seedAdminSettings(options.env.FIRESTORE_EMULATOR_HOST, options.params.ADMIN_EMAIL);
  // Every secret empty: under the emulator the functions use their emulator-only defaults.
  writeFileSync(path.join(source, ".secret.local"), SECRET_NAMES.map((name) => `${name}=\n`).join(""));
  const functions = await freePort();
  writeFileSync(
    path.join(directory, "firebase.json"),
    JSON.stringify({
      functions: [{ source: "functions", codebase: "default", runtime: "nodejs22" }],
      emulators: { ...(await helperEmulators()), functions: { host: "127.0.0.1", port: functions } },
    }),
  );
  const child = startFirebaseTools({
    cwd: directory,
    only: ["functions"],
    // Its log is kept and shown if it fails to start.
    stdio: ["ignore", openSync(path.join(directory, "emulator.log"), "w"), "inherit"],
    env: options.env,
  });
  const { started, stop } = processGroup(child, directory, 5_000);
  const url = (name: string) => `http://127.0.0.1:${functions}/${TEST_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
  await started(
    () => functionsLoaded(`http://127.0.0.1:${functions}`),
    "The Functions emulator",
    60,
    () => console.error(readFileSync(path.join(directory, "emulator.log"), "utf8")),
  );
  // The Firestore emulator is not firebase-tools' own, so its events come through the relay.
  const relay = startFirestoreTriggerRelay({
    firestoreHost: options.env.FIRESTORE_EMULATOR_HOST,
    projectId: TEST_PROJECT_ID,
    collection: "outbox",
    deliver: postToFunctionsEmulator({
      functionsOrigin: `http://127.0.0.1:${functions}`,
      projectId: TEST_PROJECT_ID,
      name: "sendOutboxMail",
    }),
  });
  return {
    url,
    logEntries: () => structuredEntries(readFileSync(path.join(directory, "emulator.log"), "utf8")),
    async stop() {
      relay.stop();
      // A request whose worker did not start in time is never answered: say so, rather than leave only a timeout.
      const log = readFileSync(path.join(directory, "emulator.log"), "utf8");
      await stop();
      const dropped = log.split("\n").filter((line) => line.includes("Failed to start functions"));
      if (dropped.length > 0) throw new Error(`The Functions emulator dropped requests:\n${dropped.join("\n")}`);
    },
  };
}
