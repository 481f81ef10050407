import { describe, expect, it } from "vitest";
import { PRERENDERED_HEAD as HEAD, readCss } from "../../testing/fixtures/prerendered-head";
import { inlineStylesheets, scriptsAfterFirstPaint } from "../inline-css.ts";
import { ERROR_REPORT_PATH } from "../../src/shared/error-report";
import { errorReportBatchSchema } from "../../src/shared/schemas/error-report";

describe("scriptsAfterFirstPaint (build)", () => {
  const LOADER = [
    'import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-4.js";',
    'import * as route1 from "/assets/home-5.js";',
    "  ",
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    "",
    'import("/assets/entry.client-3.js");',
  ].join("\n");
  const PAGE = [
    '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/framework-2.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>',
    "<style>a{}</style></head><body><main><h1>Title</h1></main><script>window.__ctx={}</script>",
    '<link rel="modulepreload" href="/assets/framework-2.js"/>',
    `<script type="module" async="">${LOADER}</script></body></html>`,
  ].join("");
  const loaderOf = (html: string) => /<script type="module" async="">([^]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("takes the modulepreload links out of the HTML and has the module script add them after two frames", () => {
    const html = scriptsAfterFirstPaint(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = loaderOf(html);
    // The manifest is imported at once, so it starts loading then; what the imports import is preloaded, and the
    // client entry, imported only once they are in.
    expect(loader).toContain('["/assets/framework-2.js","/assets/entry.client-3.js"]');
    expect(loader).toContain("requestAnimationFrame(() => requestAnimationFrame(start))");
    expect(loader).not.toMatch(/^import /m);
    expect(html).toContain("<script>window.__ctx={}</script>");
  });

  it("imports the same modules, binds the same names, then the client entry", async () => {
    const loader = loaderOf(scriptsAfterFirstPaint(PAGE));
    const imported: string[] = [];
    const appended: string[] = [];
    const win: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const doc = {
      visibilityState: "hidden",
      createElement: () => ({}) as { href?: string },
      head: { append: (link: { href: string }) => appended.push(link.href) },
    };
    const run = new Function(
      "document",
      "window",
      "setTimeout",
      "importModule",
      loader.replaceAll("import(", "importModule("),
    );
    run(
      doc,
      win,
      (callback: () => void) => callback(),
      (url: string) => {
        imported.push(url);
        return Promise.resolve({ url });
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appended).toEqual(["/assets/framework-2.js", "/assets/entry.client-3.js"]);
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-3.js",
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-4.js" },
      "routes/home": { url: "/assets/home-5.js" },
    });
  });

  it("on a page without a chrome, reports the app's code not loading once, and says so to the page", async () => {
    const loader = loaderOf(scriptsAfterFirstPaint(PAGE, { release: "abc123" }));
    const beacons: Blob[] = [];
    const failed: string[] = [];
    const run = new Function(
      "document",
      "window",
      "setTimeout",
      "dispatchEvent",
      "navigator",
      "location",
      "importModule",
      loader.replaceAll("import(", "importModule("),
    );
    run(
      {
        visibilityState: "hidden",
        createElement: () => ({}),
        head: { append: () => undefined },
        documentElement: { setAttribute: (name: string) => failed.push(name) },
      },
      {},
      (callback: () => void) => callback(),
      (event: Event) => failed.push(event.type),
      { sendBeacon: (url: string, body: Blob) => url === ERROR_REPORT_PATH && beacons.push(body) },
      { pathname: "/signin" },
      (url: string) => (url.includes("home") ? Promise.reject(new Error("gone")) : Promise.resolve({})),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed).toEqual(["data-app-failed", "app-failed"]);
    expect(beacons).toHaveLength(1);
    expect(errorReportBatchSchema.parse(JSON.parse(await beacons[0]!.text()))).toEqual({
      release: "abc123",
      reports: [{ kind: "chunk", message: "Error: gone", page: "/signin", count: 1 }],
    });
  });

  it("starts once, after a second, when a visible page gets no animation frames; once when both come", async () => {
    const loader = loaderOf(scriptsAfterFirstPaint(PAGE));
    const runWith = async (frames: boolean) => {
      const imported: string[] = [];
      const timers: (() => void)[] = [];
      const run = new Function(
        "document",
        "window",
        "setTimeout",
        "requestAnimationFrame",
        "importModule",
        loader.replaceAll("import(", "importModule("),
      );
      run(
        { visibilityState: "visible", createElement: () => ({}), head: { append: () => undefined } },
        {},
        (callback: () => void, ms?: number) => (ms === 1000 ? timers.push(callback) : callback()),
        (callback: () => void) => (frames ? callback() : undefined),
        (url: string) => (imported.push(url), Promise.resolve({})),
      );
      const beforeTimer = imported.length;
      for (const timer of timers) timer();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { beforeTimer, imports: imported.length };
    };
    // Three route modules, then the client entry: four imports in all, whichever way it starts.
    expect(await runWith(false)).toEqual({ beforeTimer: 0, imports: 4 });
    expect(await runWith(true)).toEqual({ beforeTimer: 3, imports: 4 });
  });

  it("waits for the page's largest paint where the browser reports it, not for two frames", async () => {
    const loader = loaderOf(scriptsAfterFirstPaint(PAGE));
    const imported: string[] = [];
    let reportPaint: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "largest-contentful-paint", buffered: true });
        reportPaint = () => this.callback({}, this);
      }
      disconnect() {}
    }
    const run = new Function(
      "document",
      "window",
      "setTimeout",
      "requestAnimationFrame",
      "PerformanceObserver",
      "importModule",
      loader.replaceAll("import(", "importModule("),
    );
    run(
      { visibilityState: "visible", createElement: () => ({}), head: { append: () => undefined } },
      {},
      (callback: () => void, ms?: number) => (ms === 1000 ? undefined : callback()),
      (callback: () => void) => callback(),
      FakeObserver,
      (url: string) => (imported.push(url), Promise.resolve({})),
    );
    expect(imported).toEqual([]);
    reportPaint?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toHaveLength(4);
  });

  it("leaves a page without a module script, or already deferred, as it is, and refuses imports it cannot defer", () => {
    const noScript = PAGE.replace(/<script type="module"[^]*?<\/script>/, "");
    expect(scriptsAfterFirstPaint(noScript)).toBe(noScript);
    const once = scriptsAfterFirstPaint(PAGE);
    expect(scriptsAfterFirstPaint(once)).toBe(once);
    expect(() =>
      scriptsAfterFirstPaint(PAGE.replace("import * as route1", 'import { x } from "/a.js";\nimport * as route1')),
    ).toThrow(/cannot defer/);
  });
});

