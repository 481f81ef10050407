#!/usr/bin/env node
// npm run restore-drill — the backup runbook's data-level restore, rehearsed on the emulators
// (docs/deploy.md, "Backups"): seed, export, erase one person, destroy, restore, replay the erasures,
// compare. Exits 1 on any difference. The emulators come from the test harness: Google's Firestore
// emulator and the Auth emulator (on 9099, so never beside the e2e stack), firebase-tools' Storage
// emulator on a port of its own. RESTORE_DRILL_BREAK=skip:<collection> or =no-replay breaks the restore on purpose.
import setup from "../testing/emulators/global-setup.ts";
import { drillReport, runRestoreDrill } from "../testing/emulators/restore-drill.ts";
import { startLocalStorageEmulator } from "../testing/emulators/storage-emulator.ts";
import { env, readEnv, setEnv } from "./env.ts";

const broken = env.RESTORE_DRILL_BREAK ?? "";
const started = Date.now();
const stopEmulators = await setup();
const storage = await startLocalStorageEmulator();
setEnv({ FIREBASE_STORAGE_EMULATOR_HOST: storage.host });
let code = 1;
try {
  const { FIRESTORE_EMULATOR_HOST, FIRESTORE_EMULATOR_UNAVAILABLE } = readEnv();
  if (!FIRESTORE_EMULATOR_HOST) throw new Error(FIRESTORE_EMULATOR_UNAVAILABLE);
  const result = await runRestoreDrill({
    skipCollection: broken.startsWith("skip:") ? broken.slice("skip:".length) : undefined,
    skipReplay: broken === "no-replay",
  });
  console.log(drillReport(result));
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  code = result.ok ? 0 : 1;
} catch (error) {
  console.error(`Restore drill could not run: ${error instanceof Error ? error.message : error}`);
} finally {
  await storage.stop();
  await stopEmulators();
}
process.exit(code);
