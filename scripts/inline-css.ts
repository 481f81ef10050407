#!/usr/bin/env node
// Puts each built page's stylesheets into the page itself, so its first paint waits for no CSS request
// (three stylesheets on `/` cost ~310 ms of render blocking under Lighthouse's mobile conditions):
// every `<link rel="stylesheet" href="/assets/…css">` becomes `<style data-inline-css="href">…</style>`
// followed by the same link, `disabled` (so nothing fetches it: its rules are already in the page) and with
// `media="print"` (so, once turned on, it never holds up rendering).
// The link stays because React hydrates `<head>` and matches its links by rel and href; once the page
// has hydrated, the first client navigation (`adoptInlinedStylesheets`, src/lib/inlined-styles.ts) turns the links
// on and drops the inline copies, so client-side navigation swaps route stylesheets exactly as before. A page's whole CSS
// is small (under 10 KB gzip, checked by npm run budgets), so all of it is inlined, not an above-the-fold
// cut that could miss a rule. The CSP allows inline styles (style-src 'unsafe-inline', firebase.json).
// Runs after `react-router build`, before csp-meta.ts.
// It also makes the page fetch its JavaScript only after its first paint (scriptsAfterFirstPaint): the
// `<link rel="modulepreload">` tags leave the HTML and React Router's module script adds them, and imports the
// route modules, two animation frames after it runs (docs/performance.md, "Scripts after the first paint"). On every
// prerendered page but the client-rendered app's shell, what it imports after the first paint is only the page's
// chrome (src/app/public-page.ts, no React), and React Router's modules wait for the chrome's "hydrate" event: the
// first interaction that needs React (docs/decisions/0009-public-pages-hydrate-on-interaction.md).
// And it puts the content of lazily loaded islands in its place, so they read without JavaScript
// (scripts/reveal-suspense.ts).
//   node --import tsx scripts/inline-css.ts [dir]   (default build/client)
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { transformSync as esbuildTransformSync } from "esbuild";
import { releaseName } from "./release.ts";
import { revealSuspenseBoundaries } from "./reveal-suspense.ts";

export const INLINE_ATTRIBUTE = "data-inline-css";
const STYLESHEET = /<link\s+rel="stylesheet"\s+href="(\/assets\/[^"#]+\.css)(#?)"\s*\/?>/g;

/** The page with each built stylesheet inlined and its link deferred; `readCss(href)` gives a file's text. */
export async function inlineStylesheets(html: string, readCss: (href: string) => Promise<string>): Promise<string> {
  if (html.includes(`${INLINE_ATTRIBUTE}=`)) return html;
  const parts: string[] = [];
  let last = 0;
  for (const match of html.matchAll(STYLESHEET)) {
    const [tag, href = "", hash = ""] = match;
    const css = (await readCss(href)).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    parts.push(
      html.slice(last, match.index),
      `<style ${INLINE_ATTRIBUTE}="${href}${hash}">${css}</style>`,
      `<link rel="stylesheet" href="${href}${hash}" media="print" disabled ${INLINE_ATTRIBUTE}=""/>`,
    );
    last = match.index + tag.length;
  }
  parts.push(html.slice(last));
  return parts.join("");
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";?$/;
const NAMESPACE_IMPORT = /^import \* as ([\w$]+) from "([^"]+)";?$/;
export const AFTER_PAINT_MARK = "/* scripts after first paint */";
export const ON_INTERACTION_MARK = "/* scripts on first interaction */";
const PAGE_CHROME_MODULE = "src/app/public-page.ts";
/** Where browsers send their error reports (src/shared/error-report.ts). */
const ERROR_REPORT_PATH = "/api/client-errors";

/**
 * The page with its JavaScript fetched only once the content has been painted; with `chrome` (a chunk URL), only
 * that chunk then, and the rest when the chrome dispatches "hydrate" on the loader script (or, if the chrome cannot
 * load, at the first press or key). React Router writes a
 * `modulepreload` link per first-load chunk and an inline module script whose static imports load the route
 * modules and then the client entry. Both start some 110-140 KB of script downloads while the HTML is parsed;
 * on a fast link the scripts arrive, and run, before the first frame, so the first paint (the LCP: a heading or
 * a paragraph on every public page) waits for them, and Lighthouse's simulation then counts their download at
 * mobile speed before it (docs/performance.md, "Scripts after the first paint"). Here the links come out of
 * the HTML and the module script waits two animation frames (one paint), then imports the same modules, in parallel,
 * with links that preload the chunks those import and the client entry (React 19 adds the rest of its hoisted links
 * when it hydrates; their modules are loaded by then).
 * A page in a background tab, which gets no frames, starts at once; a visible page whose frames never come (an
 * in-app browser that reports itself visible but draws nothing) starts after a second, and only once.
 * Code that cannot load where nothing else would tell (the chrome itself; on a page without one, the app) is
 * reported by one beacon to the `clientErrors` function, as src/lib/error-reports.ts sends it, naming `release`.
 * With `minify` (the build's setting) the loader ships minified after its first line, the mark that says it is done.
 */
