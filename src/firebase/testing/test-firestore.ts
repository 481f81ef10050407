import { clearFirestoreEmulator } from "../../../scripts/firestore-emulator.mjs";
import { TEST_PROJECT_ID } from "./firestore-app";
import { startNodeFirestore } from "./node-firestore";
import { officialEmulators } from "./official-emulators";

export interface TestFirestore {
  /** `host:port`, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Which emulator: Google's, or the Node one where Google's cannot run. */
  kind: "Google's Firestore emulator" | "the Node Firestore emulator";
  /** Forgets every document of the test project. */
  clear(): Promise<void>;
  stop(): void;
}

/**
 * The Firestore a Firebase suite runs on: Google's emulator, which the server project's global setup
 * starts (shared by the suites, which run one file at a time), else the Node emulator
 * (`@firestore-emulator/server`: no rules, no transaction isolation), started for the suite.
 */
export async function testFirestore(): Promise<TestFirestore> {
  const { firestore: google } = await officialEmulators();
  if (google) {
    return {
      host: google,
      kind: "Google's Firestore emulator",
      clear: () => clearFirestoreEmulator(google, TEST_PROJECT_ID),
      stop: () => undefined,
    };
  }
  const node = await startNodeFirestore();
  return {
    host: node.host,
    kind: "the Node Firestore emulator",
    clear: async () => node.clear(),
    stop: () => node.stop(),
  };
}
