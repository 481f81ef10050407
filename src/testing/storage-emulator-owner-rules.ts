import { createRequire } from "node:module";
import { startLocalStorageEmulator } from "~/firebase/testing/storage-emulator";

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
  verify: async (request: unknown) => ({
    permitted: allowed(request as VerifyRequest),
    issues: { exist: () => false, all: [] },
  }),
};

export interface OwnerRulesStorageEmulator {
  /** `http://host:port` */
  origin: string;
  reset(): void;
  stop(): Promise<void>;
}

/** firebase-tools' Storage emulator in-process, its rules runtime replaced by `allowed` above. */
export async function startStorageEmulatorWithOwnerRules(projectId: string): Promise<OwnerRulesStorageEmulator> {
  const emulator = await startLocalStorageEmulator(projectId, OWNER_RULES);
  return { origin: `http://${emulator.host}`, reset: emulator.reset, stop: emulator.stop };
}
