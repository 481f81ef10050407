#!/usr/bin/env node
// Flat memory: uploads one large video (default 1 GiB) to the embedded server through real tus
// (tus-js-client, chunks sized from the last one's speed as the browser sizes them:
// src/lib/uploads/chunk-size.ts; CHUNK_MB=8 for fixed 8 MiB PATCHes), sampling the server process's resident
// memory from /proc/<pid>/status, then copies the same file over a plain HTTP PUT to a tiny server
// that pipes it to disk, for comparison, and, when the site is built (npm run build:local), the same file
// chosen on /creator-signup in real Chromium. Prints a table and writes its section of bench/report.md and
// bench/report.json (scripts/bench-report.mjs); asserts nothing (figures depend on the machine).
// Run: npm run bench -- upload   (SIZE_MB=1024; needs ffmpeg; uses the Auth emulator on
// FIREBASE_AUTH_EMULATOR_HOST, default 127.0.0.1:9099, starting one there if none answers). Not part of
// npm test: it writes 2 GiB.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { Upload } from "tus-js-client";
import { findBrowserOrPlaywrightOwn } from "./find-browser.mjs";
import { register } from "tsx/esm/api";
import { loadAverage, saveSection } from "./bench-report.mjs";

register();
const { FIRST_CHUNK_BYTES, MAX_CHUNK_BYTES, nextChunkSize } = await import("../src/lib/uploads/chunk-size.ts");

const MiB = 1024 * 1024;
const SIZE = Number(process.env.SIZE_MB ?? 1024) * MiB;
/** A fixed chunk size when CHUNK_MB is set; otherwise adaptive, as the browser client does. */
const FIXED_CHUNK = process.env.CHUNK_MB ? Number(process.env.CHUNK_MB) * MiB : null;
/** How many times each path runs (interleaved); the report gives medians. */
const TRIALS = Number(process.env.TRIALS ?? 3);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const CHUNK_LABEL = FIXED_CHUNK
  ? `${FIXED_CHUNK / MiB} MiB PATCHes`
  : `adaptive PATCHes (256 KiB-${MAX_CHUNK_BYTES / MiB} MiB)`;
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
/** The upload from real Chromium too, when the site is built (npm run build:local); BROWSER=0 skips it. */
const BROWSER =
  process.env.BROWSER !== "0" &&
  existsSync(path.join(fileURLToPath(new URL("..", import.meta.url)), "build/client/creator-signup"));
/** Chromium's ceiling over parallel connections: the same file as this many concurrent PUTs of slices. */
const PARALLEL_STREAMS = (process.env.PARALLEL ?? "2,4").split(",").filter(Boolean).map(Number);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(path.join(os.tmpdir(), "bench-upload-"));
const RAW_TARGET = path.join(work, "raw-copy.mp4");

/** A real MP4 of SIZE bytes: a small ffmpeg clip (moov first) whose mdat is grown with random bytes. */
async function makeVideo() {
  const sample = path.join(work, "sample.mp4");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=1280x720:rate=30", "-t", "2"],
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", sample],
  ]);
  const head = new Uint8Array(readFileSync(sample));
  const view = new DataView(head.buffer);
  let last = 0;
  for (let start = 0; start < head.length; start += view.getUint32(start)) last = start;
  view.setUint32(last, view.getUint32(last) + SIZE - head.length);
  const file = path.join(work, "long take.mp4");
  const out = createWriteStream(file);
  const block = randomBytes(8 * MiB);
  out.write(head);
  for (let left = SIZE - head.length; left > 0; left -= block.length) {
    if (!out.write(left >= block.length ? block : block.subarray(0, left))) {
      await new Promise((resolve) => out.once("drain", resolve));
    }
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return file;
}

/** Resident memory of a process in MiB: now (VmRSS) and the peak since the last reset (VmHWM). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

/** Linux resets VmHWM to the current RSS on "5" (proc(5), clear_refs), so each phase has its own peak. */
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Samples VmRSS every 20 ms while a phase runs, a check on VmHWM. */
function sampler(pid) {
  let highest = 0;
  const timer = setInterval(() => (highest = Math.max(highest, memoryOf(pid).rss)), 20);
  return { stop: () => (clearInterval(timer), highest) };
}

