import { createRequire } from "node:module";
import { freePort } from "~/server/testing/free-port";

const load = createRequire(import.meta.url);

interface VerifyRequest {
  method: string;
  /** `b/{bucket}/o/{object path}` */
  path: string;
  file: { before?: { metadata?: Record<string, unknown> } | null; after?: { size?: number; contentType?: string } };
  token?: string;
}

/**
 * What storage.rules decides, in JavaScript, for firebase-tools' Storage emulator run without its
 * Java rules runtime: the same stand-in the Firebase stack preloads (scripts/firebase-emulators/
 * storage-rules-standin.cjs), so the browser's upload client meets real refusals; storage.rules
 * itself is proven only with that runtime (Java 21, src/firebase).
 */
const { decide: allowed } = load("../../scripts/firebase-emulators/storage-rules-standin.cjs") as {
  decide(request: VerifyRequest): boolean;
};

const OWNER_RULES = {
  verify: async (request: VerifyRequest) => ({
    permitted: allowed(request),
    issues: { exist: () => false, all: [] },
  }),
};

const RUNTIME = {
  start: async () => ({ all: [] }),
  stop: async () => undefined,
  getRuleset: () => OWNER_RULES,
  loadRuleset: async () => ({ ruleset: OWNER_RULES, issues: { all: [] } }),
};

export interface OwnerRulesStorageEmulator {
  /** `http://host:port` */
  origin: string;
  reset(): void;
  stop(): Promise<void>;
}

/** firebase-tools' Storage emulator in-process, its rules runtime replaced by `allowed` above. */
export async function startStorageEmulatorWithOwnerRules(projectId: string): Promise<OwnerRulesStorageEmulator> {
  const { StorageEmulator } = load("firebase-tools/lib/emulator/storage/index.js") as {
    StorageEmulator: new (args: object) => { _rulesRuntime: unknown; _rulesManager: unknown; reset(): void };
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
  emulator._rulesRuntime = RUNTIME;
  emulator._rulesManager = RUNTIME;
  await EmulatorRegistry.start(emulator);
  return {
    origin: `http://127.0.0.1:${port}`,
    reset: () => emulator.reset(),
    stop: () => EmulatorRegistry.stop("storage"),
  };
}