export function scriptsAfterFirstPaint(
  html: string,
  {
    chrome,
    release = "unknown",
    minify = false,
  }: { chrome?: string | undefined; release?: string; minify?: boolean } = {},
): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script || script[2]!.includes(AFTER_PAINT_MARK) || script[2]!.includes(ON_INTERACTION_MARK)) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const imports: { name: string; url: string }[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const trimmed = line.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
    const namespace = NAMESPACE_IMPORT.exec(trimmed);
    if (sideEffect) imports.push({ name: "", url: sideEffect[1]! });
    else if (namespace) imports.push({ name: namespace[1]!, url: namespace[2]! });
    else if (/^import\s*[^\s(]/.test(trimmed)) throw new Error(`an import the build cannot defer: ${trimmed}`);
    else if (trimmed) rest.push(trimmed);
  }
  // What the loader imports at once starts loading with the import itself, and the chrome has loaded (or failed)
  // before the app is wanted: the other chunks are preloaded, the client entry (imported once the routes are in) too.
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]))].filter(
    (href) => href !== chrome && !imports.some(({ url }) => url === href),
  );
  const report = `const report = (error) => navigator.sendBeacon?.(${JSON.stringify(ERROR_REPORT_PATH)}, new Blob([JSON.stringify({ release: ${JSON.stringify(release)}, reports: [{ kind: "chunk", message: String(error), page: location.pathname, count: 1 }] })], { type: "application/json" }));`;
  const start = [
    report,
    "let started = false;",
    "const start = () => {",
    "if (started) return;",
    "started = true;",
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `Promise.all([${imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(", ")}]).then(([${imports.map(({ name }) => name).join(", ")}]) => {`,
    ...rest,
    // The app's code could not be loaded (a tab left open across a deploy, a failed request): the page chrome answers
    // the presses it held with the new-version notice (src/lib/hydration.ts).
    `}).catch((error) => { ${chrome ? "" : "report(error); "}document.documentElement.setAttribute("data-app-failed", ""); dispatchEvent(new Event("app-failed")); });`,
    "};",
  ];
  // Once the page's largest paint has been shown (where the browser reports it; else two frames on): a request that
  // starts before it is counted as holding it up by Lighthouse's simulated phone, and a frame after the first paint
  // can come before that paint has been presented.
  const afterPaint = (name: string) => [
    `if (document.visibilityState === "hidden") setTimeout(${name});`,
    'else if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {',
    `new PerformanceObserver((list, observer) => { observer.disconnect(); setTimeout(${name}); }).observe({ type: "largest-contentful-paint", buffered: true });`,
    `setTimeout(${name}, 1000);`,
    `} else { requestAnimationFrame(() => requestAnimationFrame(${name})); setTimeout(${name}, 1000); }`,
  ];
  const loader = chrome
    ? [
        ON_INTERACTION_MARK,
        ...start,
        // The chrome chunk tells this script when the app is needed; if it cannot load, the first press does.
        'document.querySelector("script[data-hydrate-on-interaction]").addEventListener("hydrate", start);',
        "let chromeStarted = false;",
        "const chrome = () => {",
        "if (chromeStarted) return;",
        "chromeStarted = true;",
        // No chrome: the app is wanted at once, to answer the page's controls; should it fail too, the page is marked
        // failed without the chrome's mark, and its stylesheets put what nothing answers away (src/lib/hydration.ts).
        `import(${JSON.stringify(chrome)}).catch((error) => { report(error); start(); });`,
        "};",
        // Once the page has loaded, two frames have passed and a largest paint has been shown (where the browser
        // reports it): the whole document has then been painted, so the page's largest paint does not come after this
        // request (the paint reported first can be of the part parsed first, or be shown after the load event).
        'if (document.visibilityState === "hidden") setTimeout(chrome);',
        "else {",
        "let loaded = false;",
        'let painted = typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");',
        "const ready = () => loaded && painted && setTimeout(chrome);",
        'if (!painted) new PerformanceObserver((list, observer) => { observer.disconnect(); painted = true; ready(); }).observe({ type: "largest-contentful-paint", buffered: true });',
        "const afterLoad = () => { requestAnimationFrame(() => requestAnimationFrame(() => { loaded = true; ready(); })); setTimeout(chrome, 1000); };",
        'if (document.readyState === "complete") afterLoad(); else addEventListener("load", afterLoad, { once: true });',
        "}",
        // No right-click menu on a video from the first paint, on a page that has one (the chrome blocks it too, for
        // videos the router renders).
        ...(/<video\b/.test(html)
          ? [
              'addEventListener("contextmenu", (event) => { if (event.target instanceof Element && event.target.closest("video")) event.preventDefault(); }, true);',
            ]
          : []),
        // A button or tab pressed, or (on a page with tabs or FAQ questions) an arrow, Home or End key on one (they
        // move between them; the page does not scroll), before the chrome has run is noted for it to do again
        // (src/app/public-page.ts).
        'addEventListener("click", (event) => { if (!window.__pageChrome && event.isTrusted && event.target instanceof Element) window.__beforeChrome = { target: event.target.closest("button, [role=tab]") }; }, true);',
        ...(/<summary\b|role="tab"/.test(html)
          ? [
              'addEventListener("keydown", (event) => { if (!window.__pageChrome && event.isTrusted && event.target instanceof Element && event.target.matches("summary, [role=tab]") && /^(Arrow(Up|Down|Left|Right)|Home|End)$/.test(event.key)) { event.preventDefault(); window.__beforeChrome = { target: event.target, key: event.key }; } }, true);',
            ]
          : []),
        // A visitor who reaches for the page before its largest paint has been reported gets the chrome at once.
        'for (const type of ["pointerdown", "keydown", "focusin"]) addEventListener(type, chrome, { capture: true, once: true, passive: true });',
      ]
    : [AFTER_PAINT_MARK, ...start, ...afterPaint("start")];
  const tag = chrome ? open.replace(/^<script/, "<script data-hydrate-on-interaction") : open;
  const [mark, ...code] = loader;
  const text = minify ? `${mark}\n${minified(code.join("\n"))}` : loader.join("\n");
  return html.replace(whole, () => tag + text + close).replace(MODULE_PRELOAD, "");
}

