import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { findFirestoreEmulator, startFirestoreEmulator } from "../../../scripts/firestore-emulator.mjs";
import { readEnv, setEnv } from "../../../scripts/env.mjs";

const HOST = "127.0.0.1";
const PORT = 9099;
const PROJECT_ID = "demo-ugc-marketplace";

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: HOST }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/**
 * Google's Firestore emulator for the Firebase suites (scripts/firestore-emulator.mjs: one already
 * running, firebase-tools on Java 21+, or the gcloud component on Java 11+), announced to them by
 * FIRESTORE_EMULATOR_HOST. Where none can run, the suites skip and print the reason.
 */
async function startFirestore(): Promise<() => Promise<void>> {
  const found = await findFirestoreEmulator();
  if (found.via === null) {
    setEnv({ FIRESTORE_EMULATOR_UNAVAILABLE: found.reason });
    console.warn(`[firestore] ${found.reason} The Firestore suites are skipped.`);
    return async () => {};
  }
  const emulator = await startFirestoreEmulator();
  setEnv({ FIRESTORE_EMULATOR_HOST: emulator.host });
  console.log(`[firestore] Google's Firestore emulator (${emulator.via}) on ${emulator.host}`);
  return emulator.stop;
}

/**
 * Server suites verify real ID tokens, so they need the Auth emulator: reuse one already on
 * 9099 (`npm start`, e2e), else start one for the run and stop it afterwards.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // No Google Cloud metadata server here: firebase-admin would probe for one and warn on every call.
  setEnv({ METADATA_SERVER_DETECTION: readEnv().METADATA_SERVER_DETECTION ?? "none" });
  const stopFirestore = await startFirestore();
  const stopAuth = await startAuth();
  return async () => {
    await stopAuth();
    await stopFirestore();
  };
}

async function startAuth(): Promise<() => Promise<void>> {
  setEnv({ FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORT}` });
  if (await portOpen(PORT)) return async () => {};

  const firebase = path.resolve("node_modules/.bin/firebase");
  const child: ChildProcess = spawn(
    process.execPath,
    [firebase, "emulators:start", "--only", "auth", "--project", PROJECT_ID],
    {
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  let exited = false;
  child.on("exit", () => (exited = true));

  const deadline = Date.now() + 90_000;
  while (!(await portOpen(PORT))) {
    if (exited) throw new Error("The Auth emulator exited before opening port 9099");
    if (Date.now() > deadline) throw new Error("The Auth emulator did not open port 9099 within 90 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return async () => {
    if (exited || child.pid === undefined) return;
    const stopped = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  };
}
