#!/usr/bin/env node
// The whole site on the Firebase emulators, on this machine, with one command; Ctrl-C stops all of it.
//   npm start      (dev): the Vite dev server (pages reload as you save) in front of the emulators; the functions
//                  are rebuilt as you save and the Functions emulator reloads them
//   npm run serve  (serve): the emulator build of the site (build-firebase/client) through the Hosting emulator;
//                  the e2e tests' stack
// Both run `node --import tsx scripts/firebase-stack.mjs <mode>`: scripts/emulators/ is TypeScript.
//
// What runs, all started through scripts/emulators/ (ports from firebase.json, which the emulator build of the
// site has baked in):
//   - Google's Firestore emulator (running, gcloud, or firebase-tools)
//   - firebase-tools: Auth, Functions, Storage (and Hosting in serve mode) in one process, so /api/* reaches
//     the functions as firebase.json's rewrites say and Storage's finalize events reach checkUpload. Without
//     Java 21 the Storage rules runtime cannot run: a stand-in with storage.rules' decisions takes its place
//     (scripts/emulators/storage-rules-standin.cjs) and the banner says so.
//   - maildev, the inbox every e-mail lands in.
//   - the trigger relay (scripts/firestore-trigger-relay.ts): Firestore's events for sendOutboxMail, which
//     firebase-tools cannot wire to a Firestore emulator it did not start.
// Then the seed (the admin account with its claim, the demo data) and the banner.
import { spawn } from "node:child_process";
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFunctions, watchFunctions } from "./build-functions.ts";
import {
  clearFirestoreEmulator,
  descendantsOf,
  emulatorPort as port,
  firestoreAnswers,
  functionsLoaded,
  helperEmulators,
  javaName,
  javaSupport,
  orphansInOwnGroup,
  PROJECT_ID,
  portOpen,
  seedEmulators,
  stackPreflight,
  startFirebaseTools,
  startFirestoreEmulator,
  storageRulesStandIn,
} from "./emulators/index.ts";
import { postToFunctionsEmulator, startFirestoreTriggerRelay } from "./firestore-trigger-relay.ts";
import { INBOX_CREDENTIALS_FILE, inboxAccepts, inboxCredentials, MAILDEV_BIN, maildevArgs } from "./local-inbox.ts";
import { stackBanner } from "./stack-banner.ts";
import { emulatorHeaders } from "./emulator-headers.mjs";
import { writeEmulatorRules } from "./emulator-rules.ts";
import { env, setEnv } from "./env.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const mode = process.argv[2] ?? "dev";
if (!["dev", "serve"].includes(mode)) {
  console.error(`Unknown mode "${mode}". Use "dev" or "serve".`);
  process.exit(2);
}
// Before anything starts: a stack without its Firestore emulator would only half work.
const missing = stackPreflight(mode === "dev" ? "npm start" : "npm run serve");
if (missing) {
  console.error(missing);
  process.exit(1);
}
const FIREBASE_BUILD_DIR = "build-firebase";
const SITE_DIR = path.join(root, FIREBASE_BUILD_DIR, "client");
const STACK_DIR = path.join(root, ".data", mode === "dev" ? "firebase-stack" : "firebase-stack-serve");
const CREDENTIALS_FILE = env.ADMIN_CREDENTIALS_FILE;
const ADMIN_EMAIL = env.ADMIN_EMAIL ?? "admin@example.com";
const config = JSON.parse(readFileSync("firebase.json", "utf8"));
// The e2e stack has an inbox of its own, so it never reads (or loses) another stack's mail.
const SMTP_PORT = mode === "serve" ? 2526 : 1025;
const INBOX_PORT = mode === "serve" ? 1081 : 1080;
// The dev server, where `npm start` serves the site (the serve stack's is the Hosting emulator).
const DEV_SITE_PORT = 5173;
const siteUrl = `http://127.0.0.1:${mode === "dev" ? DEV_SITE_PORT : port("hosting")}`;
if (mode === "serve" && !existsSync(path.join(SITE_DIR, "__spa-fallback.html"))) {
  console.error(`${FIREBASE_BUILD_DIR}/client is missing: run \`npm run build:firebase-emulated\` first.`);
  process.exit(1);
}
const inboxLogin = inboxCredentials();
// The emulators load their own copy of the rules, made from the committed files now (scripts/emulator-rules.ts).
const rules = writeEmulatorRules();

