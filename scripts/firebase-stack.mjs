#!/usr/bin/env node
// The whole site on the Firebase emulators, on this machine, with one command; Ctrl-C stops all of it.
//   node scripts/firebase-stack.mjs dev    npm run start:firebase (builds the site for the emulators if needed)
//   node scripts/firebase-stack.mjs serve  the Firebase e2e tests (playwright.firebase.config.ts)
//
// What runs (ports from firebase.json, which the emulator build of the site has baked in):
//   - Google's Firestore emulator (scripts/firestore-emulator.mjs: running, firebase-tools, or gcloud)
//   - firebase-tools: Auth, Functions, Hosting and Storage in one process, so Hosting rewrites
//     /api/* to the functions and Storage's finalize events reach checkUpload. Without Java 21 the
//     Storage rules runtime cannot run: a stand-in with storage.rules' decisions takes its place
//     (scripts/firebase-emulators/storage-rules-standin.cjs) and the banner says so.
//   - maildev, the inbox every e-mail lands in.
// Then the seed (the admin account with its claim, the demo data) and the banner `npm start` prints.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminLoginLine } from "./admin-login.mjs";
import {
  INBOX_CREDENTIALS_FILE,
  inboxAccepts,
  inboxBannerLine,
  inboxCredentials,
  MAILDEV_BIN,
  maildevArgs,
} from "./local-inbox.mjs";
import { buildFunctions } from "./build-functions.mjs";
import { clearFirestoreEmulator, firestoreAnswers, freePort, startFirestoreEmulator } from "./firestore-emulator.mjs";
import { javaMajorVersion } from "./java-check.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const mode = process.argv[2] ?? "dev";
if (!["dev", "serve"].includes(mode)) {
  console.error(`Unknown mode "${mode}". Use "dev" or "serve".`);
  process.exit(2);
}
const PROJECT_ID = "demo-ugc-marketplace";
const BUCKET = `${PROJECT_ID}.appspot.com`;
export const FIREBASE_BUILD_DIR = "build-firebase";
const SITE_DIR = path.join(root, FIREBASE_BUILD_DIR, "client");
const STACK_DIR = path.join(root, ".data", mode === "dev" ? "firebase-stack" : "firebase-stack-serve");
const CREDENTIALS_FILE = process.env.ADMIN_CREDENTIALS_FILE ?? ".data/admin-credentials.json";
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@example.com";
const config = JSON.parse(readFileSync("firebase.json", "utf8"));
const port = (name) => config.emulators[name].port;
// The e2e stack has an inbox of its own, so it never reads (or loses) another stack's mail.
const SMTP_PORT = mode === "serve" ? 2526 : 1025;
const INBOX_PORT = mode === "serve" ? 1081 : 1080;
const inboxLogin = inboxCredentials();

function portOpen(number) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: number, host: "127.0.0.1" }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

const children = [];
const stops = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  await Promise.allSettled(stops.map((stop) => stop()));
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the stack.`);
      stopAll(1);
    }
  });
  return child;
}

async function waitFor(check, what, seconds = 240) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (stopping) await new Promise(() => {});
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${seconds} s.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The site built for the emulators (VITE_BACKEND=firebase and the emulator hosts of firebase.json). */
export function buildSiteForEmulators() {
  const result = spawnSync("npm", ["run", "build:firebase-emulated"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("Building the site for the emulators failed.");
}

// Emulator pages talk to http://127.0.0.1:<port> emulators that production's CSP does not name.
function emulatorHeaders() {
  const hosts = ["auth", "firestore", "storage"].map((name) => `http://127.0.0.1:${port(name)}`).join(" ");
  return config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === "Content-Security-Policy"
        ? {
            ...header,
            value: header.value
              .replace("connect-src 'self'", `connect-src 'self' ${hosts}`)
              .replace("media-src 'self'", `media-src 'self' http://127.0.0.1:${port("storage")}`),
          }
        : header,
    ),
  }));
}

