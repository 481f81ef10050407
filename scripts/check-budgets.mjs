#!/usr/bin/env node
// Checks the built site against budgets.json (npm run budgets; part of npm run test:e2e, after the build). It reads
// the build the browser tests run on, the emulator build (npm run build:firebase-emulated → build-firebase/client),
// or another client directory given as BUDGETS_SITE (e.g. build/client after npm run build):
//   - gzip size of the JavaScript each prerendered page loads before the visitor's first interaction (its module
//     scripts, modulepreload links, the chunk its loader starts after the first paint, and every chunk those import
//     statically; what the loader starts only on the first interaction is listed, not counted) and of its CSS;
//   - no render-blocking stylesheet: each page carries its CSS inline (scripts/inline-css.ts);
//   - no page's scripts make its HTML take a round trip more than the same page without scripts takes (below);
//   - no Firebase, reCAPTCHA, admin or zod code in any of those chunks (by the source modules in
//     them, from build/chunk-modules.json, which vite.config.ts writes);
//   - no chunk holds test code or Cloud Functions code (scripts/build-contents.mjs);
//   - committed media stays under its cap.
// Budgets may only go down: lower a figure in budgets.json when a page gets lighter.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildContentProblems } from "./build-contents.mjs";
import { AFTER_PAINT_MARK, ON_INTERACTION_MARK, withoutScripts } from "./inline-css.ts";
import { printTable } from "./text-table.mjs";
import { env } from "./env.ts";

const SITE = env.BUDGETS_SITE;
// Written by every client build, whichever directory it builds into (vite.config.ts).
const CHUNK_MODULES = "build/chunk-modules.json";
const KB = 1024;
const ROUTE_MANIFEST = /^\/assets\/manifest-[0-9a-f]+\.js$/;
const MEDIA = /\.(png|jpe?g|webp|avif|gif|ico|svg|mp4|webm|mov|m4v|mp3|wav|ogg|woff2?|ttf|otf|pdf)$/i;