function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
  child.stderr.pipe(process.stderr);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
    let output = "";
    child.stdout.on("data", (data) => {
      output += data;
      const match = ready.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
  });
}

async function anonymousToken() {
  const response = await fetch(`http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`Auth emulator on ${EMULATOR}: ${response.status}`);
  return (await response.json()).idToken;
}

function tusUpload(baseUrl, file, token) {
  const sizes = [];
  let patch = null;
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${baseUrl}/uploads/`,
      chunkSize: FIXED_CHUNK ?? FIRST_CHUNK_BYTES,
      // The same measurement as src/lib/backend/embedded/uploads.ts: each PATCH's bytes over its time.
      onBeforeRequest: (request) => {
        if (request.getMethod() === "PATCH") patch = { at: performance.now(), offset: upload._offset };
      },
      onAfterResponse: (request, response) => {
        if (request.getMethod() !== "PATCH" || !patch) return;
        const offset = Number(response.getHeader("Upload-Offset"));
        sizes.push(upload.options.chunkSize);
        if (!FIXED_CHUNK) {
          upload.options.chunkSize = nextChunkSize(
            upload.options.chunkSize,
            offset - patch.offset,
            performance.now() - patch.at,
          );
        }
      },
      uploadSize: SIZE,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename: path.basename(file), filetype: "video/mp4" },
      onSuccess: ({ lastResponse }) =>
        resolve({
          url: lastResponse.getHeader("Upload-File-Url"),
          duration: lastResponse.getHeader("Upload-File-Duration"),
          chunks: sizes.length,
          largestChunkMiB: Math.max(...sizes) / MiB,
        }),
      // tus-js-client's error carries the whole request; its message says enough.
      onError: (error) => reject(new Error(error.message)),
    });
    upload.start();
  });
}

/**
 * The raw copy: one PUT of the whole file to a server that pipes the request into a file. A GET answers
 * a page with one file input, so Chromium can send the same PUT (the browser's own ceiling).
 */
const RAW_SERVER = `
  const http = require("node:http"), fs = require("node:fs"), { pipeline } = require("node:stream/promises");
  const server = http.createServer((req, res) => {
    if (req.method === "GET") {
      res.setHeader("content-type", "text/html");
      return res.end('<!doctype html><title>raw</title><input type="file" aria-label="File">');
    }
    // "?at=N": one slice of a file sent as parallel PUTs, written in place at byte N.
    const at = new URL(req.url, "http://raw").searchParams.get("at");
    if (at !== null) fs.closeSync(fs.openSync(process.env.TARGET, "a"));
    const target = fs.createWriteStream(process.env.TARGET, at === null ? {} : { flags: "r+", start: Number(at) });
    pipeline(req, target).then(() => res.end("stored"), (error) => {
      res.statusCode = 500; res.end(String(error));
    });
  });
  server.listen(0, "127.0.0.1", () => console.log("raw copy on http://127.0.0.1:" + server.address().port));
`;

function rawPut(url, file) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "PUT", headers: { "content-length": SIZE } }, (response) => {
      response.resume();
      response.on("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`${response.statusCode}`))));
    });
    request.on("error", reject);
    pipeline(createReadStream(file), request).catch(reject);
  });
}

/** Runs `work` with a fresh page of Debian's (or Playwright's own) Chromium, closed after. */
async function inChromium(work) {
  const browser = await chromium.launch({
    executablePath: await findBrowserOrPlaywrightOwn(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    return await work(await browser.newPage());
  } finally {
    await browser.close();
  }
}

/**
 * The same file sent by Chromium itself to the raw server: one PUT (fetch with the File as body), or
 * `streams` concurrent PUTs of equal slices (what one browser can send at most over parallel connections).
 */
function browserRawPut(rawUrl, file, streams = 1) {
  return inChromium(async (page) => {
    await page.goto(rawUrl);
    await page.getByLabel("File").setInputFiles(file);
    // The slices are written in place: emptied first, as a single PUT empties it (see removeUpload).
    if (streams > 1) truncateSync(RAW_TARGET, 0);
    const ms = await page.evaluate(async (streams) => {
      const chosen = document.querySelector("input").files[0];
      const part = Math.ceil(chosen.size / streams);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: streams }, async (_, index) => {
          const body = streams === 1 ? chosen : chosen.slice(index * part, (index + 1) * part);
          const response = await fetch(streams === 1 ? "/" : `/?at=${index * part}`, { method: "PUT", body });
          await response.text();
          if (!response.ok) throw new Error(`raw PUT from Chromium: ${response.status}`);
        }),
      );
      return performance.now() - started;
    }, streams);
    return { seconds: ms / 1000, chunks: streams };
  });
}

