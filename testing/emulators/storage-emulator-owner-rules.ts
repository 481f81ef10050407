import { createRequire } from "node:module";
import { startLocalStorageEmulator } from "@testing/emulators/storage-emulator";

const load = createRequire(import.meta.url);

/**
 * What storage.rules decides, in JavaScript, for firebase-tools' Storage emulator run without its
 * Java rules runtime: the same stand-in the Firebase stack preloads (scripts/emulators/
 * storage-rules-standin.cjs), reading upload grants from the Firestore emulator
 * (FIRESTORE_EMULATOR_HOST) as the rules do, so the browser's upload client meets real refusals;
 * storage.rules itself is proven only with that runtime (Java 21, functions/src/firebase).
 */
const { verify } = load("../../scripts/emulators/storage-rules-standin.cjs") as {
  verify(request: unknown): Promise<{ permitted: boolean; issues: { exist(): boolean; all: unknown[] } }>;
};

const OWNER_RULES = { verify };

export interface OwnerRulesStorageEmulator {
  /** `http://host:port` */
  origin: string;
  reset(): void;
  stop(): Promise<void>;
}

/** firebase-tools' Storage emulator in-process, its rules runtime replaced by the stand-in above. */
export async function startStorageEmulatorWithOwnerRules(projectId: string): Promise<OwnerRulesStorageEmulator> {
  const emulator = await startLocalStorageEmulator(projectId, OWNER_RULES);
  return { origin: `http://${emulator.host}`, reset: emulator.reset, stop: emulator.stop };
}
