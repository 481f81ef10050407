import { forwardRef, useImperativeHandle } from "react";

/** What the local stand-in answers; the emulators' functions have no reCAPTCHA secret and skip the check. */
export const LOCAL_HUMAN_CHECK_TOKEN = "local-human-check-token";

/**
 * The human check of emulator builds (`npm start`, `--mode emulated`): Google's script cannot load on a machine
 * without internet, so this takes the invisible widget's place with the part of its API the hook uses, and every
 * challenge passes. It is a chunk of its own (local-human-check-*.js), loaded when a form arms the check as
 * Google's script would be, so a test can hold or refuse it like that script. Production builds never include it.
 */
const LocalHumanCheck = forwardRef<unknown, object>(function LocalHumanCheck(_props, ref) {
  useImperativeHandle(ref, () => ({
    executeAsync: () => Promise.resolve(LOCAL_HUMAN_CHECK_TOKEN),
    reset: () => undefined,
  }));
  return null;
});

export default LocalHumanCheck;
