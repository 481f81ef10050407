import { describe } from "vitest";
import { describeApiFunctions } from "@testing/contracts/api-functions-contract";
import { startFunctionsEmulator } from "@testing/emulators/functions-emulator";
import { announceRun, announceSkip } from "@testing/emulators/official-emulators";

/**
 * The same cases under Google's Functions emulator (firebase-tools, plain Node, offline), which serves
 * the bundle as it is deployed. It starts a worker process per function, so it takes a minute or two
 * here; FIREBASE_FUNCTIONS_EMULATOR=0 leaves it out of a quick local run.
 */
const reason =
  process.env.FIREBASE_FUNCTIONS_EMULATOR === "0"
    ? "FIREBASE_FUNCTIONS_EMULATOR=0 (the bundle-in-process suite runs the same cases)"
    : null;
announceSkip("Cloud Functions under the Functions emulator", reason);
if (!reason) announceRun("Cloud Functions (the deployed bundle)", "Google's Functions emulator");

describe.skipIf(reason !== null)(`Functions emulator${reason ? ` (skipped: ${reason})` : ""}`, () => {
  describeApiFunctions("the bundle under Google's Functions emulator", startFunctionsEmulator);
});
