#!/usr/bin/env node
// `npm run bench -- signups`: sign-ups through production's path on the emulators, beside an anchor in
// the same emulators and the same run. The bench's own emulator project (bench-stack.mjs) runs the
// site's functions bundle and, as a second codebase, the anchor `benchAnchorWrite`: a minimal HTTP
// function doing one Firestore write of the body. Both are reached the way the site reaches its
// functions, through the Hosting emulator's rewrite (/api/subscribe-to-waitlist, /bench/anchor).
//   DURATION_S (default 8) seconds per measurement, CONNECTIONS (default 4) concurrent connections.
// autocannon drives both endpoints' sign-ups (the brand waitlist and the newsletter), a new e-mail each
// request; the anchor gets the same bodies. Each request carries its own X-Forwarded-For, as Google's
// front end appends each visitor's own address: the functions key their per-client rate limit on it
// (functions/src/firebase/http/client-address.ts), so the run measures many visitors, not one visitor refused.
// Writes its section of bench/report.md and bench/report.json (scripts/bench-report.mjs).
import autocannon from "autocannon";
import { loadAverage, saveSection } from "./bench-report.mjs";
import { HOSTING_URL, startBenchStack } from "./bench-stack.mjs";
import { env } from "./env.ts";

const DURATION_S = env.DURATION_S;
const CONNECTIONS = env.CONNECTIONS;
/** The Functions emulator runs one request per worker process and starts a worker for each request in
 *  flight beyond the idle ones (a second or more each): warm-up at the same concurrency starts them, and runs until
 *  their code is warm (with 6 s the site's function still sped up by a sixth from one half of its measurement to the
 *  next; with 12 s the gap mostly closes). */
const WARMUP_S = env.WARMUP_S;
/** The launch burst: BURST_REQUESTS distinct brand sign-ups, BURST_CONNECTIONS at a time, after the measurements. */
const BURST_REQUESTS = env.BURST_REQUESTS;
const BURST_CONNECTIONS = env.BURST_CONNECTIONS;

let sequence = 0;
/** A name holds letters only (the shared schema refuses digits): the request's number spelt in letters. */
const letters = (n) =>
  String(n)
    .replace(/\D/g, "")
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);
/** The two sign-ups of /api/subscribe-to-waitlist, as their forms send them. */
const ENDPOINTS = {
  "brand waitlist": (n) => ({
    type: "brand",
    name: `Bench Brand ${letters(n)}`,
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

const nextMinute = () => new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 250));
/** Until second `second` of this minute, or of the next once it has passed. */
const untilSecond = (second) =>
  new Promise((resolve) => setTimeout(resolve, (second * 1000 - (Date.now() % 60_000) + 60_000) % 60_000));

/** A client address of its own for each request (10.x.y.z). */
const visitor = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The `p`th percentile (0–100) of sorted `values`. */
const percentile = (sorted, p) =>
  Math.round(10 * (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN)) / 10;

/** CONNECTIONS connections for `duration` seconds: requests a second, and each response's time (ms). */
async function sustained(path, endpoint, duration = DURATION_S) {
  const times = [];
  const run = signUps(path, endpoint, { connections: CONNECTIONS, duration });
  run.on("response", (client, status, bytes, ms) => times.push(ms));
  const result = await run;
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    times,
  };
}

/**
 * Two measurements of one side, half the duration each, as one: requests a second over both, and the percentiles
 * of every response of both. A refusal (the group's ceiling reached, an error) would make the figure meaningless.
 */
function pooled(name, a, b) {
  if (a.non2xx + b.non2xx + a.errors + b.errors > 0) {
    throw new Error(`${name}: ${a.non2xx + b.non2xx} non-2xx answers and ${a.errors + b.errors} errors measured`);
  }
  const times = [...a.times, ...b.times].sort((x, y) => x - y);
  return {
    rps: (a.requests + b.requests) / DURATION_S,
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    requests: a.requests + b.requests,
    errors: 0,
    non2xx: 0,
    halves: [a.rps, b.rps],
  };
}

/**
 * BURST_REQUESTS sign-ups, BURST_CONNECTIONS at a time: how many were answered 5xx, and latency. Each waits up to
 * 30 s, as a visitor's browser would (autocannon's own limit, 10 s, would count a slow answer as none).
 */