/** What must never reach a public page's first load, by source module path. */
const FORBIDDEN = [
  { name: "Firebase", module: /(^|\/)node_modules\/(firebase|@firebase\/[^/]+)\// },
  { name: "reCAPTCHA", module: /(^|\/)node_modules\/(react-google-recaptcha|react-async-script)\// },
  { name: "admin", module: /^src\/(.*\/)?admin([-.][^/]*)?(\/|$)/ },
  { name: "zod", module: /(^|\/)node_modules\/(zod\/|@hookform\/resolvers\/zod\/)/ },
];

const budgets = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8"));
/** What no budget may exceed (KB gzip): a page's JavaScript before the first interaction, any page's CSS. */
const CEILINGS = { js: 60, css: 10 };
const problems = [];

if (!existsSync(path.join(SITE, "index.html")) || !existsSync(CHUNK_MODULES)) {
  console.error(`No build to check in ${SITE}: run npm run build:firebase-emulated first.`);
  process.exit(1);
}
const chunkModules = JSON.parse(readFileSync(CHUNK_MODULES, "utf8"));

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

const gzipCache = new Map();
function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const source = readFileSync(path.join(SITE, url));
    gzipCache.set(url, zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipCache.get(url);
}

/** Chunks a chunk imports statically (`import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`). */
function staticImports(url) {
  const code = readFileSync(path.join(SITE, url), "utf8");
  const found = [];
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) {
    found.push(path.posix.resolve(path.posix.dirname(url), match[1]));
  }
  return found;
}

/** A set of chunk URLs with everything they import statically. */
function withStaticImports(entries) {
  const js = new Set();
  const pending = [...entries].filter((url) => url?.startsWith("/"));
  while (pending.length > 0) {
    const url = pending.pop();
    if (js.has(url)) continue;
    js.add(url);
    pending.push(...staticImports(url));
  }
  return js;
}

/**
 * The JS and CSS a page's HTML loads before the first interaction, with everything those chunks import statically;
 * `onInteraction`: what its loader adds at the first interaction that needs React (scripts/inline-css.ts).
 */
function firstLoad(html) {
  const attr = (tag, name) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const entries = new Set();
  const later = new Set();
  const css = new Set();
  const blocking = [];
  const notInline = [];
  for (const tag of tags) {
    const rel = attr(tag, "rel");
    if (rel === "modulepreload") entries.add(attr(tag, "href"));
    if (rel === "stylesheet") {
      const href = attr(tag, "href");
      css.add(href);
      // Inlined by scripts/inline-css.ts: the page carries the same CSS in a <style>, the link is fetched late.
      if (attr(tag, "media") !== "print") blocking.push(href);
      else if (!html.includes(`<style data-inline-css="${href}">`)) notInline.push(href);
    }
    if (tag.startsWith("<script") && attr(tag, "type") === "module" && attr(tag, "src")) entries.add(attr(tag, "src"));
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type=["']module["'][^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g)) entries.add(url);
    // The loader scripts/inline-css.ts writes: preloads and imports it starts after the first paint, or (a page
    // that hydrates on interaction) the page's chrome after the first paint and the rest at the first interaction.
    if (body.includes(AFTER_PAINT_MARK)) for (const [, url] of body.matchAll(/"(\/[^"]+\.m?js)"/g)) entries.add(url);
    if (body.includes(ON_INTERACTION_MARK)) {
      for (const [, url] of body.matchAll(/import\("(\/[^"]+\.m?js)"\)\.catch/g)) entries.add(url);
      for (const [, url] of body.matchAll(/"(\/[^"]+\.m?js)"/g)) later.add(url);
    }
  }
  const js = withStaticImports(entries);
  const onInteraction = [...withStaticImports(later)].filter((url) => !js.has(url));
  // React Router marks a stylesheet that a lazy chunk also loads with a trailing "#": same file.
  const stylesheets = [...css].filter((url) => url?.startsWith("/")).map((url) => url.replace(/[#?].*$/, ""));
  return { js: [...js].sort(), onInteraction, css: [...new Set(stylesheets)].sort(), blocking, notInline };
}

/**
 * Round trips a response of `bytes` takes on a new connection: TCP sends 10 segments of 1,460 bytes first and
 * doubles that each round trip (RFC 6928), so a page a few hundred bytes past 14,600 waits one round trip more:
 * 150 ms on Lighthouse's simulated phone, more on a real slow one. `HEADER_BYTES`: what the Hosting emulator
 * sends before a page's body (firebase.json's security headers included): 1,383 bytes, Lighthouse's transfer size
 * of `/prices` less its gzip body, rounded up.
 */
const HEADER_BYTES = 1400;
function roundTrips(bytes) {
  let segments = Math.ceil((bytes + HEADER_BYTES) / 1460);
  let trips = 0;
  for (let window = 10; segments > 0; window *= 2, trips += 1) segments -= window;
  return trips;
}
/** A page's HTML as the Hosting emulator compresses it (gzip, zlib's default level). */
const htmlGzip = (html) => zlib.gzipSync(html).length;

const pageOf = (file) =>
  `/${path.relative(SITE, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
const pages = filesUnder(SITE)
  .filter((file) => path.basename(file) === "index.html")
  .map((file) => {
    const html = readFileSync(file, "utf8");
    return { page: pageOf(file), html: htmlGzip(html), anchorHtml: htmlGzip(withoutScripts(html)), ...firstLoad(html) };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

const sum = (urls) => urls.reduce((total, url) => total + gzipSize(url), 0);
const kb = (bytes) => (bytes / KB).toFixed(1);
const rows = [["Page", "JS gzip KB", "budget", "+ at first interaction", "CSS gzip KB", "budget", "HTML gzip KB", ""]];
for (const { page, html, anchorHtml, js, onInteraction, css, blocking, notInline } of pages) {
  const budget = budgets.pages[page];
  for (const href of blocking)
    problems.push(`${page} has a render-blocking stylesheet: ${href} (scripts/inline-css.ts).`);
  for (const href of notInline) problems.push(`${page} defers ${href} without carrying it inline.`);
  const jsBytes = sum(js);
  const cssBytes = sum(css);
  if (!budget) problems.push(`${page} has no budget in budgets.json.`);
  if (budget?.jsGzipKB > CEILINGS.js) problems.push(`${page}'s JS budget is above the ${CEILINGS.js} KB ceiling.`);
  if (budget?.cssGzipKB > CEILINGS.css) problems.push(`${page}'s CSS budget is above the ${CEILINGS.css} KB ceiling.`);
  const over = [];
  if (budget && jsBytes > budget.jsGzipKB * KB) over.push("JS");
  if (budget && cssBytes > budget.cssGzipKB * KB) over.push("CSS");
  if (over.length) problems.push(`${page} is over its ${over.join(" and ")} budget.`);
  if (roundTrips(html) > roundTrips(anchorHtml)) {
    problems.push(
      `${page}'s HTML (${html} bytes gzip) takes ${roundTrips(html)} round trips where the page without scripts (${anchorHtml}) takes ${roundTrips(anchorHtml)}: trim what it carries inline.`,
    );
  }
  rows.push([
    page,
    kb(jsBytes),
    budget?.jsGzipKB.toFixed(1) ?? "-",
    kb(sum(onInteraction)),
    kb(cssBytes),
    budget?.cssGzipKB.toFixed(1) ?? "-",
    `${kb(html)} (${roundTrips(html)} RTT)`,
    over.length ? "OVER" : "",
  ]);

  for (const url of js) {
    // React Router writes its route manifest (plain data) after the bundle step: it is no chunk.
    if (ROUTE_MANIFEST.test(url)) continue;
    const modules = chunkModules[url];
    if (!modules) {
      problems.push(`${page}: ${url} is not in ${CHUNK_MODULES}; rebuild with npm run build.`);
      continue;
    }
    for (const rule of FORBIDDEN) {
      const hit = modules.find((id) => rule.module.test(id));
      if (hit) problems.push(`${page} loads ${rule.name} code up front: ${url} contains ${hit}.`);
    }
  }
}
for (const page of Object.keys(budgets.pages)) {
  if (!pages.some((entry) => entry.page === page)) problems.push(`budgets.json names ${page}, which was not built.`);
}

problems.push(...buildContentProblems(chunkModules));

function committedMedia() {
  try {
    const listed = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    return listed.split("\0").filter((file) => MEDIA.test(file) && existsSync(file));
  } catch {
    // Not a git checkout: count the folders media is committed to.
    return ["public", "functions/src/firebase/seed/posters", "testing/fixtures/videos"]
      .filter(existsSync)
      .flatMap(filesUnder)
      .filter((file) => MEDIA.test(file));
  }
}
const mediaBytes = committedMedia().reduce((total, file) => total + statSync(file).size, 0);
const mediaOver = mediaBytes > budgets.committedMediaMB * KB * KB;
if (mediaOver)
  problems.push(`Committed media is ${(mediaBytes / KB / KB).toFixed(2)} MB, over ${budgets.committedMediaMB} MB.`);
rows.push([
  "committed media (MB)",
  (mediaBytes / KB / KB).toFixed(2),
  budgets.committedMediaMB,
  "",
  "",
  "",
  mediaOver ? "OVER" : "",
]);

printTable(rows);

if (problems.length) {
  console.error(`\nBudget check failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log("\nNo chunk of this build holds test code or Cloud Functions code.");
console.log("All pages are within their budgets.");
