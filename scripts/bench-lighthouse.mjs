#!/usr/bin/env node
// `npm run bench -- lighthouse`: builds the site (npm run build:local; SKIP_BUILD=1 to reuse build/), serves
// it with the embedded backend on PORT (default 4319), runs Lighthouse's mobile preset (its default:
// Moto G Power, 150 ms RTT, 1.6 Mbps, 4x CPU slowdown, simulated throttling) RUNS times (default 3) on
// the six main public pages with Debian's Chromium, and writes its section of bench/report.md and bench/report.json
// (scripts/bench-report.mjs; lighthouse.<page>.{performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, cls, jsKB,
// cssKB, htmlKB}: each the median of the runs). The load average is recorded before and after: the machine
// is shared, and TBT (main-thread time under a 4x slowdown) grows with the other work on it.
//
// Lighthouse 13 declares Node >= 22.19 and the project runs on Node 20, so it is not a dependency: the
// script uses LIGHTHOUSE_BIN, else node_modules/.bin/lighthouse, else `lighthouse` on PATH. It runs on
// Node 20.20 (npm warns about the engine). Install it outside the project:
//   npm install --prefix ~/.cache/lighthouse lighthouse@13.5.0
//   LIGHTHOUSE_BIN=~/.cache/lighthouse/node_modules/.bin/lighthouse npm run bench -- lighthouse
// (or with Node 22 from npm: `npm install --prefix ~/.cache/lighthouse lighthouse@13.5.0 node@22` and a
// LIGHTHOUSE_BIN wrapper script that runs node_modules/node/bin/node node_modules/lighthouse/cli/index.js "$@").
import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import path from "node:path";
import { serveAnchor } from "./bench-lighthouse-anchor.mjs";
import { loadAverage as load, saveSection } from "./bench-report.mjs";
import { findBrowser } from "./find-browser.mjs";

const execFileAsync = promisify(execFile);
const PORT = Number(process.env.PORT ?? 4319);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The anchor (bench-lighthouse-anchor.mjs): the same pages without their scripts, in the same run. */
const ANCHOR_PORT = PORT + 1;
const ANCHOR_URL = `http://127.0.0.1:${ANCHOR_PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const ALL_PAGES = ["/", "/creator", "/prices", "/brand-signup", "/creator-signup", "/contact"];
// PAGES=/creator-signup,/contact measures some pages only (and does not save the section: the report keeps all six).
const PAGES = process.env.PAGES ? process.env.PAGES.split(",") : ALL_PAGES;

function lighthouseBin() {
  if (process.env.LIGHTHOUSE_BIN) return process.env.LIGHTHOUSE_BIN;
  if (existsSync("node_modules/.bin/lighthouse")) return "node_modules/.bin/lighthouse";
  try {
    return execFileSync("sh", ["-c", "command -v lighthouse"], { encoding: "utf8" }).trim();
  } catch {
    console.error("No Lighthouse found: see the top of scripts/bench-lighthouse.mjs to install it.");
    process.exit(1);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForSite(child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    try {
      if ((await fetch(BASE_URL)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer on ${BASE_URL}`);
}

/** One Lighthouse run of a page: its figures, from the JSON report. */
async function lighthouse(bin, chrome, url, out) {
  // Not execFileSync: the anchor's server lives in this process and must answer meanwhile.
  await execFileAsync(
    bin,
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --no-first-run",
    ],
    { env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(await readFile(out, "utf8"));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].numericValue;
  const sent = (types) =>
    report.audits["network-requests"].details.items
      .filter((item) => types.includes(item.resourceType))
      .reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024;
  return {
    version: report.lighthouseVersion,
    benchmarkIndex: report.environment?.benchmarkIndex,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsKB: sent(["Script"]),
    cssKB: sent(["Stylesheet"]),
    htmlKB: sent(["Document"]),
    renderBlocking: report.audits["render-blocking-insight"]?.details?.items?.length ?? 0,
  };
}

const bin = lighthouseBin();
const chrome = findBrowser();
if (!chrome) {
  console.error("No Chromium found: sudo apt-get install -y chromium");
  process.exit(1);
}
if (!process.env.SKIP_BUILD) execFileSync("npm", ["run", "build:local"], { stdio: "inherit" });

const serve = () =>
  spawn("node", ["scripts/stack.mjs", "serve"], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
let server = serve();
const scratch = path.join(tmpdir(), `bench-lighthouse-${process.pid}`);
await mkdir(scratch, { recursive: true });
const started = new Date();
const loadBefore = load();
const results = {};
const anchors = {};
const benchmarkIndexes = [];
let version = "";
/** The browser's own version (the user agent Lighthouse reports is reduced to 156.0.0.0). */
const browser = execFileSync(chrome, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
const anchorServer = await serveAnchor(path.resolve("build/client"), ANCHOR_PORT);
/** Each figure's median over the runs. */
const medians = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0])
      .filter((key) => !["version", "benchmarkIndex"].includes(key))
      .map((key) => [key, median(runs.map((run) => run[key]))]),
  );
try {
  await waitForSite(server).catch(async (error) => {
    // Once more: the Auth emulator of the previous user of the ports can still be shutting down.
    if (server.exitCode === null) throw error;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    server = serve();
    await waitForSite(server);
  });
  for (const page of PAGES) {
    const runs = [];
    const anchorRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so the machine's load moves the page and its anchor alike.
      runs.push(await lighthouse(bin, chrome, BASE_URL + page, path.join(scratch, `run.json`)));
      anchorRuns.push(await lighthouse(bin, chrome, ANCHOR_URL + page, path.join(scratch, `anchor.json`)));
      console.log(
        `${page} run ${run + 1}: performance ${runs.at(-1).performance}, LCP ${Math.round(runs.at(-1).lcpMs)} ms, TBT ${Math.round(runs.at(-1).tbtMs)} ms, CLS ${runs.at(-1).cls}; without scripts: TBT ${Math.round(anchorRuns.at(-1).tbtMs)} ms; benchmarkIndex ${Math.round(runs.at(-1).benchmarkIndex)}`,
      );
    }
    version = runs[0].version;
    benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex), ...anchorRuns.map((run) => run.benchmarkIndex));
    results[page] = medians(runs);
    const anchor = medians(anchorRuns);
    anchors[page] = { performance: anchor.performance, fcpMs: anchor.fcpMs, lcpMs: anchor.lcpMs, tbtMs: anchor.tbtMs };
  }
} finally {
  server.kill("SIGTERM");
  await anchorServer.close();
  await rm(scratch, { recursive: true, force: true });
}
const loadAfter = load();

if (PAGES === ALL_PAGES)
  await saveSection("lighthouse", results, {
    date: started.toISOString(),
    loadBefore,
    loadAfter,
    lighthouseVersion: version,
    browser,
    benchmarkIndex: Math.round(median(benchmarkIndexes)),
    anchor: anchors,
    runs: RUNS,
  });
console.log(JSON.stringify(results, null, 1));
