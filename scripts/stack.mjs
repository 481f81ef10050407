#!/usr/bin/env node
// Starts the local stack with one command and stops all of it on Ctrl-C.
//   node scripts/stack.mjs dev    Auth emulator + maildev + embedded server + Vite dev server   (npm start)
//   node scripts/stack.mjs serve  Auth emulator + maildev + embedded server serving build/client (e2e tests)
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { adminLoginLine } from "./admin-login.mjs";
import {
  INBOX_CREDENTIALS_FILE,
  inboxAccepts,
  inboxBannerLine,
  inboxCredentials,
  MAILDEV_BIN,
  maildevArgs,
} from "./local-inbox.mjs";

const mode = process.argv[2] ?? "dev";
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? "demo-ugc-marketplace";
const SITE_PORT = Number(process.env.PORT ?? (mode === "dev" ? 5173 : 4173));
const SERVER_PORT = mode === "dev" ? Number(process.env.EMBEDDED_SERVER_PORT ?? 8787) : SITE_PORT;
const SMTP_PORT = 1025;
const INBOX_PORT = 1080;
// The e2e build gets its own data, so test runs never mix with a developer's demo data.
const DATA_DIR = process.env.DATA_DIR ?? (mode === "dev" ? ".data" : ".data/serve");
// Shared by every data dir: one Auth emulator, one admin password (see src/server/config.ts).
const ADMIN_CREDENTIALS_FILE = process.env.ADMIN_CREDENTIALS_FILE ?? ".data/admin-credentials.json";
const bin = (name) => `node_modules/.bin/${name}`;

const authEmulator = {
  name: "auth emulator",
  command: bin("firebase"),
  args: ["emulators:start", "--only", "auth", "--project", PROJECT_ID],
  port: 9099,
  // A developer's or a test suite's emulator already on the port is reused.
  reusable: true,
};

const inboxLogin = inboxCredentials();
const inbox = {
  name: "maildev inbox",
  command: MAILDEV_BIN,
  // Loopback only; its web UI and API ask for the generated login (scripts/local-inbox.mjs).
  args: maildevArgs({ smtpPort: SMTP_PORT, webPort: INBOX_PORT, credentials: inboxLogin }),
  port: INBOX_PORT,
  reusable: true,
  // A reused inbox must be one that asks for this login (not an older one open to anyone).
  async check() {
    if (await inboxAccepts(INBOX_PORT, inboxLogin)) return null;
    return `The inbox on port ${INBOX_PORT} does not ask for the login in ${INBOX_CREDENTIALS_FILE}: stop it and try again.`;
  },
};

const embeddedServer = {
  name: "embedded server",
  command: process.execPath,
  args: ["--import", "tsx", "src/server/main.ts"],
  port: SERVER_PORT,
  // Its log lines (seed, skipped reCAPTCHA, errors) matter in every mode.
  output: "inherit",
  env: {
    PORT: String(SERVER_PORT),
    DATA_DIR,
    ADMIN_CREDENTIALS_FILE,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(SMTP_PORT),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    // Links in e-mails (confirm, unsubscribe) open the site: Vite in dev, the embedded server in serve.
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://127.0.0.1:${SITE_PORT}`,
    // e2e specs all submit forms from one address; the limit itself is covered by the server tests.
    ...(mode === "serve"
      ? { STATIC_DIR: "build/client", RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? "600" }
      : {}),
  },
};

const services = {
  dev: [
    authEmulator,
    inbox,
    embeddedServer,
    {
      name: "site",
      command: bin("vite"),
      args: ["dev", "--host", "127.0.0.1", "--port", String(SITE_PORT), "--strictPort"],
      port: SITE_PORT,
      env: { EMBEDDED_SERVER_URL: `http://127.0.0.1:${SERVER_PORT}` },
    },
  ],
  serve: [authEmulator, inbox, embeddedServer],
}[mode];

if (!services) {
  console.error(`Unknown mode "${mode}". Use "dev" or "serve".`);
  process.exit(2);
}
if (mode === "serve" && !existsSync("build/client/__spa-fallback.html")) {
  console.error("build/client is missing: run `npm run build` first.");
  process.exit(1);
}

const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

async function waitForPort(service, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(service.port)) return;
    if (service.exited) throw new Error(`${service.name} exited before it was ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${service.name} did not open port ${service.port} within ${timeoutMs / 1000} s`);
}

const verbose = process.env.STACK_VERBOSE === "1" || mode === "dev";

for (const service of services) {
  if (await portOpen(service.port)) {
    if (service.reusable) {
      const refusal = service.check ? await service.check() : null;
      if (refusal) {
        console.error(refusal);
        stopAll(1);
        await new Promise(() => {});
      }
      console.log(`Reusing the ${service.name} already on port ${service.port}.`);
      continue;
    }
    console.error(`Port ${service.port} (${service.name}) is already in use: stop whatever holds it and try again.`);
    stopAll(1);
    await new Promise(() => {});
  }
  const quiet = service.output !== "inherit" && !verbose;
  // Children stay in the stack's process group: Playwright stops its webServer by killing that
  // group with SIGKILL, which gives no chance to clean up, and detached children would outlive it.
  const child = spawn(service.command, service.args, {
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    env: { ...process.env, ...service.env },
  });
  children.push(child);
  child.on("exit", (code) => {
    service.exited = true;
    if (!stopping) {
      console.error(`${service.name} stopped (exit ${code}); stopping the stack.`);
      stopAll(1);
    }
  });
  try {
    await waitForPort(service);
  } catch (error) {
    console.error(String(error.message ?? error));
    stopAll(1);
    await new Promise(() => {});
  }
}

function adminCredentials() {
  try {
    return JSON.parse(readFileSync(ADMIN_CREDENTIALS_FILE, "utf8"));
  } catch {
    return null;
  }
}

const admin = adminCredentials();
console.log(`\n  Site:          http://127.0.0.1:${SITE_PORT}/`);
// The /admin panel is still to be built; the account already signs in at /signin and calls every admin API.
console.log(`  Sign in:       http://127.0.0.1:${SITE_PORT}/signin`);
const adminLogin = adminLoginLine(admin, {
  mode,
  isTTY: Boolean(process.stdout.isTTY),
  ci: Boolean(process.env.CI),
  credentialsFile: ADMIN_CREDENTIALS_FILE,
});
if (adminLogin) console.log(adminLogin);
console.log(
  inboxBannerLine(INBOX_PORT, inboxLogin, { mode, isTTY: Boolean(process.stdout.isTTY), ci: Boolean(process.env.CI) }),
);
console.log(`  Auth emulator: http://127.0.0.1:${authEmulator.port}/ (project ${PROJECT_ID})`);
console.log(`  Data:          ${path.resolve(DATA_DIR)} (npm run reset clears it)`);
console.log("  For a single-user machine only: anyone who can reach these ports can read the admin's password.");
console.log("  Press Ctrl-C to stop everything.\n");
