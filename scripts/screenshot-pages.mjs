#!/usr/bin/env node
// Full-page screenshots of every public page at 390 and 1280 px, and a pixel comparison of two such sets,
// so a change that must not alter what a visitor sees can be checked before it is merged.
//   npm run screenshots -- shoot <dir>           against a running `npm run serve` (it builds nothing)
//   npm run screenshots -- compare <before> <after>  writes <after>/diff/<name> (before | after, rows that differ)
// The site is read from BASE_URL, else http://127.0.0.1:$PORT (default 4173). Exit code 1 when a compare differs.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync, inflateSync } from "node:zlib";
import { BROWSER_ARGS, findBrowser } from "./find-browser.ts";
import { env } from "./env.ts";

const PAGES = {
  home: "/",
  creator: "/creator",
  "creator-signup": "/creator-signup",
  "brand-signup": "/brand-signup",
  prices: "/prices",
  contact: "/contact",
  blog: "/blog",
  "how-it-works": "/how-it-works",
  terms: "/terms",
  "privacy-policy": "/privacy-policy",
  "cookie-policy": "/cookie-policy",
  signin: "/signin",
  dashboard: "/dashboard",
  admin: "/admin",
  "not-found": "/no-such-page",
};
const WIDTHS = [390, 1280];
const HEIGHTS = { 390: 844, 1280: 800 };
const SHOT_ARGS = [...BROWSER_ARGS, "--hide-scrollbars"];

/** Every screenshot: each page at each width, the cookie banner as a first visit sees it, the open phone menu. */
function plannedShots() {
  const shots = [];
  for (const width of WIDTHS) {
    for (const [name, pathname] of Object.entries(PAGES)) {
      shots.push({ name: `${name}-${width}`, pathname, width, consent: true });
    }
    shots.push({ name: `home-cookie-banner-${width}`, pathname: "/", width, consent: false, fullPage: false });
  }
  shots.push({
    name: "home-menu-open-390",
    pathname: "/",
    width: 390,
    consent: true,
    fullPage: false,
    before: (page) => page.getByRole("button", { name: "Open menu" }).click(),
  });
  return shots;
}

async function shoot(dir) {
  const { chromium } = await import("@playwright/test");
  const base = env.BASE_URL ?? `http://127.0.0.1:${env.PORT}`;
  // ONLY=home-1280 (a substring of the file names) re-takes just those shots.
  const shots = plannedShots().filter((shot) => !env.ONLY || shot.name.includes(env.ONLY));
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findBrowser(), args: SHOT_ARGS });
  try {
    for (const shot of shots) await shootPage(browser, base, shot, path.join(dir, `${shot.name}.png`));
  } finally {
    await browser.close();
  }
}

async function shootPage(browser, base, { pathname, width, consent, fullPage = true, before }, file) {
  const context = await browser.newContext({
    viewport: { width, height: HEIGHTS[width] },
    reducedMotion: "reduce",
    hasTouch: width < 600,
  });
  if (consent) await context.addCookies([{ name: "CookieConsent", value: "true", url: base }]);
  const page = await context.newPage();
  await page.goto(base + pathname, { waitUntil: "networkidle" });
  if (fullPage) await revealWholePage(page);
  if (before) await before(page);
  await settle(page);
  await page.screenshot({ path: file, fullPage, animations: "disabled", caret: "hide" });
  await context.close();
  console.log(`shot ${path.basename(file)}`);
}

/**
 * Scrolls to the bottom a screen at a time so in-view reveals, lazy sections and lazy images all run.
 * A second pass catches sections whose lazy chunk arrived after the first pass had scrolled past them.
 */
