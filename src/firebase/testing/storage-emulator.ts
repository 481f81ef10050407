import { createRequire } from "node:module";
import { freePort } from "~/server/testing/free-port";

const load = createRequire(import.meta.url);

interface EmulatorInstance {
  _rulesRuntime: unknown;
  _rulesManager: unknown;
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

/** Stands in for the Java rules runtime and its rules manager. */
const NO_RULES = {
  start: async () => ({ all: [] }),
  stop: async () => undefined,
  getRuleset: () => DENY_ALL,
  loadRuleset: async () => ({ ruleset: DENY_ALL, issues: { all: [] } }),
};

/**
 * firebase-tools' own Cloud Storage emulator (its Node GCS JSON API, the one firebase-admin talks
 * to), started in-process with the Java rules runtime replaced by a deny-all stand-in, since that
 * runtime needs Java 21. So the Storage adapter's calls are proven here; storage.rules is not (those
 * tests need the full emulator).
 */
export async function startLocalStorageEmulator(projectId: string): Promise<LocalStorageEmulator> {
  const { StorageEmulator } = load("firebase-tools/lib/emulator/storage/index.js") as {
    StorageEmulator: new (args: object) => EmulatorInstance;
  };
  const { EmulatorRegistry } = load("firebase-tools/lib/emulator/registry.js") as {
    EmulatorRegistry: { start(instance: unknown): Promise<void>; stop(name: string): Promise<void> };
  };
  const port = await freePort();
  const emulator = new StorageEmulator({
    projectId,
    host: "127.0.0.1",
    port,
    rules: { name: "storage.rules", content: "" },
    auto_download: false,
  });
  emulator._rulesRuntime = NO_RULES;
  emulator._rulesManager = NO_RULES;
  await EmulatorRegistry.start(emulator);
  return {
    host: `127.0.0.1:${port}`,
    reset: () => emulator.reset(),
    stop: () => EmulatorRegistry.stop("storage"),
  };
}
