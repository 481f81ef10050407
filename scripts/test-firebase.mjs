#!/usr/bin/env node
// npm run test:firebase — the Firebase suites against firebase-tools' emulators (Java 21+, internet for
// the first download): the port contracts on Firestore and Storage, the rules tests, and the
// functions under the Functions emulator. `firebase emulators:exec` sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_STORAGE_EMULATOR_HOST for the run, which turns the skipped suites on. The emulators read a
// firebase.json of their own beside the emulators' copy of the rules (scripts/emulator-rules.ts).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMULATOR_RULES_DIR, writeEmulatorRules } from "./emulator-rules.ts";
import { firebaseArgs, firebaseToolsJavaProblem, PROJECT_ID } from "./emulators/index.ts";
import { allEnv } from "./env.ts";

const problem = firebaseToolsJavaProblem();
if (problem) {
  console.error(`npm run test:firebase cannot run: ${problem}`);
  process.exit(1);
}
const rules = writeEmulatorRules();
const { emulators } = JSON.parse(readFileSync("firebase.json", "utf8"));
const config = path.join(EMULATOR_RULES_DIR, "firebase.json");
writeFileSync(
  config,
  JSON.stringify({ firestore: { rules: rules.firestore }, storage: { rules: rules.storage }, emulators }, null, 2),
);
const only = ["auth", "firestore", "storage"];
const result = spawnSync(
  process.execPath,
  firebaseArgs(
    "--config",
    config,
    "emulators:exec",
    "--only",
    only.join(","),
    "--project",
    PROJECT_ID,
    "npx vitest run --project firebase functions/src/firebase",
  ),
  { stdio: "inherit", env: allEnv({ FIREBASE_FUNCTIONS_EMULATOR: "1", METADATA_SERVER_DETECTION: "none" }) },
);
process.exit(result.status ?? 1);
