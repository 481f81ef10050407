import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/emulators/index.ts";
import { setEnv } from "../../scripts/env.ts";

const load = createRequire(import.meta.url);

interface EmulatorInstance {
  _rulesRuntime: unknown;
  _rulesManager: unknown;
  getPersistenceTmpDir(): string;
  reset(): void;
}

export interface LocalStorageEmulator {
  /** `host:port`, for FIREBASE_STORAGE_EMULATOR_HOST. */
  host: string;
  /** Forgets every object. */
  reset(): void;
  stop(): Promise<void>;
}

/** Stands in for a ruleset that allows nothing: admin (server) requests and download tokens still pass. */
const DENY_ALL = { verify: async () => ({ permitted: false, issues: { exist: () => false, all: [] } }) };

/** What the emulator asks of a ruleset (firebase-tools' StorageRulesetInstance). */
export interface StandInRuleset {
  verify(request: unknown): Promise<{ permitted: boolean; issues: { exist(): boolean; all: unknown[] } }>;
}

function runtimeFor(ruleset: StandInRuleset) {
  return {
    start: async () => ({ all: [] }),
    stop: async () => undefined,
    getRuleset: () => ruleset,
    loadRuleset: async () => ({ ruleset, issues: { all: [] } }),
  };
}

/**
 * firebase-tools' own Cloud Storage emulator (its Node GCS JSON API, the one firebase-admin talks
 * to), started in-process with the Java rules runtime replaced by a stand-in `ruleset` (deny-all by
 * default: admin requests still pass), since that runtime needs Java 21. So the Storage adapter's
 * calls are proven here; storage.rules is not (those tests need the full emulator). Its bytes live
 * in a directory of its own: the emulator's default, os.tmpdir()/firebase/storage, is shared by every
 * Storage emulator on the machine and wiped by whichever stops.
 */
export async function startLocalStorageEmulator(
  projectId: string,
  ruleset: StandInRuleset = DENY_ALL,
): Promise<LocalStorageEmulator> {
  const { StorageEmulator } = load("firebase-tools/lib/emulator/storage/index.js") as {
    StorageEmulator: new (args: object) => EmulatorInstance;
  };
  const { EmulatorRegistry } = load("firebase-tools/lib/emulator/registry.js") as {
    EmulatorRegistry: { start(instance: unknown): Promise<void>; stop(name: string): Promise<void> };
  };
  const port = await freePort();
  const blobs = mkdtempSync(path.join(os.tmpdir(), "storage-emulator-"));
  const restoreTmpdir = setEnv({ TMPDIR: blobs });
  let emulator: EmulatorInstance;
  try {
    emulator = new StorageEmulator({
      projectId,
      host: "127.0.0.1",
      port,
      rules: { name: "storage.rules", content: "" },
      auto_download: false,
    });
  } finally {
    restoreTmpdir();
  }
  emulator.getPersistenceTmpDir = () => path.join(blobs, "firebase/storage/blobs");
  const runtime = runtimeFor(ruleset);
  emulator._rulesRuntime = runtime;
  emulator._rulesManager = runtime;
  await EmulatorRegistry.start(emulator);
  return {
    host: `127.0.0.1:${port}`,
    reset: () => emulator.reset(),
    stop: async () => {
      await EmulatorRegistry.stop("storage");
      rmSync(blobs, { recursive: true, force: true });
    },
  };
}