/** A private project directory: firebase.json pointing at the site, the functions bundle and the rules. */
async function writeProject(firestoreHost) {
  rmSync(STACK_DIR, { recursive: true, force: true });
  const source = path.join(STACK_DIR, "functions");
  mkdirSync(path.join(source, "lib"), { recursive: true });
  copyFileSync("functions/package.json", path.join(source, "package.json"));
  await buildFunctions({ quiet: true, outfile: path.join(source, "lib/index.js") });
  const params = {
    ADMIN_EMAIL,
    PUBLIC_SITE_URL: `http://127.0.0.1:${port("hosting")}`,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(SMTP_PORT),
  };
  writeFileSync(
    path.join(source, `.env.${PROJECT_ID}`),
    `${Object.entries(params)
      .map(([key, value]) => `${key}=${value}`)
      .join("\n")}\n`,
  );
  writeFileSync(path.join(source, ".secret.local"), "RECAPTCHA_SECRET=\nSMTP_PASSWORD=\nCONSENT_LINK_SECRET=\n");
  const at = (name) => ({ host: "127.0.0.1", port: port(name) });
  // The hub and its helpers are not baked into the site: free ports, so an Auth emulator started
  // from the repository's firebase.json (npm start, the tests) may keep firebase.json's.
  const internal = async () => ({ host: "127.0.0.1", port: await freePort() });
  writeFileSync(
    path.join(STACK_DIR, "firebase.json"),
    JSON.stringify(
      {
        // superstatic joins (never resolves) `public` onto the project directory: relative it is.
        hosting: { ...config.hosting, public: path.relative(STACK_DIR, SITE_DIR), headers: emulatorHeaders() },
        storage: { rules: path.join(root, "storage.rules") },
        functions: [{ source: "functions", codebase: "default", runtime: "nodejs22" }],
        emulators: {
          singleProjectMode: true,
          auth: at("auth"),
          functions: at("functions"),
          hosting: at("hosting"),
          storage: at("storage"),
          hub: await internal(),
          logging: await internal(),
          eventarc: await internal(),
          tasks: await internal(),
          ui: { enabled: false },
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(STACK_DIR, ".firebaserc"), JSON.stringify({ projects: { default: PROJECT_ID } }));
  return { FIRESTORE_EMULATOR_HOST: firestoreHost };
}

const notes = [];
try {
  if (!existsSync(path.join(SITE_DIR, "__spa-fallback.html"))) {
    if (mode === "serve")
      throw new Error(`${FIREBASE_BUILD_DIR}/client is missing: run \`npm run build:firebase-emulated\` first.`);
    console.log("Building the site for the emulators (npm run build:firebase-emulated)…");
    buildSiteForEmulators();
  }

  // Google's Firestore emulator on firebase.json's port (the site's build points there).
  const firestoreHost = `127.0.0.1:${port("firestore")}`;
  if (await firestoreAnswers(firestoreHost)) {
    console.log(`Reusing the Firestore emulator already on ${firestoreHost}.`);
    // Tests start from the seed alone, whatever an earlier run left.
    if (mode === "serve") await clearFirestoreEmulator(firestoreHost, PROJECT_ID);
  } else {
    try {
      // On firebase.json's port whatever FIRESTORE_EMULATOR_HOST says: the site's build points there.
      const firestore = await startFirestoreEmulator({ port: port("firestore"), reuseRunning: false });
      stops.push(firestore.stop);
      console.log(`Google's Firestore emulator (${firestore.via}) on ${firestore.host}.`);
    } catch (error) {
      notes.push(`Firestore did not start: ${error.message.split("\n")[0]} Pages that read or write data will fail.`);
    }
  }

  if (await portOpen(INBOX_PORT)) {
    if (!(await inboxAccepts(INBOX_PORT, inboxLogin))) {
      throw new Error(
        `The inbox on port ${INBOX_PORT} does not ask for the login in ${INBOX_CREDENTIALS_FILE}: stop it first.`,
      );
    }
    console.log(`Reusing the maildev inbox already on port ${INBOX_PORT}.`);
  } else {
    run("maildev", MAILDEV_BIN, maildevArgs({ smtpPort: SMTP_PORT, webPort: INBOX_PORT, credentials: inboxLogin }));
  }

  const busy = [];
  for (const name of ["functions", "hosting", "storage"]) if (await portOpen(port(name))) busy.push(name);
  if (busy.length > 0) {
    throw new Error(
      `These emulator ports are in use: ${busy.map((name) => `${name} (${port(name)})`).join(", ")}. Stop what uses them first.`,
    );
  }
  const env = await writeProject(firestoreHost);
  // One Auth emulator serves both stacks: reuse one already on its port (`npm start`, the e2e stack).
  const reuseAuth = await portOpen(port("auth"));
  const only = ["functions", "hosting", "storage", ...(reuseAuth ? [] : ["auth"])];
  const tmp = path.join(STACK_DIR, "tmp");
  mkdirSync(tmp, { recursive: true });
  const java = javaMajorVersion();
  const standIn = java === null || java < 21;
  if (standIn) {
    notes.push(
      `storage.rules: evaluated by a JavaScript stand-in (the Storage rules runtime needs Java 21, this machine has ${java === null ? "none" : `Java ${java}`}).`,
    );
  }
  run(
    "firebase emulators",
    path.join(root, "node_modules/.bin/firebase"),
    ["emulators:start", "--only", only.join(","), "--project", PROJECT_ID],
    {
      cwd: STACK_DIR,
      env: {
        ...process.env,
        ...env,
        ...(reuseAuth ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port("auth")}` } : {}),
        METADATA_SERVER_DETECTION: "none",
        // The Storage emulator keeps its bytes under os.tmpdir()/firebase/storage, shared by every
        // Storage emulator on the machine, and any of them wipes it when it stops: a private one.
        TMPDIR: tmp,
        ...(standIn
          ? {
              NODE_OPTIONS:
                `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(root, "scripts/firebase-emulators/storage-rules-standin.cjs")}`.trim(),
            }
          : {}),
      },
    },
  );
  // Every function entry point refuses a GET with 405 once the Functions emulator has loaded it.
  const functionUrl = `http://127.0.0.1:${port("functions")}/${PROJECT_ID}/europe-west2/subscribeToWaitlist`;
  await waitFor(async () => {
    try {
      const response = await fetch(functionUrl, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      return response.status === 405;
    } catch {
      return false;
    }
  }, "The Functions emulator");
  await waitFor(() => portOpen(port("hosting")), "The Hosting emulator");
  await waitFor(() => portOpen(port("storage")), "The Storage emulator");

  const seed = spawnSync(process.execPath, ["--import", "tsx", "src/firebase/seed/main.ts"], {
    encoding: "utf8",
    env: {
      ...process.env,
      GCLOUD_PROJECT: PROJECT_ID,
      STORAGE_BUCKET: BUCKET,
      ADMIN_EMAIL,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${port("storage")}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port("auth")}`,
      ADMIN_CREDENTIALS_FILE: CREDENTIALS_FILE,
      METADATA_SERVER_DETECTION: "none",
    },
  });
  if (seed.status !== 0) throw new Error(`The seed failed:\n${seed.stderr}`);
  const lines = seed.stdout.trim().split("\n");
  const { adminEmail, adminPassword } = JSON.parse(lines.at(-1));
  const where = {
    mode,
    isTTY: Boolean(process.stdout.isTTY),
    ci: Boolean(process.env.CI),
    credentialsFile: CREDENTIALS_FILE,
  };
  console.log(
    [
      "",
      `  Site:          http://127.0.0.1:${port("hosting")}/ (Firebase backend on the emulators)`,
      adminLoginLine({ email: adminEmail, password: adminPassword }, where),
      `  Admin:         http://127.0.0.1:${port("hosting")}/admin`,
      inboxBannerLine(INBOX_PORT, inboxLogin, where),
      `  Emulators:     auth 127.0.0.1:${port("auth")}, firestore ${firestoreHost}, storage 127.0.0.1:${port("storage")}, functions 127.0.0.1:${port("functions")}, hosting 127.0.0.1:${port("hosting")} (project ${PROJECT_ID})`,
      ...notes.map((note) => `  Note:          ${note}`),
      "  For a single-user machine only: anyone who can reach these ports can read the admin's password.",
      "  Data lives in the emulators' memory: it is seeded again at every start. Press Ctrl-C to stop everything.",
      "",
    ].join("\n"),
  );
  // Ready only now (seeded, every emulator answering): what the Firebase e2e config waits for.
  if (process.env.STACK_READY_PORT) {
    const ready = http.createServer((_, response) => response.end("ready"));
    ready.listen(Number(process.env.STACK_READY_PORT), "127.0.0.1");
    stops.push(() => new Promise((resolve) => ready.close(resolve)));
  }
} catch (error) {
  console.error(String(error.message ?? error));
  await stopAll(1);
}
