import { describe, expect, it } from "vitest";
import { inlineStylesheets, preloadsAfterContent } from "../../../scripts/inline-css.mjs";
import { adoptInlinedStylesheets } from "../inlined-styles";

/** The head React Router prerenders: a route's stylesheets, one marked "#" because a lazy chunk loads it too. */
const HEAD = [
  '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-abc.js"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/>',
  '<link rel="stylesheet" href="/assets/home-2.css#"/></head>',
].join("");
const CSS: Record<string, string> = {
  "/assets/root-1.css": "body{margin:0}\n",
  "/assets/home-2.css": ".hero{color:red}",
};
const readCss = (href: string) => Promise.resolve(CSS[href] ?? "");

describe("preloadsAfterContent (build)", () => {
  const PAGE = [
    '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/framework-2.js"/><style>a{}</style></head>',
    "<body><main><h1>Title</h1></main><script>window.__ctx={}</script>",
    '<script type="module" async="">import "/assets/entry.client-3.js";</script></body></html>',
  ].join("");

  it("moves the head's modulepreload links, in order, to just before the module script", () => {
    const html = preloadsAfterContent(PAGE);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(html).toContain(
      '<script>window.__ctx={}</script><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/><script type="module" async="">',
    );
    expect(html.indexOf("<h1>")).toBeLessThan(html.indexOf("modulepreload"));
  });

  it("leaves a page without a module script, or already moved, as it is", () => {
    const noScript = PAGE.replace(/<script type="module"[^]*?<\/script>/, "");
    expect(preloadsAfterContent(noScript)).toBe(noScript);
    const once = preloadsAfterContent(PAGE);
    expect(preloadsAfterContent(once)).toBe(once);
  });
});

describe("inlineStylesheets (build)", () => {
  it("carries each stylesheet inline and leaves its link for later, never render-blocking", async () => {
    const html = await inlineStylesheets(HEAD, readCss);
    expect(html).toContain('<style data-inline-css="/assets/root-1.css">body{margin:0}</style>');
    expect(html).toContain('<style data-inline-css="/assets/home-2.css#">.hero{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css" media="print" data-inline-css=""/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/home-2.css#" media="print" data-inline-css=""/>');
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

describe("adoptInlinedStylesheets (after hydration)", () => {
  async function pageHead() {
    document.head.innerHTML = (await inlineStylesheets(HEAD, readCss)).replace(/^<head>|<\/head>$/g, "");
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  }

  it("turns a loaded link on and removes its inline copy", async () => {
    const [root, home] = await pageHead();
    Object.defineProperty(root, "sheet", { value: {} });
    adoptInlinedStylesheets();
    expect(root!.media).toBe("all");
    expect(root!.hasAttribute("data-inline-css")).toBe(false);
    expect(document.querySelector('style[data-inline-css="/assets/root-1.css"]')).toBeNull();

    // Not loaded yet: the inline copy stays until the link has its sheet.
    expect(home!.media).toBe("print");
    expect(document.querySelector('style[data-inline-css="/assets/home-2.css#"]')).not.toBeNull();
    home!.dispatchEvent(new Event("load"));
    expect(home!.media).toBe("all");
    expect(document.querySelector("style[data-inline-css]")).toBeNull();
  });
});
