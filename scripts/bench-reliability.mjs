#!/usr/bin/env node
// `npm run bench -- reliability`: what the embedded server does under abuse, in its own process on a fresh
// data directory (rate limits raised for the run; the store is read directly with better-sqlite3):
//   1. concurrent sign-ups: 1,000 at once over 500 e-mails (each twice, the second in other case with
//      spaces), on the brand waitlist and on the newsletter → answers, documents stored, duplicates, 5xx;
//   2. malformed payloads: MALFORMED (default 2,000) per public endpoint → 5xx, and partial writes (every
//      table of the store compared before and after);
//   3. kill -9 mid-burst, KILLS (default 3) times: KILL_BURST new sign-ups in flight, SIGKILL after the first
//      acknowledgements, restart on the same data → acknowledged writes lost.
// Writes its section of bench/report.md and bench/report.json (scripts/bench-report.mjs).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { loadAverage, saveSection } from "./bench-report.mjs";

const PAIRS = Number(process.env.PAIRS ?? 500);
const MALFORMED = Number(process.env.MALFORMED ?? 2000);
const KILLS = Number(process.env.KILLS ?? 3);
const KILL_BURST = Number(process.env.KILL_BURST ?? 1000);

const root = mkdtempSync(path.join(os.tmpdir(), "bench-reliability-"));

function startServer(dataDir) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      SEED: "off",
      RATE_LIMIT_PER_MINUTE: "100000000",
      MAX_CONNECTIONS_PER_CLIENT: "5000",
      MAX_CONNECTIONS: "5000",
      SMTP_PORT: "9",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr.resume();
  const ready = new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
      const match = /embedded backend on (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { child, ready };
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", resolve));
}

async function stopServer(child) {
  const done = exited(child);
  child.kill("SIGTERM");
  await done;
}

/** One request; resolves with the status (0 when the connection failed). */
function send(agent, baseUrl, pathname, body, contentType = "application/json") {
  return new Promise((resolve) => {
    const payload = Buffer.from(body);
    const request = http.request(
      new URL(pathname, baseUrl),
      {
        method: "POST",
        agent,
        headers: { "content-type": contentType, "content-length": payload.length },
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
        response.once("error", () => resolve(0));
      },
    );
    request.once("error", () => resolve(0));
    request.end(payload);
  });
}

/** Runs `jobs` (functions returning promises) with at most `limit` in flight. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, lane));
  return results;
}

const countBy = (values) => values.reduce((counts, value) => ((counts[value] = (counts[value] ?? 0) + 1), counts), {});
const describe = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");

function openStore(dataDir) {
  return new Database(path.join(dataDir, "documents.sqlite"), { readonly: true, fileMustExist: true });
}

/** Documents of a collection per normalised e-mail. */
function storedEmails(dataDir, collection) {
  const db = openStore(dataDir);
  try {
    return db
      .prepare(
        "SELECT lower(trim(json_extract(data, '$.email'))) AS email, count(*) AS n FROM documents WHERE collection = ? GROUP BY 1",
      )
      .all(collection);
  } finally {
    db.close();
  }
}

/** A fingerprint of every table of the store: any write anywhere changes it. */
function storeFingerprint(dataDir) {
  const db = openStore(dataDir);
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => row.name);
    const rows = {};
    for (const table of tables) {
      const all = db.prepare(`SELECT * FROM "${table}"`).raw().all();
      rows[table] = {
        count: all.length,
        hash: createHash("sha256")
          .update(JSON.stringify(all.map((row) => JSON.stringify(row)).sort()))
          .digest("hex"),
      };
    }
    return rows;
  } finally {
    db.close();
  }
}

function changedTables(before, after) {
  let changed = 0;
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[table];
    const b = after[table];
    if (!a || !b) changed += Math.max(a?.count ?? 0, b?.count ?? 0);
    else if (a.hash !== b.hash) changed += Math.max(1, Math.abs(b.count - a.count));
  }
  return changed;
}