async function revealWholePage(page) {
  for (let pass = 0; pass < 2; pass++) {
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(80);
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function settle(page) {
  await page.evaluate(async () => {
    // Clips go back to their posters: a playing video would show a different frame on every run.
    for (const video of document.querySelectorAll("video")) {
      video.pause();
      video.removeAttribute("src");
      video.load();
    }
    await document.fonts.ready;
    // Lazy images in hidden tab panels never load, so only images that are laid out are waited for.
    const pending = [...document.images].filter((image) => !image.complete && image.getClientRects().length > 0);
    const loaded = Promise.all(pending.map((image) => new Promise((done) => (image.onload = image.onerror = done))));
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))]);
  });
  // Reveal fades are JavaScript-driven (not covered by reduced motion's CSS) and last up to ~0.8 s.
  await page.waitForTimeout(1200);
}

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) to its raw pixels. */
function decodePng(buffer) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString("ascii", offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error("only 8-bit non-interlaced PNGs are supported");
      channels = { 2: 3, 6: 4 }[body[9]];
      if (!channels) throw new Error(`unsupported PNG colour type ${body[9]}`);
    } else if (type === "IDAT") data.push(body);
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Writes 8-bit RGBA pixels as a PNG. */
function encodePng(width, height, pixels) {
  const chunk = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const rgba = (image, pixel) => {
  const at = pixel * image.channels;
  return [...image.pixels.subarray(at, at + 3), image.channels === 4 ? image.pixels[at + 3] : 255];
};

/** Counts differing pixels; for a reviewer, writes the band of rows that differ as before | after. */
function comparePngs(fileA, fileB, diffFile) {
  const a = readFileSync(fileA);
  const b = readFileSync(fileB);
  if (a.equals(b)) return "identical";
  const imageA = decodePng(a);
  const imageB = decodePng(b);
  if (imageA.width !== imageB.width || imageA.height !== imageB.height) {
    return `size differs: ${imageA.width}x${imageA.height} → ${imageB.width}x${imageB.height}`;
  }
  const { width } = imageA;
  let different = 0;
  let firstRow = -1;
  let lastRow = -1;
  for (let pixel = 0; pixel < width * imageA.height; pixel++) {
    if (rgba(imageA, pixel).every((value, k) => value === rgba(imageB, pixel)[k])) continue;
    different++;
    const row = Math.floor(pixel / width);
    if (firstRow < 0) firstRow = row;
    lastRow = row;
  }
  if (different === 0) return "identical pixels";
  const rows = lastRow - firstRow + 1;
  const band = Buffer.alloc(width * 2 * rows * 4);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = (firstRow + y) * width + x;
      band.set(rgba(imageA, pixel), (y * width * 2 + x) * 4);
      band.set(rgba(imageB, pixel), (y * width * 2 + width + x) * 4);
    }
  }
  mkdirSync(path.dirname(diffFile), { recursive: true });
  writeFileSync(diffFile, encodePng(width * 2, rows, band));
  return `${different} pixels differ, rows ${firstRow}–${lastRow} (see ${diffFile})`;
}

function compare(before, after) {
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].filter((n) => n.endsWith(".png")).sort();
  let failed = 0;
  for (const name of names) {
    const [fileA, fileB] = [path.join(before, name), path.join(after, name)];
    const diffFile = path.join(after, "diff", name);
    const result = existsSync(fileA) && existsSync(fileB) ? comparePngs(fileA, fileB, diffFile) : "missing on one side";
    if (!result.startsWith("identical")) failed++;
    console.log(`${result.startsWith("identical") ? "same" : "DIFF"}  ${name}: ${result}`);
  }
  console.log(`${names.length - failed} of ${names.length} screenshots match`);
  return failed === 0;
}

const [command, ...dirs] = process.argv.slice(2);
if (command === "shoot" && dirs.length === 1) await shoot(dirs[0]);
else if (command === "compare" && dirs.length === 2) process.exitCode = compare(dirs[0], dirs[1]) ? 0 : 1;
else {
  console.error("Usage: screenshot-pages.mjs shoot <dir> | compare <before-dir> <after-dir>");
  process.exitCode = 2;
}
