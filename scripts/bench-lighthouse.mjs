#!/usr/bin/env node
// `npm run bench -- lighthouse`: builds the site for the emulators (npm run build:firebase-emulated;
// SKIP_BUILD=1 reuses build-firebase/client), serves it with the Hosting emulator of the bench's own emulator
// project (bench-stack.mjs: firebase.json's headers and rewrites, as production serves it), and runs
// Lighthouse's mobile preset (its default: Moto G Power, 150 ms RTT, 1.6 Mbps, 4x CPU slowdown, simulated
// throttling) RUNS times (default 3) on the seven main public pages with Debian's Chromium. The anchor, served by
// the same Hosting emulator and measured interleaved with each page: the page's own HTML with every script and
// module preload taken out (/__bench-anchor/<page>), what the machine gives that page when no JavaScript runs.
// Writes its section of bench/report.md and bench/report.json (scripts/bench-report.mjs; lighthouse.<page>.{performance,
// accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, cls, jsKB, cssKB, htmlKB, inpMs}: each the median of the runs).
// inpMs: the longest event-to-paint delay of a phone visitor's first interactions on the cold page (the menu, an FAQ,
// the slider, the tabs, typing into the form: scripts/interaction-latency.ts) at a 4x CPU slowdown, in Playwright
// with the same Chromium, RUNS times per page; on the anchor, the FAQ and typing into the form only (a page without
// scripts answers nothing else).
// The load average is recorded before and after: the machine is shared, and TBT grows with the other work on it.
//
// Lighthouse 13 declares Node >= 22.19 (above the project's floor, 22.13) and is large, so it is not a dependency:
// the script uses LIGHTHOUSE_BIN, else node_modules/.bin/lighthouse, else `lighthouse` on PATH. Install it outside
// the project:
//   npm install --prefix ~/.cache/lighthouse lighthouse@13.5.0
//   LIGHTHOUSE_BIN=~/.cache/lighthouse/node_modules/.bin/lighthouse npm run bench -- lighthouse
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import path from "node:path";
import { loadAverage as load, saveSection } from "./bench-report.mjs";
import { benchSite, HOSTING_URL, SITE_DIR, startBenchStack } from "./bench-stack.mjs";
import { findBrowser } from "./find-browser.ts";
import { measureInteractions, PAGE_INTERACTIONS, WITHOUT_SCRIPTS } from "./interaction-latency.ts";
import { allEnv, env } from "./env.ts";
import { withoutScripts } from "./inline-css.ts";

const execFileAsync = promisify(execFile);
/** Where each page's anchor is served, beside the site, by the same Hosting emulator. */
const ANCHOR_ROOT = "/__bench-anchor";
const RUNS = env.RUNS;
const ALL_PAGES = ["/", "/creator", "/prices", "/how-it-works", "/brand-signup", "/creator-signup", "/contact"];
// PAGES=/creator-signup,/contact measures some pages only (and does not save the section: the report keeps all six).
const PAGES = env.PAGES ? env.PAGES.split(",") : ALL_PAGES;