/**
 * The same file chosen on /creator-signup in real Chromium: the site's own upload client (fingerprint,
 * anonymous session, tus with chunks sized from the measured speed) until the row says it is uploaded.
 */
function browserUpload(baseUrl, file) {
  return inChromium(async (page) => {
    await page.goto(`${baseUrl}/creator-signup`, { waitUntil: "networkidle" });
    const main = page.locator("main");
    const name = path.basename(file);
    const patches = [];
    // A chunk's size is what its PATCH moved the offset by (Chromium does not expose a Blob body's length).
    page.on("requestfinished", async (request) => {
      if (request.method() !== "PATCH") return;
      const response = await request.response();
      const from = Number(request.headers()["upload-offset"]);
      const to = Number(response?.headers()["upload-offset"]);
      patches.push(Number.isFinite(from) && Number.isFinite(to) ? to - from : 0);
    });
    // Timed by the page's own clock, from the input's change event to the row's "Remove" button (a
    // Playwright wait polls, and would add up to a second).
    await page.evaluate((label) => {
      const marks = (window.__uploadMarks = {});
      document.addEventListener("change", () => (marks.chosen ??= performance.now()), true);
      new MutationObserver(() => {
        if (!marks.done && document.querySelector(`button[aria-label="${label}"]`)) marks.done = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    }, `Remove ${name}`);
    await main.getByLabel("Your videos").setInputFiles(file);
    await main.getByRole("button", { name: `Remove ${name}` }).waitFor({ timeout: 600_000 });
    const marks = await page.evaluate(() => window.__uploadMarks);
    // Removed once measured, as the site's Remove does (the file is deleted from storage): see removeUpload.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "DELETE" && response.ok()),
      main.getByRole("button", { name: `Remove ${name}` }).click(),
    ]);
    if (process.env.TIMELINE) {
      // TIMELINE=1: each request of the upload by the page's clock, from the file's choice.
      const entries = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((e) => [e.name, e.startTime, e.responseEnd]),
      );
      for (const [url, from, to] of entries.filter(([, , to]) => to >= marks.chosen)) {
        console.log(`${(from - marks.chosen).toFixed(0)}–${(to - marks.chosen).toFixed(0)} ms ${url.slice(0, 70)}`);
      }
      console.log(`${(marks.done - marks.chosen).toFixed(0)} ms: Remove shown`);
    }
    return {
      seconds: (marks.done - marks.chosen) / 1000,
      chunks: patches.length,
      largest: Math.max(...patches) / MiB,
    };
  });
}

/**
 * Each upload is deleted once measured, as the raw copy overwrites its one file: in this VM a write into
 * pages a deleted file just freed runs about four times as fast as one into fresh memory (1 GiB written with
 * writeSync after a sync: about 1100 MiB/s over the same file, 300 MiB/s as a new file beside the earlier
 * ones), so uploads that kept piping new gigabytes beside the earlier ones were measured against a copy
 * that never did.
 */
