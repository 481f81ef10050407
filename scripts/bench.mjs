#!/usr/bin/env node
// `npm run bench` (or `npm run bench -- all`): builds the site for the emulators once (npm run
// build:firebase-emulated; SKIP_BUILD=1 reuses build-firebase/) and runs every section below, one after the
// other, each in its own process, each against production's path (the Firebase emulators, in the bench's own
// emulator project: scripts/bench-stack.mjs) and side by side with its anchor in the same run; together they
// write one bench/report.md, bench/report.json and bench/chart.svg (scripts/bench-report.mjs). Uses
// firebase.json's fixed emulator ports: on a shared machine run it under the stack lock,
//   flock -w 1200 /tmp/reelmark-stack.lock npm run bench
// Each section also runs alone, replacing only its part of the report:
//   npm run bench -- signups        sign-ups through the Functions emulator vs a one-write function (bench-signups.mjs)
//   npm run bench -- upload         1 GiB from Chromium: the site's client, the Firebase SDK, one raw request (bench-upload.mjs)
//   npm run bench -- firestore-ops  Firestore reads and writes per operation vs budgets.json and the floor (bench-firestore-ops.mjs)
//   npm run bench -- lighthouse     Lighthouse's mobile preset, each page vs itself without scripts (bench-lighthouse.mjs)
// `npm run bench -- delivery` loads the main public pages in Chromium under Lighthouse's mobile conditions
// (150 ms RTT, 1.6 Mbps down, 4x CPU slowdown) against a site already being served (BASE_URL, default the
// Hosting emulator's http://127.0.0.1:5000; RUNS) and prints bytes transferred, FCP, LCP and load, once
// compressed and once uncompressed (not in the report).
import { execFileSync, spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { findBrowserOrPlaywrightOwn } from "./find-browser.ts";
import { printTable } from "./text-table.mjs";
import { allEnv, env } from "./env.ts";
import { emulatorHost } from "./emulators/ports.ts";

const SECTION_SCRIPTS = {
  signups: "./bench-signups.mjs",
  upload: "./bench-upload.mjs",
  "firestore-ops": "./bench-firestore-ops.mjs",
  lighthouse: "./bench-lighthouse.mjs",
};
const section = process.argv[2] ?? "all";

if (section === "all") {
  if (!env.SKIP_BUILD) execFileSync("npm", ["run", "build:firebase-emulated"], { stdio: "inherit" });
  const failed = [];
  for (const [name, script] of Object.entries(SECTION_SCRIPTS)) {
    console.log(`\n== bench: ${name}`);
    const run = spawnSync(process.execPath, [...process.execArgv, new URL(script, import.meta.url).pathname], {
      stdio: "inherit",
      env: allEnv({ SKIP_BUILD: "1" }),
    });
    if (run.status !== 0) failed.push(name);
  }
  console.log(`\nbench/report.md, bench/report.json and bench/chart.svg written.`);
  if (failed.length > 0) {
    console.error(`Sections that failed (their earlier figures, if any, stay in the report): ${failed.join(", ")}`);
    process.exit(1);
  }
  process.exit(0);
}
if (SECTION_SCRIPTS[section]) {
  await import(SECTION_SCRIPTS[section]);
  process.exit();
}
if (section !== "delivery") {
  console.error(`Unknown bench section "${section}": all, ${Object.keys(SECTION_SCRIPTS).join(", ")} or delivery.`);
  process.exit(1);
}

const BASE_URL = env.BASE_URL ?? `http://${emulatorHost("hosting")}`;
const RUNS = env.RUNS;
const PAGES = ["/", "/creator", "/prices", "/contact", "/brand-signup", "/how-it-works"];
const MODES = { compressed: {}, uncompressed: { "accept-encoding": "identity" } };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url, headers) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: headers,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  const encodings = new Set();
  cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
  cdp.on("Network.responseReceived", (event) => {
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === "content-encoding");
    if (encoding) encodings.add(encoding[1]);
  });
  await page.goto(BASE_URL + url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const timings = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const [navigation] = performance.getEntriesByType("navigation");
          resolve({
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
            lcp: entries[entries.length - 1]?.startTime ?? 0,
            load: navigation?.loadEventEnd ?? 0,
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return { bytes, ...timings, encodings: [...encodings].join(",") || "none" };
}

const browser = await chromium.launch({
  executablePath: await findBrowserOrPlaywrightOwn(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
});
const rows = [["Page", "Mode", "Encodings", "KB transferred", "FCP ms", "LCP ms", "Load ms"]];
for (const url of PAGES) {
  for (const [mode, headers] of Object.entries(MODES)) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, url, headers));
    rows.push([
      url,
      mode,
      runs[0].encodings,
      (median(runs.map((r) => r.bytes)) / 1024).toFixed(1),
      ...["fcp", "lcp", "load"].map((key) => Math.round(median(runs.map((r) => r[key])))),
    ]);
  }
}
await browser.close();

console.log(`${BASE_URL}, median of ${RUNS} cold loads per row`);
printTable(rows);
