#!/usr/bin/env node
// Sign-up throughput and latency of the embedded server against an anchor measured in the same run:
// a minimal node:http + better-sqlite3 server doing the same durable work (WAL, synchronous=FULL,
// one upsert of the JSON body keyed by e-mail). Both run in their own processes, one after the
// other, on the same machine, so the ratio is fair even when other work loads the machine.
//   npm run bench -- signups        (DURATION_S, default 8; CONNECTIONS, default 50; BURST, default 1000)
// Scenarios: the same payload again and again; a new e-mail every request; BURST sign-ups sent at
// once (p50/p99 latency); database growth per sign-up (bytes after a checkpoint / sign-ups stored).
// The embedded server needs no Auth emulator for sign-ups; it is told one is at 127.0.0.1:9 so
// it stays in local mode.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";

const DURATION_MS = Number(process.env.DURATION_S ?? 8) * 1000;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const BURST = Number(process.env.BURST ?? 1000);

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
let sequence = 0;
const signUp = (unique) => {
  const n = unique ? `${process.pid}-${++sequence}` : "repeat";
  return JSON.stringify({
    type: "brand",
    name: `Bench Brand ${n}`,
    email: `bench-${n}@example.com`,
    companyName: `Bench Company ${n}`,
    website: "https://example.com/",
    emailListOptIn: false,
    "bot-field": "",
  });
};

/** One sign-up on a keep-alive agent; resolves with its latency in ms. */
function post(agent, baseUrl, body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL("/api/subscribe-to-waitlist", baseUrl),
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.once("end", () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`answered ${response.statusCode}`)),
        );
      },
    );
    request.once("error", reject);
    request.end(body);
  });
}

const agentFor = (connections) => new http.Agent({ keepAlive: true, maxSockets: connections });

/** CONNECTIONS requests in flight for DURATION_MS: requests a second and latency percentiles. */
async function sustained(baseUrl, unique) {
  const agent = agentFor(CONNECTIONS);
  const latencies = [];
  let errors = 0;
  const until = performance.now() + DURATION_MS;
  const lane = async () => {
    while (performance.now() < until) {
      try {
        latencies.push(await post(agent, baseUrl, signUp(unique)));
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, lane));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

/** BURST new sign-ups sent at once, each on its own connection. */
async function burst(baseUrl) {
  const agent = agentFor(BURST);
  const bodies = Array.from({ length: BURST }, () => signUp(true));
  let errors = 0;
  const latencies = (
    await Promise.all(
      bodies.map((body) =>
        post(agent, baseUrl, body).catch(() => {
          errors += 1;
          return null;
        }),
      ),
    )
  ).filter((value) => value !== null);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

function databaseBytes(directory, names) {
  return names.reduce((total, name) => {
    try {
      return total + statSync(path.join(directory, name)).size;
    } catch {
      return total;
    }
  }, 0);
}

async function measure(label, launch, files) {
  const { child, ready, dataDir } = launch();
  const baseUrl = await ready;
  // Warm-up, then the three scenarios.
  await sustained(baseUrl, true).catch(() => undefined);
  const repeated = await sustained(baseUrl, false);
  const unique = await sustained(baseUrl, true);
  const burstResult = await burst(baseUrl);
  const signUps = sequence;
  await stop(child);
  const bytes = databaseBytes(dataDir, files);
  return { label, repeated, unique, burst: burstResult, bytesPerSignUp: bytes / signUps, signUps };
}

const root = mkdtempSync(path.join(os.tmpdir(), "bench-signups-"));
try {
  const results = [];
  sequence = 0;
  results.push(
    await measure(
      "embedded server",
      () => {
        const dataDir = path.join(root, "embedded");
        const started = start(
          process.execPath,
          ["--import", "tsx", "src/server/main.ts"],
          {
            PORT: "0",
            DATA_DIR: dataDir,
            SEED: "off",
            RATE_LIMIT_PER_MINUTE: "100000000",
            MAX_CONNECTIONS_PER_CLIENT: String(BURST + CONNECTIONS + 100),
            MAX_CONNECTIONS: String(BURST + CONNECTIONS + 100),
            SMTP_PORT: "9",
            FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9",
          },
          /embedded backend on (http:\/\/[\d.]+:\d+)\//,
        );
        return { ...started, dataDir };
      },
      ["documents.sqlite", "documents.sqlite-wal"],
    ),
  );
  sequence = 0;
  results.push(
    await measure(
      "anchor: node:http + better-sqlite3",
      () => {
        const dataDir = path.join(root, "anchor");
        mkdirSync(dataDir, { recursive: true });
        const started = start(
          process.execPath,
          ["scripts/bench-signups-anchor.mjs"],
          { DB: path.join(dataDir, "anchor.sqlite") },
          /anchor on (http:\/\/[\d.]+:\d+)\//,
        );
        return { ...started, dataDir };
      },
      ["anchor.sqlite", "anchor.sqlite-wal"],
    ),
  );
  const [server, anchor] = results;
  const rows = [
    ["repeated payload, req/s", (r) => r.repeated.rps.toFixed(0)],
    ["repeated payload, p99 ms", (r) => r.repeated.p99.toFixed(1)],
    ["new e-mail each, req/s", (r) => r.unique.rps.toFixed(0)],
    ["new e-mail each, p99 ms", (r) => r.unique.p99.toFixed(1)],
    [`${BURST} at once, p50 ms`, (r) => r.burst.p50.toFixed(0)],
    [`${BURST} at once, p99 ms`, (r) => r.burst.p99.toFixed(0)],
    ["errors (all scenarios)", (r) => String(r.repeated.errors + r.unique.errors + r.burst.errors)],
    ["database bytes per sign-up", (r) => r.bytesPerSignUp.toFixed(0)],
  ];
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_MS / 1000} s per scenario, load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(" ")}`,
  );
  console.log(`| | ${server.label} | ${anchor.label} | ratio |`);
  console.log("| --- | ---: | ---: | ---: |");
  for (const [name, value] of rows) {
    const ratio = name.includes("req/s")
      ? (
          server[name.startsWith("repeated") ? "repeated" : "unique"].rps /
          anchor[name.startsWith("repeated") ? "repeated" : "unique"].rps
        ).toFixed(2) + "×"
      : "";
    console.log(`| ${name} | ${value(server)} | ${value(anchor)} | ${ratio} |`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
