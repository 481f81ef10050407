#!/usr/bin/env node
// `npm run bench -- upload`: one large MP4 (BENCH_UPLOAD_MIB, default 1024) sent from Debian's Chromium
// (Playwright) to the Storage emulator of the bench's own emulator project (bench-stack.mjs), three ways,
// interleaved TRIALS times (default 3):
//   - site: chosen on /creator-signup of the emulator build (npm run build:firebase-emulated), so the
//     site's own Firebase upload client (src/lib/backend/firebase/uploads.ts, upload-client.ts) sends it;
//   - sdk: the Firebase JS SDK's own uploadBytesResumable, from a page of the same origin;
//   - raw (the anchor): raw requests carrying every byte to the same emulator (a resumable session opened,
//     then the file in 128 MiB "upload" requests, the last one "upload, finalize": the emulator refuses a
//     request body over 130 MB), what Chromium and the emulator can do at most.
// Each is timed by the page's clock, from the file's choice (site) or the call (sdk, raw; the anonymous
// session is made before) to the upload's end, and deleted once measured. Memory: the peak resident memory
// (VmHWM) of the emulators' process over its resident memory before. Needs ffmpeg-free nothing: the video is
// the committed sample MP4 grown to the size with random bytes. Writes its section of bench/report.md and
// bench/report.json (scripts/bench-report.mjs).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { register } from "tsx/esm/api";
import { loadAverage, saveSection } from "./bench-report.mjs";
import { benchSite, HOSTING_URL, ROOT, SITE_DIR, startBenchStack } from "./bench-stack.mjs";
import { BUCKET, emulatorHost as host, PROJECT_ID } from "./emulators/index.ts";
import { findBrowserOrPlaywrightOwn } from "./find-browser.ts";
import { env } from "./env.ts";

register();
const { sampleVideoHead } = await import("../testing/fixtures/sample-videos.ts");

const MiB = 1024 * 1024;
const SIZE_MIB = env.BENCH_UPLOAD_MIB;
const SIZE = SIZE_MIB * MiB;
const TRIALS = env.TRIALS;
/** The Storage emulator parses each upload request's body whole with a 130 MB limit (firebase-tools'
 *  storage/apis/firebase.js): the anchor sends the file in as few requests as that allows. */
const RAW_CHUNK = 128 * MiB;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The bench page's script: the Firebase SDK's upload, and the raw request, on window.bench. */
const PAGE_SCRIPT = `
import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import { connectStorageEmulator, deleteObject, getStorage, ref, uploadBytesResumable } from "firebase/storage";

const app = initializeApp({ apiKey: "demo-key", projectId: ${JSON.stringify(PROJECT_ID)}, storageBucket: ${JSON.stringify(BUCKET)} });
const auth = getAuth(app);
connectAuthEmulator(auth, "http://${host("auth")}", { disableWarnings: true });
const storage = getStorage(app);
connectStorageEmulator(storage, "127.0.0.1", ${host("storage").split(":")[1]});
const chosen = () => document.querySelector("input").files[0];
const RAW_CHUNK = ${RAW_CHUNK};
const session = async () => auth.currentUser ?? (await signInAnonymously(auth)).user;
// As the site does, each upload is opened with the openUpload function first: storage.rules take only the
// object it granted, of the declared size and type.
const objectPath = async (user, how, file) => {
  const answer = await fetch("/api/open-upload", {
    method: "POST",
    headers: { authorization: "Bearer " + (await user.getIdToken()), "content-type": "application/json" },
    body: JSON.stringify({ name: how + ".mp4", size: file.size, contentType: "video/mp4" }),
  });
  if (!answer.ok) throw new Error("open-upload: " + answer.status + " " + (await answer.text()));
  return (await answer.json()).path;
};

window.bench = {
  async sdk() {
    const file = chosen();
    const user = await session();
    const target = ref(storage, await objectPath(user, "sdk", file));
    const started = performance.now();
    await uploadBytesResumable(target, file, { contentType: "video/mp4" });
    const ms = performance.now() - started;
    await deleteObject(target);
    return ms;
  },
  async raw() {
    const file = chosen();
    const user = await session();
    const token = await user.getIdToken();
    const name = await objectPath(user, "raw", file);
    const base = "http://${host("storage")}/v0/b/${BUCKET}/o";
    const started = performance.now();
    const start = await fetch(base + "?name=" + encodeURIComponent(name), {
      method: "POST",
      headers: {
        authorization: "Firebase " + token,
        "content-type": "application/json",
        "x-goog-upload-protocol": "resumable",
        "x-goog-upload-command": "start",
        "x-goog-upload-header-content-length": String(file.size),
        "x-goog-upload-header-content-type": "video/mp4",
      },
      body: JSON.stringify({ name, contentType: "video/mp4" }),
    });
    if (!start.ok) throw new Error("raw start: " + start.status + " " + (await start.text()));
    // The emulator reads each request's body whole, up to 130 MB: the fewest requests it takes.
    const address = start.headers.get("x-goog-upload-url");
    for (let offset = 0; offset < file.size; offset += RAW_CHUNK) {
      const last = offset + RAW_CHUNK >= file.size;
      const upload = await fetch(address, {
        method: "POST",
        headers: {
          authorization: "Firebase " + token,
          "x-goog-upload-command": last ? "upload, finalize" : "upload",
          "x-goog-upload-offset": String(offset),
        },
        body: file.slice(offset, offset + RAW_CHUNK),
      });
      if (!upload.ok) throw new Error("raw upload: " + upload.status + " " + (await upload.text()));
    }
    const ms = performance.now() - started;
    await deleteObject(ref(storage, name));
    return ms;
  },
};
`;

