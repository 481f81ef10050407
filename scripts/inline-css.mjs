#!/usr/bin/env node
// Puts each built page's stylesheets into the page itself, so its first paint waits for no CSS request
// (three stylesheets on `/` cost ~310 ms of render blocking under Lighthouse's mobile conditions):
// every `<link rel="stylesheet" href="/assets/…css">` becomes `<style data-inline-css="href">…</style>`
// followed by the same link with `media="print"`, which the browser fetches late and never waits for.
// The link stays because React hydrates `<head>` and matches its links by rel and href; once the page
// has hydrated, `adoptInlinedStylesheets` (src/lib/inlined-styles.ts) turns the links on and drops the
// inline copies, so client-side navigation swaps route stylesheets exactly as before. A page's whole CSS
// is small (under 10 KB gzip, checked by npm run budgets), so all of it is inlined, not an above-the-fold
// cut that could miss a rule. The CSP allows inline styles (style-src 'unsafe-inline', firebase.json and
// src/server/http/security-headers.ts). Runs after `react-router build`, before csp-meta.mjs and
// compress-build.mjs.
// It also moves the page's `<link rel="modulepreload">` tags from `<head>` to just before the module script
// at the end of `<body>` (preloadsAfterContent): the parser reaches the content, and the browser can paint it,
// before it starts some 120 KB of script downloads (docs/performance.md, "Scripts after the content").
//   node scripts/inline-css.mjs [dir]   (default build/client)
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const INLINE_ATTRIBUTE = "data-inline-css";
const STYLESHEET = /<link\s+rel="stylesheet"\s+href="(\/assets\/[^"#]+\.css)(#?)"\s*\/?>/g;

/** The page with each built stylesheet inlined and its link deferred; `readCss(href)` gives a file's text. */
export async function inlineStylesheets(html, readCss) {
  if (html.includes(`${INLINE_ATTRIBUTE}=`)) return html;
  const parts = [];
  let last = 0;
  for (const match of html.matchAll(STYLESHEET)) {
    const [tag, href, hash] = match;
    const css = (await readCss(href)).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    parts.push(
      html.slice(last, match.index),
      `<style ${INLINE_ATTRIBUTE}="${href}${hash}">${css}</style>`,
      `<link rel="stylesheet" href="${href}${hash}" media="print" ${INLINE_ATTRIBUTE}=""/>`,
    );
    last = match.index + tag.length;
  }
  parts.push(html.slice(last));
  return parts.join("");
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const MODULE_SCRIPT = /<script type="module"[^>]*>/;

/**
 * The page with its modulepreload links moved from `<head>` to just before its first module script (React
 * Router's hydration script, at the end of `<body>`), in the same order. React 19 hoists these links into
 * `<head>` on the server; on the client it finds them wherever they are (hoistable resources are matched by
 * href, not hydrated in place) and the module map never fetches a module twice.
 */
export function preloadsAfterContent(html) {
  const headEnd = html.indexOf("</head>");
  const script = MODULE_SCRIPT.exec(html);
  if (headEnd < 0 || !script || script.index < headEnd) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  if (preloads.length === 0) return html;
  return (
    head.replace(MODULE_PRELOAD, "") + html.slice(headEnd, script.index) + preloads.join("") + html.slice(script.index)
  );
}

async function* htmlFilesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(full);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield full;
  }
}

export async function inlineCssUnder(dir) {
  const cache = new Map();
  const readCss = (href) => {
    if (!cache.has(href)) cache.set(href, readFile(path.join(dir, href), "utf8"));
    return cache.get(href);
  };
  let count = 0;
  for await (const file of htmlFilesUnder(dir)) {
    const html = await readFile(file, "utf8");
    const inlined = preloadsAfterContent(await inlineStylesheets(html, readCss));
    if (inlined !== html) {
      await writeFile(file, inlined);
      count += 1;
    }
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? "build/client";
  const count = await inlineCssUnder(dir);
  console.log(`[css] ${count} pages carry their stylesheets inline; the links load without blocking`);
}