/**
 * The loader as the build ships it, minified: every byte of a page's HTML counts on a phone's first round trip
 * (a slow connection's first ~14 KB arrive together, and a page a few hundred bytes over waits one more
 * round trip; docs/performance.md, "Scripts after the first paint").
 */
function minified(code: string): string {
  // Required only here: the browser tests import this module's other functions where esbuild cannot run.
  const { transformSync } = createRequire(import.meta.url)("esbuild") as { transformSync: typeof esbuildTransformSync };
  return transformSync(code, { minify: true, format: "esm", target: "es2022", legalComments: "none" }).code.trim();
}

/** The page's HTML as a visitor without JavaScript gets it: no script, no module preload (the bench's anchor). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** The chunk a prerendered public page runs before React (src/app/public-page.ts), from the build's chunk list. */
export function pageChromeChunk(chunkModules: Record<string, string[]>): string {
  const found = Object.entries(chunkModules).find(([, modules]) => modules.includes(PAGE_CHROME_MODULE));
  if (!found) throw new Error(`no chunk of the build holds ${PAGE_CHROME_MODULE}`);
  return found[0];
}

/** Client-rendered pages (sign-in, dashboard, admin…) start at once: they have nothing to show without React. */
const startsAtOnce = (file: string) => path.basename(file) === "__spa-fallback.html";

async function* htmlFilesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(full);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield full;
  }
}

export async function inlineCssUnder(dir: string, chunkModulesFile = "build/chunk-modules.json"): Promise<number> {
  const chrome = pageChromeChunk(JSON.parse(await readFile(chunkModulesFile, "utf8")) as Record<string, string[]>);
  const release = releaseName();
  const cache = new Map<string, Promise<string>>();
  const readCss = (href: string) => {
    if (!cache.has(href)) cache.set(href, readFile(path.join(dir, href), "utf8"));
    return cache.get(href)!;
  };
  let count = 0;
  for await (const file of htmlFilesUnder(dir)) {
    const html = await readFile(file, "utf8");
    const inlined = scriptsAfterFirstPaint(revealSuspenseBoundaries(await inlineStylesheets(html, readCss)), {
      chrome: startsAtOnce(file) ? undefined : chrome,
      release,
      minify: true,
    });
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
