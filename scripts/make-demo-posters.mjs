#!/usr/bin/env node
// Draws the poster of every video the emulators' seed gives its demo applications, with the product's own
// `makePoster` (src/features/creator-application/file-facts.ts) running in Chromium, as an applicant's
// browser draws it, and writes it to functions/src/firebase/seed/posters/ for the seed to send with the application.
// Run after changing the demo videos: node --import tsx scripts/make-demo-posters.mjs (needs a Chromium,
// scripts/find-browser.ts). A clip this browser cannot decode (HEVC in Chromium) gets no poster, as in the form.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import { DEMO_APPLICATIONS } from "../functions/src/firebase/seed/demo-applications.ts";
import { DEMO_POSTER_DIR, posterFileName } from "../functions/src/firebase/seed/demo-posters.ts";
import { findBrowserOrPlaywrightOwn } from "./find-browser.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const OUT = path.join(ROOT, DEMO_POSTER_DIR);

const bundle = await build({
  entryPoints: [path.join(ROOT, "src/features/creator-application/file-facts.ts")],
  bundle: true,
  write: false,
  format: "iife",
  globalName: "fileFacts",
  platform: "browser",
  tsconfig: path.join(ROOT, "tsconfig.json"),
  logLevel: "silent",
});

const executablePath = await findBrowserOrPlaywrightOwn();
if (!executablePath) throw new Error("No Chromium found (see scripts/find-browser.ts).");
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>posters</title>");
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const sources = [...new Set(DEMO_APPLICATIONS.flatMap((application) => application.videos.map((v) => v.source)))];
  for (const source of sources) {
    const bytes = readFileSync(path.join(ROOT, source)).toString("base64");
    const address = await page.evaluate(
      async ({ base64, name }) => {
        const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const type = name.endsWith(".mov") ? "video/quicktime" : "video/mp4";
        return window.fileFacts.makePoster(new File([data], name, { type }));
      },
      { base64: bytes, name: path.basename(source) },
    );
    const match = address && /^data:(image\/(?:webp|jpeg));base64,(.+)$/.exec(address);
    if (!match) {
      console.log(`${source}: no poster (this browser cannot decode it)`);
      continue;
    }
    const file = posterFileName(source, match[1]);
    writeFileSync(path.join(OUT, file), Buffer.from(match[2], "base64"));
    console.log(`${source}: ${file}`);
  }
} finally {
  await browser.close();
}