describe("scriptsAfterFirstPaint with a page chrome (build: public pages hydrate on first interaction)", () => {
  const PAGE = [
    '<html><head><link rel="modulepreload" href="/assets/framework-2.js"/></head><body><main><h1>Title</h1></main>',
    '<script type="module" async="">import * as route0 from "/assets/root-4.js";\n',
    'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");</script></body></html>',
  ].join("");
  const CHROME = "/assets/page-chrome-9.js";

  /** Runs the page's loader with a fake browser; `chromeFails` refuses the chrome chunk, `appFails` the app's too. */
  async function load(chromeFails: boolean, appFails = false) {
    // As the build ships it: minified.
    const html = scriptsAfterFirstPaint(PAGE, { chrome: CHROME, release: "abc123", minify: true });
    expect(html).toContain("<script data-hydrate-on-interaction");
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = /<script data-hydrate-on-interaction[^>]*>([^]*?)<\/script>/.exec(html)?.[1] ?? "";
    const imported: string[] = [];
    const beacons: Array<{ url: string; body: Blob }> = [];
    const script = new EventTarget();
    const win = new EventTarget();
    const marked: string[] = [];
    const run = new Function(
      "document",
      "window",
      "addEventListener",
      "setTimeout",
      "requestAnimationFrame",
      "importModule",
      "navigator",
      "location",
      "dispatchEvent",
      loader.replaceAll("import(", "importModule("),
    );
    run(
      {
        visibilityState: "visible",
        readyState: "interactive",
        querySelector: () => script,
        createElement: () => ({}),
        head: { append: () => undefined },
        documentElement: { setAttribute: (name: string) => marked.push(name) },
      },
      {},
      win.addEventListener.bind(win),
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      (url: string) => {
        imported.push(url);
        const fails = url === CHROME ? chromeFails : appFails;
        return fails ? Promise.reject(new Error("blocked")) : Promise.resolve({});
      },
      { sendBeacon: (url: string, body: Blob) => beacons.push({ url, body }) },
      { pathname: "/prices" },
      (event: Event) => win.dispatchEvent(event),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    // The chrome waits for the page's load event (and two frames).
    expect(imported).toEqual([]);
    win.dispatchEvent(new Event("load"));
    await settle();
    return { imported, beacons, script, win, settle, marked };
  }

  it("loads only the chrome after the first paint, and the app when the chrome asks for it, once", async () => {
    const { imported, beacons, script, settle } = await load(false);
    expect(imported).toEqual([CHROME]);
    script.dispatchEvent(new Event("hydrate"));
    script.dispatchEvent(new Event("hydrate"));
    await settle();
    expect(imported).toEqual([CHROME, "/assets/root-4.js", "/assets/entry.client-3.js"]);
    expect(beacons).toEqual([]);
  });

  it("marks a page none of whose scripts can load as failed, with no chrome's mark, for its stylesheets", async () => {
    const { marked, settle } = await load(true, true);
    await settle();
    expect(marked).toEqual(["data-app-failed"]);
  });

  it("carries the video and tab/FAQ key guards only on a page with a video, tabs or FAQ questions", () => {
    const listeners = (page: string) =>
      [...scriptsAfterFirstPaint(page, { chrome: CHROME }).matchAll(/addEventListener\("(\w+)"/g)].map((hit) => hit[1]);
    expect(listeners(PAGE)).not.toContain("contextmenu");
    expect(listeners(PAGE)).not.toContain("keydown");
    const withVideo = PAGE.replace("<h1>Title</h1>", '<video src="/a.mp4"></video>');
    expect(listeners(withVideo)).toContain("contextmenu");
    expect(listeners(withVideo)).not.toContain("keydown");
    for (const control of ["<details><summary>Q</summary></details>", '<button role="tab">A</button>']) {
      expect(listeners(PAGE.replace("<h1>Title</h1>", control))).toContain("keydown");
    }
  });

  it("starts the app at once when the chrome cannot load, and reports the chrome once", async () => {
    const { imported, beacons, settle, marked } = await load(true);
    await settle();
    expect(imported).toEqual([CHROME, "/assets/root-4.js", "/assets/entry.client-3.js"]);
    // The app loaded: nothing is marked.
    expect(marked).toEqual([]);
    expect(beacons.map((beacon) => beacon.url)).toEqual([ERROR_REPORT_PATH]);
    const batch = errorReportBatchSchema.parse(JSON.parse(await beacons[0]!.body.text()));
    expect(batch).toEqual({
      release: "abc123",
      reports: [{ kind: "chunk", message: "Error: blocked", page: "/prices", count: 1 }],
    });
  });
});

describe("inlineStylesheets (build)", () => {
  it("carries each stylesheet inline and leaves its link for later, never render-blocking", async () => {
    const html = await inlineStylesheets(HEAD, readCss);
    expect(html).toContain('<style data-inline-css="/assets/root-1.css">body{margin:0}</style>');
    expect(html).toContain('<style data-inline-css="/assets/home-2.css#">.hero{color:red}</style>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/root-1.css" media="print" disabled data-inline-css=""/>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/home-2.css#" media="print" disabled data-inline-css=""/>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-abc.js"/>');
  });

  it("is idempotent and refuses CSS that would close its <style>", async () => {
    const once = await inlineStylesheets(HEAD, readCss);
    expect(await inlineStylesheets(once, readCss)).toBe(once);
    await expect(inlineStylesheets(HEAD, () => Promise.resolve("a{content:'</style>'}"))).rejects.toThrow(
      /cannot be inlined/,
    );
  });
});
