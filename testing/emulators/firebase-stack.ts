import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import firebase from "../../firebase.json" with { type: "json" };
import { allEnv } from "../../scripts/env.ts";
import { processGroup } from "../../scripts/emulators/index.ts";

const READY_PORT = 4398;

export interface FirebaseStack {
  /** http://host:port of the Hosting emulator, which rewrites /api/* to the Functions emulator. */
  hostingOrigin: string;
  /** host:port of Google's Firestore emulator and of the Storage emulator. */
  firestore: string;
  storage: string;
  /** The admin account the stack seeded (its e-mail is the functions' ADMIN_EMAIL). */
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The whole Firebase stack of `npm run start:firebase` (scripts/firebase-stack.mjs serve): Google's
 * Firestore emulator, firebase-tools' Auth, Functions, Hosting and Storage, with the functions
 * bundled as deployed. Its own admin account and credentials file, so it never changes another
 * stack's admin. Resolves once it is seeded; about a minute here.
 */
export async function startFirebaseStack(): Promise<FirebaseStack> {
  // A fresh clone has no emulator build of the site yet (npm test builds it for the e2e stage later).
  if (!existsSync("build-firebase/client/__spa-fallback.html")) {
    const build = spawnSync("npm", ["run", "build:firebase-emulated"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0)
      throw new Error("Building the site for the emulators failed (npm run build:firebase-emulated)");
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), "firebase-stack-"));
  const credentialsFile = path.join(directory, "admin-credentials.json");
  const adminEmail = "contract-admin@example.com";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/firebase-stack.mjs", "serve"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...allEnv(),
      STACK_READY_PORT: String(READY_PORT),
      ADMIN_EMAIL: adminEmail,
      ADMIN_CREDENTIALS_FILE: credentialsFile,
    },
  });
  const { started, stop } = processGroup(child, directory, 10_000);
  await started(() => answers(`http://127.0.0.1:${READY_PORT}/`), "The Firebase stack", 240);
  const admin = JSON.parse(readFileSync(credentialsFile, "utf8")) as { email: string; password: string };
  const at = (name: "hosting" | "firestore" | "storage") => `127.0.0.1:${firebase.emulators[name].port}`;
  return { hostingOrigin: `http://${at("hosting")}`, firestore: at("firestore"), storage: at("storage"), admin, stop };
}