const brand = (email, n) => ({
  type: "brand",
  name: `Reliability Brand ${n}`,
  email,
  companyName: `Reliability Co ${n}`,
  website: "https://example.com/",
  emailListOptIn: false,
  "bot-field": "",
});
const newsletter = (email) => ({ email, "g-recaptcha-response": "bench-token", sourcePage: "/" });

/** 1. 2 × PAIRS sign-ups sent at once, each e-mail twice (the second in upper case with spaces). */
async function concurrentSignUps(baseUrl, dataDir) {
  const results = [];
  for (const [endpoint, collection, make, prefix] of [
    ["brand waitlist", "brand_signups", brand, "rel-brand"],
    ["newsletter", "newsletter_subscribers", newsletter, "rel-news"],
  ]) {
    const bodies = [];
    for (let n = 0; n < PAIRS; n += 1) {
      const email = `${prefix}-${n}@example.com`;
      bodies.push(JSON.stringify(make(email, n)), JSON.stringify(make(`  ${email.toUpperCase()} `, n)));
    }
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const statuses = await Promise.all(bodies.map((body) => send(agent, baseUrl, "/api/subscribe-to-waitlist", body)));
    agent.destroy();
    const emails = storedEmails(dataDir, collection).filter((row) => row.email?.startsWith(prefix));
    const counts = countBy(statuses);
    results.push({
      endpoint,
      requests: bodies.length,
      emails: PAIRS,
      ok: counts[200] ?? 0,
      stored: emails.reduce((total, row) => total + row.n, 0),
      distinctStored: emails.length,
      duplicates: emails.filter((row) => row.n > 1).length,
      serverErrors: statuses.filter((status) => status >= 500).length,
      failedConnections: counts[0] ?? 0,
      otherStatuses: describe(Object.fromEntries(Object.entries(counts).filter(([status]) => status !== "200"))),
    });
    console.log(`concurrent ${endpoint}: ${JSON.stringify(results.at(-1))}`);
  }
  return results;
}

/** Values that break a field: wrong types, empty, oversized, control characters, injection-looking text. */
const BAD_VALUES = [
  null,
  0,
  -1,
  1e308,
  true,
  false,
  [],
  ["a@example.com"],
  {},
  { $gt: "" },
  "",
  " ",
  "\u0000",
  "\uFFFF\uD800",
  "x".repeat(5000),
  "x".repeat(70000),
  "<script>alert(1)</script>",
  "'; DROP TABLE documents; --",
  "../../etc/passwd",
  "not-an-email",
  "a@b",
  "@example.com",
  "a@@example.com",
  "a@example..com",
  "a@example.com\r\nBcc: b@example.com",
  "a".repeat(300) + "@example.com",
];
const BAD_EMAILS = BAD_VALUES.filter((value) => typeof value !== "string" || !/^[^@\s]+@[^@\s.]+\.[a-z]+$/.test(value));

/** Bodies that are not a valid submission at all: broken JSON, wrong shapes, wrong content types. */
const RAW_BODIES = [
  ["", "application/json"],
  ["{", "application/json"],
  ['{"email":', "application/json"],
  ["null", "application/json"],
  ["[]", "application/json"],
  ["[{}]", "application/json"],
  ['"a string"', "application/json"],
  ["42", "application/json"],
  ["{}", "application/json"],
  ['{"__proto__":{"admin":true}}', "application/json"],
  ['{"constructor":{"prototype":{"admin":true}}}', "application/json"],
  [`${"[".repeat(5000)}${"]".repeat(5000)}`, "application/json"],
  [JSON.stringify({ email: "a@example.com", pad: "x".repeat(2_000_000) }), "application/json"],
  ["email=a%40example.com", "application/x-www-form-urlencoded"],
  ['{"email":"a@example.com"}', "text/plain"],
  ['{"email":"a@example.com"}', "application/json; charset=utf-16"],
  ["\u0000\u0001\u0002", "application/octet-stream"],
  [
    "--x\r\nContent-Disposition: form-data; name=email\r\n\r\na@example.com\r\n--x--",
    "multipart/form-data; boundary=x",
  ],
  ["--broken", "multipart/form-data; boundary=x"],
  ["", "multipart/form-data"],
];