const children = [];
const stops = [];
let stopping = false;
/** A child's exit, or `ms` passing. */
const exitOf = (child, ms) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : Promise.race([new Promise((resolve) => child.once("exit", resolve)), new Promise((r) => setTimeout(r, ms))]);

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const started = descendantsOf(process.pid);
  for (const child of children) child.kill("SIGTERM");
  await Promise.allSettled([...stops.map((stop) => stop()), ...children.map((child) => exitOf(child, 15_000))]);
  // What outlived its parent's shutdown (a function worker firebase-tools was still starting as it stopped): what
  // the stack had started, what it starts still, and what init adopted in its process group.
  for (const pid of new Set([...started, ...descendantsOf(process.pid), ...orphansInOwnGroup()])) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

function run(name, command, args, options = {}) {
  return watch(name, spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options }));
}

/** A child of the stack: when it stops on its own, the stack stops. */
function watch(name, child) {
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) {
      emulatorLogs?.tail();
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

/**
 * A private project directory: firebase.json pointing at the site, the functions bundle and the rules. In dev
 * mode the bundle is rebuilt whenever its sources change, and the Functions emulator reloads it.
 */
async function writeProject(firestoreHost) {
  rmSync(STACK_DIR, { recursive: true, force: true });
  const source = path.join(STACK_DIR, "functions");
  mkdirSync(path.join(source, "lib"), { recursive: true });
  copyFileSync("functions/package.json", path.join(source, "package.json"));
  const outfile = path.join(source, "lib/index.js");
  let functionsSource = "functions";
  if (mode === "dev") {
    const watcher = await watchFunctions({
      outfile,
      onRebuild: () => console.log("  Functions rebuilt: the Functions emulator reloads them."),
    });
    stops.push(() => watcher.dispose());
    // The Functions emulator watches its source directory for changes but ignores every path with a segment that
    // starts with a dot, as .data/ does: it is given the directory through a link from the temporary directory.
    const link = path.join(os.tmpdir(), `reelmark-functions-${process.pid}`);
    rmSync(link, { force: true });
    symlinkSync(source, link, "dir");
    // firebase-tools looks for the functions' SDK from the directory it was given, which is outside the repository.
    symlinkSync(path.join(root, "node_modules"), path.join(source, "node_modules"), "dir");
    stops.push(() => rmSync(link, { force: true }));
    functionsSource = path.relative(STACK_DIR, link);
  } else {
    await buildFunctions({ quiet: true, outfile });
  }
  const params = {
    ADMIN_EMAIL,
    // Links in e-mails (confirm, unsubscribe, status) open the site where this stack serves it.
    PUBLIC_SITE_URL: siteUrl,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(SMTP_PORT),
  };
  writeFileSync(
    path.join(source, `.env.${PROJECT_ID}`),
    `${Object.entries(params)
      .map(([key, value]) => `${key}=${value}`)
      .join("\n")}\n`,
  );
  writeFileSync(
    path.join(source, ".secret.local"),
    "RECAPTCHA_SECRET=\nSMTP_PASSWORD=\nCONSENT_LINK_SECRET=\nSTATUS_LINK_SECRET=\nEXPORT_PART_SECRET=\n",
  );
  const at = (name) => ({ host: "127.0.0.1", port: port(name) });
  writeFileSync(
    path.join(STACK_DIR, "firebase.json"),
    JSON.stringify(
      {
        // superstatic joins (never resolves) `public` onto the project directory: relative it is.
        hosting: {
          ...config.hosting,
          public: path.relative(STACK_DIR, SITE_DIR),
          headers: emulatorHeaders(config.hosting.headers, (name) => `127.0.0.1:${port(name)}`),
        },
        storage: { rules: rules.storage },
        functions: [{ source: functionsSource, codebase: "default", runtime: "nodejs22" }],
        emulators: {
          // The hub and its helpers are not baked into the site: free ports, so an Auth emulator started
          // from the repository's firebase.json (the tests) may keep firebase.json's.
          ...(await helperEmulators()),
          auth: at("auth"),
          functions: at("functions"),
          hosting: at("hosting"),
          storage: at("storage"),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(STACK_DIR, ".firebaserc"), JSON.stringify({ projects: { default: PROJECT_ID } }));
  return { FIRESTORE_EMULATOR_HOST: firestoreHost };
}

/**
 * `npm start`'s site: Vite's dev server (vite.config.ts proxies /api/* to the Functions emulator as firebase.json's
 * rewrites say), built for the Firebase backend on this stack's emulators. In this process, so it prints its
 * warnings and errors but not a banner of its own.
 */
async function startDevServer() {
  setEnv({
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${port("auth")}`,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port("firestore")}`,
    VITE_STORAGE_EMULATOR_HOST: `127.0.0.1:${port("storage")}`,
  });
  // React Router 7's own internal Vite servers pass `envFile: false`, which Vite 8 calls deprecated at every
  // start; nothing in this project's configuration can change that line, so it alone is not shown.
  const warn = console.warn;
  console.warn = (...args) => {
    if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
    warn(...args);
  };
  const { createServer } = await import("vite");
  // Vite clears a terminal whenever a logger repeats itself, and React Router's config loader, whose logger this
  // configuration cannot reach, repeats that deprecation: without CI set while the servers and their loggers are
  // made, the terminal is wiped at start.
  const restoreCi = setEnv({ CI: "true" });
  try {
    const server = await createServer({
      mode: "development",
      clearScreen: false,
      // Errors and warnings; the browser shows each reload itself.
      logLevel: "warn",
      server: { host: "127.0.0.1", port: DEV_SITE_PORT, strictPort: true },
    });
    stops.push(() => server.close());
    await server.listen();
  } finally {
    restoreCi();
  }
}

/**
 * firebase-tools' output goes to a log file, which holds every line the functions write (the browser tests read their
 * error entries there: testing/e2e/function-log.ts). In serve mode the terminal gets all of it as well. In dev mode
 * its own chatter (start-up, warnings, each function's start and end) stays in the file; the terminal gets what the
 * functions log (a notice once, however many instances print it) and, once the stack is up, firebase-tools'
 * warnings and errors; if the stack does not come up, the log's last lines.
 */
function emulatorOutput(logFile, { everything = false } = {}) {
  const log = createWriteStream(logFile);
  stops.push(() => new Promise((resolve) => log.end(resolve)));
  const shown = new Set();
  let ready = false;
  let failure = null;
  const pass = (line) => {
    const text = line.trim();
    if (!ready && !failure && text.includes("Failed to load function definition")) failure = text;
    if (everything) return true;
    if (text.startsWith(">")) {
      if (/error|fail|^>\s+at\s/i.test(text)) return true;
      if (shown.has(text)) return false;
      shown.add(text);
      return true;
    }
    return ready && /^(⚠|!)/.test(text);
  };
  const show = (stream, out) => {
    let pending = "";
    stream.on("data", (chunk) => {
      log.write(chunk);
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (pass(line)) out.write(`${line}\n`);
    });
  };
  const tail = () => {
    if (everything) return;
    const lines = existsSync(logFile) ? readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-25) : [];
    if (lines.length > 0) console.error(`The last lines of ${path.relative(root, logFile)}:\n${lines.join("\n")}`);
  };
  return { show, tail, ready: () => (ready = true), failure: () => failure };
}

const notes = [];
/** Dev mode's filter of firebase-tools' output (emulatorOutput). */
let emulatorLogs = null;
try {
  // Every port this stack must open itself, checked before anything starts.
  const own = mode === "dev" ? ["functions", "storage"] : ["functions", "hosting", "storage"];
  const busy = [];
  for (const name of own) if (await portOpen(port(name))) busy.push(`${name} (${port(name)})`);
  if (mode === "dev" && (await portOpen(DEV_SITE_PORT))) busy.push(`the site (${DEV_SITE_PORT})`);
  if (busy.length > 0) {
    throw new Error(`These ports are in use: ${busy.join(", ")}. Stop what uses them first.`);
  }

  // Google's Firestore emulator on firebase.json's port (the site points there).
  const firestoreHost = `127.0.0.1:${port("firestore")}`;
  if (await firestoreAnswers(firestoreHost)) {
    console.log(`Reusing the Firestore emulator already on ${firestoreHost}.`);
    // Tests start from the seed alone, whatever an earlier run left.
    if (mode === "serve") await clearFirestoreEmulator(firestoreHost, PROJECT_ID);
  } else {
    // On firebase.json's port whatever FIRESTORE_EMULATOR_HOST says: the site points there.
    const firestore = await startFirestoreEmulator({
      port: port("firestore"),
      rules: rules.firestore,
      reuseRunning: false,
    });
    stops.push(firestore.stop);
    if (mode === "serve") console.log(`Google's Firestore emulator (${firestore.via}) on ${firestore.host}.`);
  }

  if (await portOpen(INBOX_PORT)) {
    if (!(await inboxAccepts(INBOX_PORT, inboxLogin))) {
      throw new Error(
        `The inbox on port ${INBOX_PORT} does not ask for the login in ${INBOX_CREDENTIALS_FILE}: stop it first.`,
      );
    }
    console.log(`Reusing the maildev inbox already on port ${INBOX_PORT}.`);
  } else {
    run("maildev", process.execPath, [
      MAILDEV_BIN,
      ...maildevArgs({ smtpPort: SMTP_PORT, webPort: INBOX_PORT, credentials: inboxLogin }),
    ]);
  }

  const projectEnv = await writeProject(firestoreHost);
  // One Auth emulator serves every stack and test run: reuse one already on its port.
  const reuseAuth = await portOpen(port("auth"));
  const only = [...own, ...(reuseAuth ? [] : ["auth"])];
  const tmp = path.join(STACK_DIR, "tmp");
  mkdirSync(tmp, { recursive: true });
  if (storageRulesStandIn()) {
    notes.push(
      `storage.rules: evaluated by a JavaScript stand-in (the Storage rules runtime needs Java 21, this machine has ${javaName(javaSupport().major)}).`,
    );
  }
  const emulatorLog = path.join(STACK_DIR, "emulators.log");
  const emulators = watch(
    "firebase emulators",
    startFirebaseTools({
      cwd: STACK_DIR,
      only,
      stdio: ["ignore", "pipe", "pipe"],
      // In this stack's process group: whatever ends the stack's group (Playwright ends its web server so) ends it.
      detached: false,
      env: {
        ...projectEnv,
        ...(reuseAuth ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port("auth")}` } : {}),
        // firebase-tools asks firebase-public.firebaseio.com for a message of the day at every start, and npm for a
        // newer version, unless it runs under CI: this stack runs offline.
        CI: "true",
        NO_UPDATE_NOTIFIER: "1",
        // The Storage emulator keeps its bytes under os.tmpdir()/firebase/storage, shared by every
        // Storage emulator on the machine, and any of them wipes it when it stops: a private one.
        TMPDIR: tmp,
      },
    }),
  );
  emulatorLogs = emulatorOutput(emulatorLog, { everything: mode === "serve" });
  emulatorLogs.show(emulators.stdout, process.stdout);
  emulatorLogs.show(emulators.stderr, process.stderr);
  if (mode === "dev") {
    notes.push(`the emulators' own log is ${path.relative(root, emulatorLog)}.`);
    await startDevServer();
  }
  await waitFor(() => {
    // The functions did not load (a bundle that throws, a missing package): no use waiting.
    if (emulatorLogs?.failure()) throw new Error(`The Functions emulator could not load the functions.`);
    return functionsLoaded(`http://127.0.0.1:${port("functions")}`);
  }, "The Functions emulator");
  // This Firestore emulator is not firebase-tools' own: new outbox documents reach sendOutboxMail through the relay.
  const relay = startFirestoreTriggerRelay({
    firestoreHost,
    projectId: PROJECT_ID,
    collection: "outbox",
    deliver: postToFunctionsEmulator({
      functionsOrigin: `http://127.0.0.1:${port("functions")}`,
      projectId: PROJECT_ID,
      name: "sendOutboxMail",
    }),
  });
  stops.push(async () => relay.stop());
  if (mode === "serve") await waitFor(() => portOpen(port("hosting")), "The Hosting emulator");
  await waitFor(() => portOpen(port("storage")), "The Storage emulator");

  const admin = seedEmulators({ firestoreHost, adminEmail: ADMIN_EMAIL, credentialsFile: CREDENTIALS_FILE });
  const at = (name) => `${name} 127.0.0.1:${port(name)}`;
  console.log(
    stackBanner({
      siteUrl,
      admin,
      inbox: { port: INBOX_PORT, credentials: inboxLogin, credentialsFile: INBOX_CREDENTIALS_FILE },
      emulators: `${[...["auth", "firestore", "storage", "functions"].map(at), ...(mode === "serve" ? [at("hosting")] : [])].join(", ")} (project ${PROJECT_ID})`,
      notes,
      where: {
        mode,
        isTTY: Boolean(process.stdout.isTTY),
        ci: Boolean(env.CI),
        credentialsFile: CREDENTIALS_FILE,
      },
    }),
  );
  // Ready only now (seeded, every emulator answering): what the e2e config waits for.
  if (env.STACK_READY_PORT) {
    const ready = http.createServer((_, response) => response.end("ready"));
    ready.listen(env.STACK_READY_PORT, "127.0.0.1");
    stops.push(() => new Promise((resolve) => ready.close(resolve)));
  }
} catch (error) {
  emulatorLogs?.tail();
  console.error(String(error.message ?? error));
  await stopAll(1);
}