function lighthouseBin() {
  if (env.LIGHTHOUSE_BIN) return env.LIGHTHOUSE_BIN;
  if (existsSync("node_modules/.bin/lighthouse")) return "node_modules/.bin/lighthouse";
  try {
    return execFileSync("sh", ["-c", "command -v lighthouse"], { encoding: "utf8" }).trim();
  } catch {
    console.error("No Lighthouse found: see the top of scripts/bench-lighthouse.mjs to install it.");
    process.exit(1);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const pageFile = (page) => (page === "/" ? "index.html" : `${page.slice(1)}/index.html`);

/** One Lighthouse run of a page: its figures, from the JSON report. */
async function lighthouse(bin, chrome, url, out) {
  // Asynchronous, so this process goes on answering its signals while Lighthouse runs.
  await execFileAsync(
    bin,
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --no-first-run",
    ],
    { env: allEnv({ CHROME_PATH: chrome }) },
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

/** The longest event-to-paint delay of the page's first interactions, on a phone-sized cold page (ms). */
async function interactionLatency(chrome, url, steps) {
  const { chromium, expect } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chrome, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
    // An answered cookie prompt, so no tap lands on it.
    await context.addCookies([{ name: "CookieConsent", value: "false", url }]);
    const { longestMs } = await measureInteractions(await context.newPage(), url, steps, expect);
    return longestMs;
  } catch (error) {
    // One failed interaction costs its figure, not the run's Lighthouse figures.
    console.error(`${url}: the interactions failed: ${error instanceof Error ? error.message : error}`);
    return undefined;
  } finally {
    await browser.close();
  }
}

const bin = lighthouseBin();
const chrome = findBrowser();
if (!chrome) {
  console.error("No Chromium found: sudo apt-get install -y chromium");
  process.exit(1);
}
if (!env.SKIP_BUILD) execFileSync("npm", ["run", "build:firebase-emulated"], { stdio: "inherit" });
const anchorFiles = Object.fromEntries(
  ALL_PAGES.map((page) => [
    path.join(ANCHOR_ROOT, pageFile(page)),
    withoutScripts(readFileSync(path.join(SITE_DIR, pageFile(page)), "utf8")),
  ]),
);
// The whole project, as production has it: a page that reaches for a backend finds one.
const stack = await startBenchStack({
  only: ["auth", "functions", "hosting", "storage"],
  publicDir: benchSite(anchorFiles),
});
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
/** Each figure's median over the runs. */
const medians = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0])
      .filter((key) => !["version", "benchmarkIndex"].includes(key))
      .map((key) => [key, median(runs.map((run) => run[key]).filter((value) => value !== undefined))]),
  );
try {
  for (const page of PAGES) {
    const runs = [];
    const anchorRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so the machine's load moves the page and its anchor alike.
      runs.push(await lighthouse(bin, chrome, HOSTING_URL + page, path.join(scratch, `run.json`)));
      const anchorUrl = HOSTING_URL + (page === "/" ? ANCHOR_ROOT : ANCHOR_ROOT + page);
      anchorRuns.push(await lighthouse(bin, chrome, anchorUrl, path.join(scratch, `anchor.json`)));
      runs.at(-1).inpMs = await interactionLatency(chrome, HOSTING_URL + page, PAGE_INTERACTIONS[page]);
      // The same page without scripts answers only its FAQ or form fields: the time its own rendering takes.
      const nativeSteps = PAGE_INTERACTIONS[page].filter((step) => WITHOUT_SCRIPTS.has(step));
      if (nativeSteps.length > 0) anchorRuns.at(-1).inpMs = await interactionLatency(chrome, anchorUrl, nativeSteps);
      console.log(
        `${page} run ${run + 1}: performance ${runs.at(-1).performance}, LCP ${Math.round(runs.at(-1).lcpMs)} ms, TBT ${Math.round(runs.at(-1).tbtMs)} ms, CLS ${runs.at(-1).cls}, longest interaction ${Math.round(runs.at(-1).inpMs)} ms; without scripts: TBT ${Math.round(anchorRuns.at(-1).tbtMs)} ms, LCP ${Math.round(anchorRuns.at(-1).lcpMs)} ms, longest interaction ${anchorRuns.at(-1).inpMs ?? "–"} ms; benchmarkIndex ${Math.round(runs.at(-1).benchmarkIndex)}`,
      );
    }
    version = runs[0].version;
    benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex), ...anchorRuns.map((run) => run.benchmarkIndex));
    results[page] = medians(runs);
    const anchor = medians(anchorRuns);
    anchors[page] = {
      performance: anchor.performance,
      fcpMs: anchor.fcpMs,
      lcpMs: anchor.lcpMs,
      tbtMs: anchor.tbtMs,
      cls: anchor.cls,
      inpMs: anchor.inpMs,
    };
  }
} finally {
  await stack.stop();
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
