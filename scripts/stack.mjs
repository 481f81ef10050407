#!/usr/bin/env node
// Starts the local stack with one command and stops all of it on Ctrl-C.
//   node scripts/stack.mjs dev    Auth emulator + Vite dev server       (npm start)
//   node scripts/stack.mjs serve  Auth emulator + the production build  (e2e tests)
import { spawn } from "node:child_process";
import net from "node:net";

const mode = process.argv[2] ?? "dev";
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? "demo-ugc-marketplace";
const SITE_PORT = Number(process.env.PORT ?? (mode === "dev" ? 5173 : 4173));
const bin = (name) => `node_modules/.bin/${name}`;

const authEmulator = {
  name: "auth emulator",
  command: bin("firebase"),
  args: ["emulators:start", "--only", "auth", "--project", PROJECT_ID],
  port: 9099,
  // A developer's or a test suite's emulator already on the port is reused.
  reusable: true,
};

const services = {
  dev: [authEmulator, { name: "site", command: bin("vite"), args: ["dev", "--port", String(SITE_PORT)], port: SITE_PORT }],
  serve: [
    authEmulator,
    {
      name: "site",
      command: bin("sirv"),
      args: ["build/client", "--single", "__spa-fallback.html", "--port", String(SITE_PORT), "--host", "127.0.0.1", "--quiet"],
      port: SITE_PORT,
    },
  ],
}[mode];

if (!services) {
  console.error(`Unknown mode "${mode}". Use "dev" or "serve".`);
  process.exit(2);
}

const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
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
      console.log(`Reusing the ${service.name} already on port ${service.port}.`);
      continue;
    }
    console.error(`Port ${service.port} (${service.name}) is already in use: stop whatever holds it and try again.`);
    stopAll(1);
    await new Promise(() => {});
  }
  const child = spawn(service.command, service.args, {
    detached: true,
    stdio: ["ignore", verbose ? "inherit" : "ignore", "inherit"],
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

console.log(`\n  Site:          http://127.0.0.1:${SITE_PORT}/`);
console.log(`  Auth emulator: http://127.0.0.1:${authEmulator.port}/ (project ${PROJECT_ID})`);
console.log("  Press Ctrl-C to stop everything.\n");
