#!/usr/bin/env node
// Sign-up throughput and latency of the embedded server against an anchor measured in the same run:
// a minimal node:http + better-sqlite3 server doing the same durable work (WAL, synchronous=FULL,
// one upsert of the JSON body keyed by e-mail). Both run in their own processes, one after the
// other, on the same machine, so the ratio is fair even when other work loads the machine.
//   npm run bench -- signups        (DURATION_S, default 8; CONNECTIONS, default 50)
// Load from autocannon, on both endpoints of POST /api/subscribe-to-waitlist: the brand waitlist and the
// newsletter; scenarios: the same payload again and again, and a new e-mail every request.
// Writes its section of bench/report.md and bench/report.json (scripts/bench-report.mjs).
// The embedded server needs no Auth emulator for sign-ups; it is told one is at 127.0.0.1:9 so
// it stays in local mode; its mail goes to port 9 too (the outbox retries later; nothing waits on it).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadAverage, saveSection } from "./bench-report.mjs";

const DURATION_S = Number(process.env.DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

function start(command, args, env, pattern) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  const ready = new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
  });
  return { child, ready };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

let sequence = 0;
/** The two sign-ups of /api/subscribe-to-waitlist, as their forms send them. */
const ENDPOINTS = {
  "brand waitlist": (n) => ({
    type: "brand",
    name: `Bench Brand ${n}`,
    email: `bench-${n}@example.com`,
    companyName: `Bench Company ${n}`,
    website: "https://example.com/",
    emailListOptIn: false,
    "bot-field": "",
  }),
  newsletter: (n) => ({
    email: `news-${n}@example.com`,
    "g-recaptcha-response": "bench-token",
    sourcePage: "/",
  }),
};
const bodyFor = (endpoint, unique) =>
  JSON.stringify(ENDPOINTS[endpoint](unique ? `${process.pid}-${++sequence}` : "repeat"));

/** CONNECTIONS connections for DURATION_S under autocannon: requests a second and latency percentiles. */
async function sustained(baseUrl, endpoint, unique, duration = DURATION_S) {
  const result = await autocannon({
    url: new URL("/api/subscribe-to-waitlist", baseUrl).href,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({ ...request, body: bodyFor(endpoint, unique) }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measure(launch) {
  const { child, ready } = launch();
  const baseUrl = await ready;
  const figures = {};
  try {
    for (const endpoint of Object.keys(ENDPOINTS)) {
      // Warm-up, then the two scenarios.
      await sustained(baseUrl, endpoint, true, 2);
      figures[endpoint] = {
        repeated: await sustained(baseUrl, endpoint, false),
        unique: await sustained(baseUrl, endpoint, true),
      };
    }
  } finally {
    await stop(child);
  }
  return figures;
}

const root = mkdtempSync(path.join(os.tmpdir(), "bench-signups-"));
try {
  const date = new Date().toISOString();
  const loadBefore = loadAverage();
  const server = await measure(() =>
    start(
      process.execPath,
      ["--import", "tsx", "src/server/main.ts"],
      {
        PORT: "0",
        DATA_DIR: path.join(root, "embedded"),
        SEED: "off",
        RATE_LIMIT_PER_MINUTE: "100000000",
        MAX_CONNECTIONS_PER_CLIENT: String(CONNECTIONS + 100),
        MAX_CONNECTIONS: String(CONNECTIONS + 100),
        SMTP_PORT: "9",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9",
      },
      /embedded backend on (http:\/\/[\d.]+:\d+)\//,
    ),
  );
  const anchorDir = path.join(root, "anchor");
  mkdirSync(anchorDir, { recursive: true });
  const anchor = await measure(() =>
    start(
      process.execPath,
      ["scripts/bench-signups-anchor.mjs"],
      { DB: path.join(anchorDir, "anchor.sqlite") },
      /anchor on (http:\/\/[\d.]+:\d+)\//,
    ),
  );
  const loadAfter = loadAverage();
  const endpoints = Object.keys(ENDPOINTS).map((name) => ({ name, server: server[name], anchor: anchor[name] }));
  for (const { name, server: s, anchor: a } of endpoints) {
    for (const scenario of ["repeated", "unique"]) {
      console.log(
        `${name}, ${scenario}: server ${s[scenario].rps.toFixed(0)} req/s p99 ${s[scenario].p99} ms; anchor ${a[scenario].rps.toFixed(0)} req/s p99 ${a[scenario].p99} ms; ratio ${(s[scenario].rps / a[scenario].rps).toFixed(2)}`,
      );
    }
  }
  await saveSection(
    "signups",
    { connections: CONNECTIONS, durationS: DURATION_S, endpoints },
    { date, loadBefore, loadAfter },
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
