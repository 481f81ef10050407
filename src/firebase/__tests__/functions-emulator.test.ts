import { describe } from "vitest";
import { describeApiFunctions } from "../testing/api-functions-contract";
import { startFunctionsEmulator } from "../testing/functions-emulator";
import { announceSkip } from "../testing/official-emulators";

/**
 * The same cases under Google's Functions emulator. It runs offline, but starts one worker process
 * per function (two to three minutes here on a shared 2-core machine), so `npm test` leaves it to
 * `npm run test:firebase` and CI's emulator workflow, which set FIREBASE_FUNCTIONS_EMULATOR=1.
 */
const enabled = process.env.FIREBASE_FUNCTIONS_EMULATOR === "1";
const reason = enabled
  ? null
  : "the Functions emulator takes two to three minutes here (a worker per function); set FIREBASE_FUNCTIONS_EMULATOR=1 or run `npm run test:firebase` (the bundle-in-process suite runs the same cases now)";
announceSkip("Cloud Functions under the Functions emulator", reason);

describe.skipIf(!enabled)(`Functions emulator${reason ? ` (skipped: ${reason})` : ""}`, () => {
  describeApiFunctions("the bundle under Google's Functions emulator", startFunctionsEmulator);
});
