// How the local stacks (firebase-stack.mjs, bench-stack.mjs) start firebase-tools' emulators.
import path from "node:path";
import { readEnv } from "../env.mjs";

/** The arguments, after Node itself, that start the emulators in `only` for `projectId` from the checkout at `root`. */
export function emulatorsStartArgs(root, only, projectId) {
  return [
    path.join(root, "node_modules/.bin/firebase"),
    "emulators:start",
    "--only",
    only.join(","),
    "--project",
    projectId,
  ];
}

/**
 * The environment that has the Storage emulator evaluate storage.rules with the JavaScript stand-in, for a machine
 * without the Java 21 its own rules runtime needs.
 */
export function storageRulesStandInEnv(root) {
  const standIn = path.join(root, "scripts/firebase-emulators/storage-rules-standin.cjs");
  return { NODE_OPTIONS: `${readEnv().NODE_OPTIONS ?? ""} --require ${standIn}`.trim() };
}