/** MALFORMED payloads for one endpoint: every raw body, then the valid shape with a required field broken. */
function malformedPayloads(base, requiredField, count, seed) {
  const payloads = RAW_BODIES.map(([body, type]) => ({ body, type }));
  let random = seed;
  const next = () => ((random = (random * 1103515245 + 12345) % 2147483648), random);
  const fields = Object.keys(base);
  while (payloads.length < count) {
    const value = { ...base };
    // The required field is always broken: missing, or a value it refuses.
    if (next() % 5 === 0) delete value[requiredField];
    else value[requiredField] = BAD_EMAILS[next() % BAD_EMAILS.length];
    // Plus up to two other fields broken, dropped, or an unknown one added.
    for (let extra = next() % 3; extra > 0; extra -= 1) {
      const field = fields[next() % fields.length];
      const choice = next() % 4;
      if (choice === 0) delete value[field];
      else if (choice === 1) value[`unknown_${next() % 100}`] = BAD_VALUES[next() % BAD_VALUES.length];
      else value[field] = BAD_VALUES[next() % BAD_VALUES.length];
    }
    payloads.push({ body: JSON.stringify(value), type: "application/json" });
  }
  return payloads;
}

/** Form bodies for the endpoints that take forms. */
function malformedForms(count, fields, requiredField) {
  const payloads = RAW_BODIES.map(([body, type]) => ({ body, type }));
  for (let n = 0; payloads.length < count; n += 1) {
    const bad = BAD_VALUES[n % BAD_VALUES.length];
    const params = new URLSearchParams();
    for (const field of fields) if (field !== requiredField || n % 2) params.set(field, String(bad));
    if (n % 3 === 0) params.set(`unknown_${n}`, "x");
    payloads.push({ body: params.toString(), type: "application/x-www-form-urlencoded" });
    if (payloads.length < count) {
      const boundary = `b${n}`;
      const parts = fields
        .filter((field) => field !== requiredField || n % 2)
        .map((field) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${String(bad)}\r\n`)
        .join("");
      payloads.push({ body: `${parts}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` });
    }
  }
  return payloads;
}

const PUBLIC_ENDPOINTS = [
  {
    endpoint: "/api/subscribe-to-waitlist (brand waitlist)",
    path: "/api/subscribe-to-waitlist",
    payloads: (count) => malformedPayloads(brand("mal@example.com", 0), "email", count, 1),
  },
  {
    endpoint: "/api/subscribe-to-waitlist (newsletter)",
    path: "/api/subscribe-to-waitlist",
    payloads: (count) => malformedPayloads(newsletter("mal@example.com"), "email", count, 2),
  },
  {
    endpoint: "/api/contact-message",
    path: "/api/contact-message",
    payloads: (count) =>
      malformedPayloads(
        { name: "Mal", email: "mal@example.com", message: "Hello", "g-recaptcha-response": "bench-token" },
        "email",
        count,
        3,
      ),
  },
  {
    endpoint: "/api/creator-application",
    path: "/api/creator-application",
    payloads: (count) =>
      malformedForms(
        count,
        ["firstName", "lastName", "email", "postcode", "portfolio", "niches", "referral", "ukCreator", "files"],
        "email",
      ),
  },
  {
    endpoint: "/api/confirm-subscription",
    path: "/api/confirm-subscription",
    payloads: (count) => malformedPayloads({ token: "x" }, "token", count, 4),
  },
  {
    endpoint: "/api/unsubscribe",
    path: "/api/unsubscribe",
    payloads: (count) => malformedPayloads({ token: "x" }, "token", count, 5),
  },
  {
    endpoint: "/api/unsubscribe/one-click",
    path: "/api/unsubscribe/one-click?token=forged",
    payloads: (count) => malformedForms(count, ["List-Unsubscribe"], "List-Unsubscribe"),
  },
];

/** 2. MALFORMED payloads per public endpoint; the store must not change. */
async function malformed(baseUrl, dataDir) {
  const results = [];
  for (const { endpoint, path: pathname, payloads } of PUBLIC_ENDPOINTS) {
    const list = payloads(MALFORMED);
    const before = storeFingerprint(dataDir);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const statuses = await pool(
      list.map(
        ({ body, type }) =>
          () =>
            send(agent, baseUrl, pathname, body, type),
      ),
      20,
    );
    agent.destroy();
    // Writes are synchronous before the answer; a moment for anything deferred to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = storeFingerprint(dataDir);
    const counts = countBy(statuses);
    results.push({
      endpoint,
      payloads: list.length,
      serverErrors: statuses.filter((status) => status >= 500).length,
      accepted: statuses.filter((status) => status >= 200 && status < 300).length,
      statuses: describe(counts),
      partialWrites: changedTables(before, after),
    });
    console.log(`malformed ${endpoint}: ${JSON.stringify(results.at(-1))}`);
  }
  return results;
}

/** 3. KILL_BURST new sign-ups in flight; SIGKILL after the first acknowledgements; restart; look them up. */
async function killMidBurst(run) {
  const dataDir = path.join(root, `kill-${run}`);
  let server = startServer(dataDir);
  let baseUrl = await server.ready;
  const acknowledged = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  const started = performance.now();
  let killedAt = null;
  const killAfter = 50 + run * 100;
  const jobs = Array.from({ length: KILL_BURST }, (_, n) => async () => {
    const email = `kill-${run}-${n}@example.com`;
    const status = await send(agent, baseUrl, "/api/subscribe-to-waitlist", JSON.stringify(brand(email, n)));
    // Every 200 is an acknowledged write, even one that arrives after the kill was sent.
    if (status === 200) {
      acknowledged.push(email);
      if (killedAt === null && acknowledged.length >= killAfter) {
        killedAt = performance.now() - started;
        server.child.kill("SIGKILL");
      }
    }
    return status;
  });
  await pool(jobs, 100);
  agent.destroy();
  await exited(server.child);
  // Restart on the same data: the store opens (WAL recovery) and answers again.
  server = startServer(dataDir);
  baseUrl = await server.ready;
  await stopServer(server.child);
  const stored = new Set(storedEmails(dataDir, "brand_signups").map((row) => row.email));
  const lost = acknowledged.filter((email) => !stored.has(email));
  const result = {
    sent: KILL_BURST,
    acknowledged: acknowledged.length,
    killedAfterMs: Math.round(killedAt ?? performance.now() - started),
    storedAfterRestart: stored.size,
    lost: lost.length,
    lostEmails: lost.slice(0, 10),
  };
  console.log(`kill -9 run ${run + 1}: ${JSON.stringify(result)}`);
  return result;
}

const date = new Date().toISOString();
const loadBefore = loadAverage();
try {
  const dataDir = path.join(root, "main");
  const server = startServer(dataDir);
  const baseUrl = await server.ready;
  let concurrent;
  let malformedResults;
  try {
    concurrent = await concurrentSignUps(baseUrl, dataDir);
    malformedResults = await malformed(baseUrl, dataDir);
  } finally {
    await stopServer(server.child);
  }
  const kills = [];
  for (let run = 0; run < KILLS; run += 1) kills.push(await killMidBurst(run));
  await saveSection(
    "reliability",
    { concurrent, malformed: malformedResults, kills, killBurst: KILL_BURST },
    { date, loadBefore, loadAfter: loadAverage() },
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
