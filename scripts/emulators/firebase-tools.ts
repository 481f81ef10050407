// How every program starts firebase-tools' emulators (Auth, Functions, Storage, Hosting): one command, one
// environment. The functions run in emulator mode only for a demo- project (src/shared/emulators.ts), the
// Functions emulator gets FUNCTIONS_EMULATOR_ENV, and below Java 21 the Storage emulator evaluates storage.rules
// with the JavaScript stand-in beside this file.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FUNCTIONS_EMULATOR_ENV } from "../build-functions.ts";
import { allEnv, readEnv } from "../env.ts";
import { javaSupport } from "./java.ts";
import { freePort, PROJECT_ID, REGION } from "./ports.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FIREBASE_BIN = path.join(ROOT, "node_modules/.bin/firebase");
const STORAGE_RULES_STANDIN = path.join(ROOT, "scripts/emulators/storage-rules-standin.cjs");

/**
 * The emulators' own helpers (hub, logging, Eventarc, Cloud Tasks) on free ports, the UI off: only the
 * emulators a program names take firebase.json's ports, so several projects can run side by side.
 */
export async function helperEmulators() {
  const at = async () => ({ host: "127.0.0.1", port: await freePort() });
  return {
    singleProjectMode: true,
    hub: await at(),
    logging: await at(),
    eventarc: await at(),
    tasks: await at(),
    ui: { enabled: false },
  };
}

/** Whether storage.rules run in the stand-in: the Storage rules runtime needs Java 21. */
export const storageRulesStandIn = (): boolean => !javaSupport().firebaseTools;

/** The environment firebase-tools' emulators run with (the functions see it too), before `env`. */
export function firebaseToolsEnv(only: string[], env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const standIn = only.includes("storage") && storageRulesStandIn();
  return allEnv({
    ...FUNCTIONS_EMULATOR_ENV,
    // A real project's id exported in the shell would make the functions production, which refuses the emulators.
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    // No Google Cloud metadata server here: skip the probe for one.
    METADATA_SERVER_DETECTION: "none",
    ...(standIn ? { NODE_OPTIONS: `${readEnv().NODE_OPTIONS ?? ""} --require ${STORAGE_RULES_STANDIN}`.trim() } : {}),
    ...env,
  });
}

/**
 * Whether the Functions emulator at `origin` (`http://host:port`) has loaded the functions: every HTTP entry point
 * refuses a GET with 405 once it is loaded.
 */
export async function functionsLoaded(origin: string, name = "subscribeToWaitlist"): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/${PROJECT_ID}/${REGION}/${name}`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 405;
  } catch {
    return false;
  }
}

/** `firebase <args>` from this checkout, with Node itself. */
export const firebaseArgs = (...args: string[]): string[] => [FIREBASE_BIN, ...args];

/**
 * Starts firebase-tools' emulators in `only` for the demo project from the firebase.json in `cwd`, in a process
 * group of its own (`detached`, the default) so that the Functions emulator's workers stop with it.
 */
export function startFirebaseTools({
  cwd,
  only,
  env,
  stdio = ["ignore", "inherit", "inherit"],
  detached = true,
}: {
  cwd: string;
  only: string[];
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  detached?: boolean;
}): ChildProcess {
  return spawn(process.execPath, firebaseArgs("emulators:start", "--only", only.join(","), "--project", PROJECT_ID), {
    cwd,
    stdio,
    detached,
    env: firebaseToolsEnv(only, env),
  });
}
