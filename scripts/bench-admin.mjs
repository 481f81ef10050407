#!/usr/bin/env node
// Times the review queue in real Chromium with 5,000 seeded applications:
//   npm run bench -- admin [runs]      (or node scripts/bench-admin.mjs [runs]; default 10 runs)
// starts the stack itself (node scripts/stack.mjs serve on PORT, default 4305, with a fresh DATA_DIR and
// SEED_APPLICATIONS=5000, serving build/client: run npm run build:local first), and writes its section of
// bench/report.md and bench/report.json (scripts/bench-report.mjs). With EXISTING_STACK=1 it uses a stack
// already running on PORT or BASE_URL instead, e.g.
//   DATA_DIR=.data/bench SEED_APPLICATIONS=5000 PORT=4305 node scripts/stack.mjs serve
// 1. First rows: a fresh load of /admin/applications with the admin's session restored; from the
//    moment the panel's frame appears (session and backend ready: "sign-in data is ready") to the
//    first 50 rows on screen, and from navigation start for context.
// 2. Next page: from the click on Next to the next 50 rows on screen (then back with Previous).
// Reports medians and worst runs; nothing is asserted (docs/performance.md records the figures).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadAverage, saveSection } from "./bench-report.mjs";

const RUNS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10);
const OWN_STACK = process.env.EXISTING_STACK !== "1";
process.env.PORT ??= "4305";
// After PORT is settled: admin-browser.mjs reads it when loaded.
const { BASE_URL, launch, signedInPage } = await import("./admin-browser.mjs");
const ROWS = 50;

// Runs in the page before any of its scripts: notes when the frame and the first 50 rows appear.
const OBSERVE = `
  window.__adminBench = {};
  const check = () => {
    const marks = window.__adminBench;
    if (marks.shell === undefined && document.getElementById("admin-sidebar")) marks.shell = performance.now();
    if (marks.rows === undefined && document.querySelectorAll("[data-review-row]").length >= ${ROWS}) {
      marks.rows = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

/** Clicks `button` and resolves with the ms until a different page of 50 rows is painted. */
function timePageTurn(label) {
  return new Promise((resolve) => {
    const rowsNow = () => [...document.querySelectorAll("[data-review-row]")];
    const before = rowsNow()[0]?.getAttribute("href");
    const button = [...document.querySelectorAll("nav[aria-label='Application pages'] button")].find(
      (candidate) => candidate.textContent === label,
    );
    const start = performance.now();
    button.click();
    const check = () => {
      const rows = rowsNow();
      if (rows.length === 50 && rows[0].getAttribute("href") !== before) {
        // The frame after the change is the one the admin sees.
        requestAnimationFrame(() => resolve(performance.now() - start));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const worst = (values) => Math.max(...values);
const fmt = (values) =>
  `median ${median(values).toFixed(0)} ms, worst ${worst(values).toFixed(0)} ms (n=${values.length})`;

/** The stack on PORT with 5,000 seeded applications, on a data directory of its own. */
async function startStack() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  const child = spawn(process.execPath, ["scripts/stack.mjs", "serve"], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_APPLICATIONS: "5000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The stack exited (${child.exitCode})`);
    try {
      if ((await fetch(BASE_URL)).ok) break;
    } catch {
      // Seeding 5,000 applications comes before the server listens.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // stack.mjs stops its Auth emulator, inbox and server on SIGINT, like Ctrl-C.
      child.kill("SIGINT");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const summary = (values) => ({ median: median(values), worst: worst(values), n: values.length });
const date = new Date().toISOString();
const loadBefore = loadAverage();
const stack = OWN_STACK ? await startStack() : null;
const widths = [];
let applications = 0;
const browser = await launch();
try {
  for (const width of [1280, 390]) {
    const page = await signedInPage(browser, { width, path: "/admin/applications" });
    // Refusals (e.g. 429 from too many live connections) would explain a slow run.
    const refused = [];
    page.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.waitForSelector("[data-review-row]");
    const total = await page.getByRole("button", { name: /^All \(/ }).textContent();
    await page.addInitScript(OBSERVE);
    const firstRows = [];
    const fromNavigation = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto("/admin/applications", { waitUntil: "commit" });
      await page.waitForFunction(() => window.__adminBench?.rows !== undefined, null, { timeout: 30_000 });
      const marks = await page.evaluate(() => window.__adminBench);
      firstRows.push(marks.rows - marks.shell);
      fromNavigation.push(marks.rows);
    }
    const next = [];
    const previous = [];
    for (let run = 0; run < RUNS; run++) {
      next.push(await page.evaluate(timePageTurn, "Next"));
      if (run % 3 === 2) {
        previous.push(await page.evaluate(timePageTurn, "Previous"));
      }
    }
    console.log(`${width} px, ${total?.trim()} applications`);
    console.log(`  first ${ROWS} rows after the panel is ready: ${fmt(firstRows)}`);
    console.log(`  first ${ROWS} rows from navigation start:    ${fmt(fromNavigation)}`);
    console.log(`  next page:                                   ${fmt(next)}`);
    console.log(`  previous page:                               ${fmt(previous)}`);
    if (refused.length > 0) console.log(`  refused requests: ${refused.join(", ")}`);
    applications = Number(/\d[\d,]*/.exec(total ?? "")?.[0].replace(/,/g, "") ?? 0);
    widths.push({
      width,
      firstRows: summary(firstRows),
      fromNavigation: summary(fromNavigation),
      next: summary(next),
      previous: summary(previous),
      refused: refused.length,
    });
    await page.context().close();
  }
} finally {
  await browser.close();
  await stack?.stop();
}
await saveSection("admin", { applications, runs: RUNS, widths }, { date, loadBefore, loadAfter: loadAverage() });