async function removeUpload(url, token) {
  const removed = await fetch(url, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
  if (!removed.ok) throw new Error(`Deleting the measured upload: ${removed.status}`);
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(pid, phase) {
  // Each phase starts with no dirty pages: an earlier phase's gigabyte being written back to disk
  // meanwhile would slow whichever phase came next (the raw copy overwrites its one file, the uploads
  // add a new one each time, so without this the later uploads paid for the earlier ones).
  execFileSync("sync");
  await settle(2_000);
  const before = memoryOf(pid);
  resetPeak(pid);
  const samples = sampler(pid);
  const started = performance.now();
  const result = await phase();
  const seconds = (performance.now() - started) / 1000;
  const during = { sampled: samples.stop(), peak: memoryOf(pid).peak };
  await settle(3_000);
  return { before, during, after: memoryOf(pid), seconds, result };
}

/** The Auth emulator on EMULATOR, started here (and stopped at the end) when none answers. */
async function ensureAuthEmulator() {
  const answers = () =>
    fetch(`http://${EMULATOR}/`).then(
      () => true,
      () => false,
    );
  if (await answers()) return null;
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/firebase"),
    ["emulators:start", "--only", "auth", "--project", process.env.FIREBASE_PROJECT_ID ?? "demo-ugc-marketplace"],
    { cwd: ROOT, stdio: "ignore" },
  );
  const until = Date.now() + 120_000;
  while (!(await answers())) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`No Auth emulator on ${EMULATOR}`);
    await settle(1_000);
  }
  return child;
}

const date = new Date().toISOString();
const loadBefore = loadAverage();
const emulator = await ensureAuthEmulator();
const file = await makeVideo();
console.log(`${(SIZE / MiB).toFixed(0)} MiB video at ${file}`);

const embedded = await startProcess(
  ["--import", "tsx", "src/server/main.ts"],
  {
    NODE_ENV: "development",
    DATA_DIR: path.join(work, "data"),
    PORT: "0",
    SEED: "off",
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
    // The built site (npm run build:local), for the upload from Chromium.
    ...(BROWSER ? { STATIC_DIR: "build/client" } : {}),
  },
  /embedded backend on (http:\/\/[^/\s]+)/,
);
const raw = await startProcess(["-e", RAW_SERVER], { TARGET: RAW_TARGET }, /raw copy on (\S+)/);

