import { forwardRef, useImperativeHandle } from "react";
import { localHumanCheckToken, type HumanCheckAction } from "~/shared/human-check";

/**
 * The human check of emulator builds (`npm start`, `--mode emulated`): Google's script cannot load on a machine
 * without internet, so this takes the invisible widget's place with the part of its API the hook uses, and every
 * challenge passes with a token that names its form (the emulators' functions refuse it for any other form). It is a chunk of its own (local-human-check-*.js), loaded when a form arms the check as
 * Google's script would be, so a test can hold or refuse it like that script. Production builds never include it.
 */
const LocalHumanCheck = forwardRef<unknown, object>(function LocalHumanCheck(_props, ref) {
  useImperativeHandle(ref, () => ({
    executeAsync: (action: HumanCheckAction) => Promise.resolve(localHumanCheckToken(action)),
    reset: () => undefined,
  }));
  return null;
});

export default LocalHumanCheck;
