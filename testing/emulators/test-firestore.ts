import { clearFirestoreEmulator } from "../../scripts/emulators/index.ts";
import { TEST_PROJECT_ID } from "./firestore-app";
import { officialEmulators } from "./official-emulators";

export interface TestFirestore {
  /** `host:port`, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  kind: "Google's Firestore emulator";
  /** Forgets every document of the test project. */
  clear(): Promise<void>;
  stop(): void;
}

/**
 * The Firestore a Firebase suite runs on: Google's emulator, which the firebase project's global
 * setup starts (shared by the suites, which run one file at a time). Without it the suite fails
 * with the reason: no other Firestore stands in.
 */
export async function testFirestore(): Promise<TestFirestore> {
  const { firestore: google, firestoreSkipReason } = await officialEmulators();
  if (!google) throw new Error(firestoreSkipReason ?? "Google's Firestore emulator does not answer.");
  return {
    host: google,
    kind: "Google's Firestore emulator",
    clear: () => clearFirestoreEmulator(google, TEST_PROJECT_ID),
    stop: () => undefined,
  };
}