try {
  const token = await anonymousToken();
  // Every path runs TRIALS times, interleaved, so that the machine's load moves all of them alike; each
  // figure is the median of its trials and the ratios are the medians of each trial's own ratio.
  const trials = [];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const tus = await measure(embedded.child.pid, () => tusUpload(embedded.url, file, token));
    const stored = await fetch(embedded.url + tus.result.url, { method: "HEAD" });
    if (Number(stored.headers.get("content-length")) !== SIZE) throw new Error("The stored upload has the wrong size");
    await removeUpload(embedded.url + tus.result.url, token);
    const copy = await measure(raw.child.pid, () => rawPut(raw.url, file));
    const fromBrowser = BROWSER ? await measure(embedded.child.pid, () => browserUpload(embedded.url, file)) : null;
    // From choosing the file to "uploaded", without starting the browser and loading the page.
    if (fromBrowser) fromBrowser.seconds = fromBrowser.result.seconds;
    const rawFromBrowser = BROWSER ? await measure(raw.child.pid, () => browserRawPut(raw.url, file)) : null;
    if (rawFromBrowser) rawFromBrowser.seconds = rawFromBrowser.result.seconds;
    const parallel = {};
    for (const streams of BROWSER ? PARALLEL_STREAMS : []) {
      const run = await measure(raw.child.pid, () => browserRawPut(raw.url, file, streams));
      parallel[`rawFromBrowserX${streams}`] = { ...run, seconds: run.result.seconds };
    }
    trials.push({ tus, copy, fromBrowser, rawFromBrowser, ...parallel });
    console.log(
      `trial ${trial + 1}/${TRIALS}: ` +
        Object.entries({ tus, copy, fromBrowser, rawFromBrowser, ...parallel })
          .filter(([, run]) => run)
          .map(([name, run]) => `${name} ${(SIZE / MiB / run.seconds).toFixed(0)} MiB/s`)
          .join(", "),
    );
  }

  const paths = [
    ["tus", `tus-js-client in Node, ${CHUNK_LABEL}`],
    ["copy", "raw PUT piped to disk, tiny server"],
    ...(BROWSER
      ? [
          ["fromBrowser", "Chromium on /creator-signup (the site's client)"],
          ["rawFromBrowser", "raw PUT from Chromium (fetch), tiny server"],
          ...PARALLEL_STREAMS.map((streams) => [
            `rawFromBrowserX${streams}`,
            `${streams} parallel PUTs of slices from Chromium (fetch), tiny server`,
          ]),
        ]
      : []),
  ];
  const growth = (run) => run.during.peak - run.before.rss;
  /** One path over its trials: the median speed, and the worst memory of any trial. */
  const summary = (key) => {
    const runs = trials.map((trial) => trial[key]);
    const worst = runs.reduce((a, b) => (growth(b) > growth(a) ? b : a));
    const chunks = runs.map((run) => run.result?.chunks ?? 1);
    return {
      mibPerS: median(runs.map((run) => SIZE / MiB / run.seconds)),
      allMibPerS: runs.map((run) => SIZE / MiB / run.seconds),
      seconds: median(runs.map((run) => run.seconds)),
      rssBefore: worst.before.rss,
      peak: worst.during.peak,
      sampledMax: worst.during.sampled,
      rssAfter: worst.after.rss,
      growth: growth(worst),
      patches: median(chunks),
    };
  };
  const ratio = (fast, slow) => median(trials.map((trial) => trial[slow].seconds / trial[fast].seconds));
  const summaries = Object.fromEntries(paths.map(([key]) => [key, summary(key)]));

  const rows = [
    ["Path", "MiB/s (median)", "each trial", "RSS before", "peak (VmHWM)", "max sampled", "RSS after"],
    ...paths.map(([key, name]) => {
      const run = summaries[key];
      return [
        name,
        run.mibPerS.toFixed(0),
        run.allMibPerS.map((value) => value.toFixed(0)).join(" / "),
        `${run.rssBefore.toFixed(0)} MiB`,
        `${run.peak.toFixed(0)} MiB`,
        `${run.sampledMax.toFixed(0)} MiB`,
        `${run.rssAfter.toFixed(0)} MiB`,
      ];
    }),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
  console.log(`content check: ${trials[0].tus.result.duration} s of video recorded`);
  console.log(`tus/raw: ${ratio("tus", "copy").toFixed(2)}x (median of ${TRIALS})`);
  if (BROWSER) {
    console.log(`Chromium/raw: ${ratio("fromBrowser", "copy").toFixed(2)}x`);
    console.log(
      `Chromium's own raw PUT/raw: ${ratio("rawFromBrowser", "copy").toFixed(2)}x; ` +
        `the site's client/Chromium's raw PUT: ${ratio("fromBrowser", "rawFromBrowser").toFixed(2)}x`,
    );
    for (const streams of PARALLEL_STREAMS) {
      console.log(`Chromium's ${streams} parallel PUTs/raw: ${ratio(`rawFromBrowserX${streams}`, "copy").toFixed(2)}x`);
    }
  }
  await saveSection(
    "upload",
    {
      sizeMiB: SIZE / MiB,
      trials: TRIALS,
      paths: paths.map(([key, name]) => ({ name, ...summaries[key] })),
      browserToRaw: BROWSER ? ratio("fromBrowser", "copy") : null,
      browserToBrowserRaw: BROWSER ? ratio("fromBrowser", "rawFromBrowser") : null,
      browserRawToRaw: BROWSER ? ratio("rawFromBrowser", "copy") : null,
      browserParallelToRaw: BROWSER
        ? Object.fromEntries(PARALLEL_STREAMS.map((n) => [n, ratio(`rawFromBrowserX${n}`, "copy")]))
        : null,
      tusToRaw: ratio("tus", "copy"),
      browserPeakGrowthMiB: BROWSER ? summaries.fromBrowser.growth : null,
      tusPeakGrowthMiB: summaries.tus.growth,
      rawPeakGrowthMiB: summaries.copy.growth,
    },
    { date, loadBefore, loadAfter: loadAverage() },
  );
} finally {
  embedded.child.kill("SIGTERM");
  raw.child.kill("SIGTERM");
  emulator?.kill("SIGINT");
  rmSync(work, { recursive: true, force: true });
}