/** A real MP4 of SIZE bytes: the committed sample (moov first) whose mdat is grown with random bytes. */
async function makeVideo(directory) {
  const file = path.join(directory, "long take.mp4");
  const head = sampleVideoHead(SIZE);
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

async function inChromium(work) {
  const browser = await chromium.launch({
    executablePath: await findBrowserOrPlaywrightOwn(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage();
    let requests = 0;
    // Requests that carry bytes to Storage: the upload's chunks (or its one request).
    page.on("request", (request) => {
      const command = request.headers()["x-goog-upload-command"] ?? "";
      if (request.url().startsWith(`http://${host("storage")}/`) && command.includes("upload")) requests += 1;
    });
    // Refused upload requests (the emulator's 413 for a body over 130 MB): the client sends those bytes again.
    let refused = 0;
    page.on("response", (response) => {
      const command = response.request().headers()["x-goog-upload-command"] ?? "";
      if (command.includes("upload") && response.status() >= 400) refused += 1;
    });
    const ms = await work(page);
    return { seconds: ms / 1000, requests, refused };
  } finally {
    await browser.close();
  }
}

/** The file chosen on /creator-signup: the site's client, until its row offers "Remove" (then removed). */
const sitePath = (file) =>
  inChromium(async (page) => {
    await page.goto(`${HOSTING_URL}/creator-signup`, { waitUntil: "networkidle" });
    const main = page.locator("main");
    const name = path.basename(file);
    // Timed by the page's clock, from the input's change event to the row's "Remove" button.
    await page.evaluate((label) => {
      const marks = (window.__uploadMarks = {});
      document.addEventListener("change", () => (marks.chosen ??= performance.now()), true);
      new MutationObserver(() => {
        if (!marks.done && document.querySelector(`button[aria-label="${label}"]`)) marks.done = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    }, `Remove ${name}`);
    await main.getByLabel("Your videos").setInputFiles(file);
    await main.getByRole("button", { name: `Remove ${name}` }).waitFor({ timeout: 900_000 });
    const marks = await page.evaluate(() => window.__uploadMarks);
    await main.getByRole("button", { name: `Remove ${name}` }).click();
    await main.getByRole("button", { name: `Remove ${name}` }).waitFor({ state: "detached" });
    return marks.done - marks.chosen;
  });

/** The bench page: the file chosen, then window.bench[how]() (the SDK's upload or the raw request). */
const benchPagePath = (file, how) =>
  inChromium(async (page) => {
    await page.goto(`${HOSTING_URL}/__bench/upload.html`);
    await page.getByLabel("File").setInputFiles(file);
    return page.evaluate((name) => window.bench[name](), how);
  });

const PATHS = [
  ["site", "the site's client, /creator-signup (uploads.ts)", sitePath],
  ["sdk", "Firebase JS SDK uploadBytesResumable", (file) => benchPagePath(file, "sdk")],
  ["raw", "raw 128 MiB requests (the anchor)", (file) => benchPagePath(file, "raw")],
];

if (!env.SKIP_BUILD && !existsSync(path.join(SITE_DIR, "creator-signup")))
  execFileSync("npm", ["run", "build:firebase-emulated"], { stdio: "inherit", cwd: ROOT });
const work = mkdtempSync(path.join(os.tmpdir(), "bench-upload-"));
const bundle = await build({
  stdin: { contents: PAGE_SCRIPT, resolveDir: ROOT, loader: "js" },
  bundle: true,
  format: "esm",
  write: false,
  minify: true,
  logLevel: "warning",
});
const site = benchSite({
  "__bench/upload.html":
    '<!doctype html><html lang="en"><title>Upload bench</title><input type="file" aria-label="File"><script type="module" src="/__bench/upload.js"></script></html>',
  "__bench/upload.js": bundle.outputFiles[0].contents,
});
const date = new Date().toISOString();
const loadBefore = loadAverage();
const file = await makeVideo(work);
console.log(`${SIZE_MIB} MiB video at ${file}`);
const stack = await startBenchStack({ only: ["auth", "functions", "hosting", "storage"], publicDir: site });
try {
  const trials = [];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const runs = {};
    for (const [key, , run] of PATHS) {
      // No earlier upload's bytes still being written back to disk meanwhile.
      execFileSync("sync");
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const before = memoryOf(stack.pid);
      writeFileSync(`/proc/${stack.pid}/clear_refs`, "5");
      const result = await run(file);
      runs[key] = { ...result, growth: memoryOf(stack.pid).peak - before.rss };
    }
    trials.push(runs);
    console.log(
      `trial ${trial + 1}/${TRIALS}: ` +
        PATHS.map(
          ([key]) => `${key} ${(SIZE_MIB / runs[key].seconds).toFixed(0)} MiB/s (${runs[key].requests} requests)`,
        ).join(", "),
    );
  }
  const paths = PATHS.map(([key, name]) => {
    const runs = trials.map((trial) => trial[key]);
    return {
      key,
      name,
      mibPerS: median(runs.map((run) => SIZE_MIB / run.seconds)),
      allMibPerS: runs.map((run) => SIZE_MIB / run.seconds),
      ratioToRaw: median(trials.map((trial) => trial.raw.seconds / trial[key].seconds)),
      requests: median(runs.map((run) => run.requests)),
      refused: Math.max(...runs.map((run) => run.refused)),
      peakGrowthMiB: Math.max(...runs.map((run) => run.growth)),
    };
  });
  for (const p of paths)
    console.log(`${p.name}: ${p.mibPerS.toFixed(0)} MiB/s, ${p.ratioToRaw.toFixed(2)}x of the raw request`);
  await saveSection(
    "upload",
    { sizeMiB: SIZE_MIB, trials: TRIALS, paths },
    { date, loadBefore, loadAfter: loadAverage() },
  );
} finally {
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
}
