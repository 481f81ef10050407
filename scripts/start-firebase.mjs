#!/usr/bin/env node
// npm run start:firebase — the official emulator suite (auth, firestore, storage, functions, hosting)
// with the same seed data as `npm start`, for machines with Java 21+ and internet for the first
// download of the emulator JARs. Checks what is missing first and says exactly what.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { adminLoginLine } from "./admin-login.mjs";
import { buildFunctions } from "./build-functions.mjs";
import { javaProblem } from "./java-check.mjs";

const PROJECT_ID = "demo-ugc-marketplace";
const EXPORT_DIR = ".data/firebase-emulators";
const CREDENTIALS_FILE = ".data/admin-credentials.json";
// firebase.json's emulator ports.
const PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001, hosting: 5000, hub: 4400 };

function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

async function waitFor(port, child, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await portTaken(port))) {
    if (child.exitCode !== null) throw new Error("The emulators stopped while starting (see the log above).");
    if (Date.now() > deadline) throw new Error(`Nothing answered on port ${port} within ${seconds} s.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const problems = [];
const java = javaProblem();
if (java) problems.push(java);
const taken = [];
for (const [name, port] of Object.entries(PORTS)) if (await portTaken(port)) taken.push(`${name} (${port})`);
if (taken.length > 0) {
  problems.push(
    `These emulator ports are in use: ${taken.join(", ")}. Stop what uses them first (\`npm start\` runs an Auth emulator on 9099).`,
  );
}
if (problems.length > 0) {
  console.error(`npm run start:firebase cannot start:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
if (!existsSync("build/client/__spa-fallback.html")) {
  console.warn(
    'No site build in build/client: the Hosting emulator will have nothing to serve. Build the site for the emulators first (docs/deploy.md, "Emulator mode").',
  );
}

await buildFunctions();
const firebase = "node_modules/.bin/firebase";
const child = spawn(
  firebase,
  ["emulators:start", "--project", PROJECT_ID, "--import", EXPORT_DIR, "--export-on-exit", EXPORT_DIR],
  { stdio: "inherit", env: { ...process.env, METADATA_SERVER_DETECTION: "none" } },
);
// The first start downloads the Firestore and Storage emulators; say so if that is what failed.
child.on("exit", (code) => {
  if (code) console.error("The emulators stopped. Without internet the first start cannot download their JARs.");
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));

try {
  for (const port of Object.values(PORTS)) await waitFor(port, child);
  const seed = spawnSync(process.execPath, ["--import", "tsx", "src/firebase/seed/main.ts"], {
    encoding: "utf8",
    env: {
      ...process.env,
      GCLOUD_PROJECT: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
      ADMIN_CREDENTIALS_FILE: CREDENTIALS_FILE,
      METADATA_SERVER_DETECTION: "none",
    },
  });
  if (seed.status !== 0) throw new Error(`The seed failed:\n${seed.stderr}`);
  const lines = seed.stdout.trim().split("\n");
  const { adminEmail, adminPassword } = JSON.parse(lines.at(-1));
  console.log(lines.slice(0, -1).join("\n"));
  const admin = { email: adminEmail, password: adminPassword };
  const where = {
    mode: "dev",
    isTTY: Boolean(process.stdout.isTTY),
    ci: Boolean(process.env.CI),
    credentialsFile: CREDENTIALS_FILE,
  };
  console.log(
    `\n  Site:          http://127.0.0.1:${PORTS.hosting}\n${adminLoginLine(admin, where)}\n  (Ctrl-C stops every emulator)\n`,
  );
} catch (error) {
  console.error(error.message);
  child.kill("SIGTERM");
}