async function burst(path, endpoint) {
  const result = await signUps(path, endpoint, { connections: BURST_CONNECTIONS, amount: BURST_REQUESTS, timeout: 30 });
  return {
    requests: BURST_REQUESTS,
    connections: BURST_CONNECTIONS,
    status2xx: result["2xx"],
    status4xx: result["4xx"],
    status5xx: result["5xx"],
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * Has `connections` workers of the function behind `path` running, as a warm service has instances: started eight
 * at a time (dozens starting at once on a 2-core machine take seconds each, and the burst would measure that, not
 * the function), each by a request with a method the function refuses (405) before any check or count.
 */
async function warmWorkers(path, connections) {
  for (let inFlight = Math.min(8, connections); ; inFlight = Math.min(inFlight + 8, connections)) {
    await Promise.all(
      Array.from({ length: inFlight }, () =>
        fetch(new URL(path, HOSTING_URL), { method: "PUT" }).then((response) => response.body?.cancel()),
      ),
    );
    if (inFlight === connections) return;
  }
}

/** autocannon with `options` (connections, duration or amount), a new visitor and e-mail each request. */
function signUps(path, endpoint, options) {
  return autocannon({
    url: new URL(path, HOSTING_URL).href,
    ...options,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const n = ++sequence;
          return {
            ...request,
            headers: { "content-type": "application/json", "x-forwarded-for": visitor(n) },
            body: JSON.stringify(ENDPOINTS[endpoint](`${process.pid}-${n}`)),
          };
        },
      },
    ],
  });
}

const date = new Date().toISOString();
const loadBefore = loadAverage();
const stack = await startBenchStack({ only: ["auth", "functions", "hosting"] });
const endpoints = [];
let launchBurst;
try {
  for (const name of Object.keys(ENDPOINTS)) {
    // Warm-up: both functions' workers started and their first Firestore connections made, ending as the minute
    // does, so nothing idles between it and the measurements.
    await untilSecond(60 - 2 * WARMUP_S - 3);
    await sustained("/api/subscribe-to-waitlist", name, WARMUP_S);
    await sustained("/bench/anchor", name, WARMUP_S);
    // The measurements in a minute of their own: the group's ceiling (3,000 a minute) counts per minute. Sign-up,
    // anchor, anchor, sign-up, half the duration each: what drifts during the run (the emulators' JIT still warming,
    // their data growing, the machine's load) weighs on both sides alike, not on whichever is measured first.
    if (Date.now() % 60_000 > 5_000) await nextMinute();
    const half = DURATION_S / 2;
    const first = await sustained("/api/subscribe-to-waitlist", name, half);
    const anchorFirst = await sustained("/bench/anchor", name, half);
    const anchorSecond = await sustained("/bench/anchor", name, half);
    const second = await sustained("/api/subscribe-to-waitlist", name, half);
    const server = pooled(`${name} sign-up`, first, second);
    const anchor = pooled(`${name} anchor`, anchorFirst, anchorSecond);
    endpoints.push({ name, server, anchor });
    console.log(
      `${name}: sign-up ${server.rps.toFixed(0)} req/s p50 ${server.p50} p99 ${server.p99} ms (${server.non2xx} non-2xx); ` +
        `anchor ${anchor.rps.toFixed(0)} req/s p50 ${anchor.p50} p99 ${anchor.p99} ms (${anchor.non2xx} non-2xx); ` +
        `throughput ratio ${(server.rps / anchor.rps).toFixed(2)}, p50 ratio ${(server.p50 / anchor.p50).toFixed(2)}`,
    );
  }
  await warmWorkers("/api/subscribe-to-waitlist", BURST_CONNECTIONS);
  await nextMinute();
  launchBurst = await burst("/api/subscribe-to-waitlist", "brand waitlist");
  console.log(
    `burst: ${launchBurst.requests} brand sign-ups, ${launchBurst.connections} at a time: ${launchBurst.status2xx} × 2xx, ` +
      `${launchBurst.status4xx} × 4xx, ${launchBurst.status5xx} × 5xx, ${launchBurst.errors} errors; p50 ${launchBurst.p50} p99 ${launchBurst.p99} ms`,
  );
} finally {
  await stack.stop();
}
await saveSection(
  "signups",
  { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, endpoints, burst: launchBurst },
  { date, loadBefore, loadAfter: loadAverage() },
);
