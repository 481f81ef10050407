#!/usr/bin/env node
// Loads the main public pages in Chromium under Lighthouse's mobile conditions (150 ms RTT,
// 1.6 Mbps down, 4x CPU slowdown) and reports bytes transferred, first contentful paint,
// largest contentful paint and load, once as a browser asks (Brotli/gzip) and once uncompressed.
// Needs the built site running:  PORT=4173 npm run serve  then  npm run bench  (BASE_URL / PORT / RUNS).
// `npm run bench -- upload` measures a 1 GiB upload's memory and speed instead (bench-upload.mjs);
// `npm run bench -- lighthouse` builds, serves and runs Lighthouse's mobile preset on six pages, writing
// bench/report.md and bench/report.json (bench-lighthouse.mjs);
// `npm run bench -- signups` sign-up throughput against a minimal anchor server (bench-signups.mjs).
import { chromium } from "@playwright/test";
import { findBrowserOrPlaywrightOwn } from "./find-browser.mjs";

if (process.argv[2] === "upload") {
  await import("./bench-upload.mjs");
  process.exit();
}
if (process.argv[2] === "lighthouse") {
  await import("./bench-lighthouse.mjs");
  process.exit();
}
if (process.argv[2] === "signups") {
  await import("./bench-signups.mjs");
  process.exit();
}

const BASE_URL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`;
const RUNS = Number(process.env.RUNS ?? 3);
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

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
console.log(`${BASE_URL}, median of ${RUNS} cold loads per row`);
for (const row of rows)
  console.log(
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join("  ")
      .trimEnd(),
  );
