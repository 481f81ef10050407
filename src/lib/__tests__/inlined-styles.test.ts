import { describe, expect, it } from "vitest";
import { PRERENDERED_HEAD as HEAD, readCss } from "@testing/fixtures/prerendered-head";
import { inlineStylesheets } from "../../../scripts/inline-css.ts";
import { adoptInlinedStylesheets } from "../inlined-styles";

describe("adoptInlinedStylesheets (first client navigation)", () => {
  async function pageHead() {
    document.head.innerHTML = (await inlineStylesheets(HEAD, readCss)).replace(/^<head>|<\/head>$/g, "");
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  }

  it("turns a loaded link on and removes its inline copy", async () => {
    const [root, home] = await pageHead();
    Object.defineProperty(root, "sheet", { value: {} });
    expect(root!.hasAttribute("disabled")).toBe(true);
    adoptInlinedStylesheets();
    expect(root!.media).toBe("all");
    expect(root!.hasAttribute("disabled")).toBe(false);
    expect(root!.hasAttribute("data-inline-css")).toBe(false);
    expect(document.querySelector('style[data-inline-css="/assets/root-1.css"]')).toBeNull();

    // Not loaded yet: the link is fetched, and the inline copy stays until the link has its sheet.
    expect(home!.hasAttribute("disabled")).toBe(false);
    expect(home!.media).toBe("print");
    expect(document.querySelector('style[data-inline-css="/assets/home-2.css#"]')).not.toBeNull();
    home!.dispatchEvent(new Event("load"));
    expect(home!.media).toBe("all");
    expect(document.querySelector("style[data-inline-css]")).toBeNull();
  });

  it("removes at once the inline copy of a stylesheet the page being left took with it", async () => {
    const [root, home] = await pageHead();
    Object.defineProperty(root, "sheet", { value: {} });
    home!.remove();
    adoptInlinedStylesheets();
    expect(document.querySelector('style[data-inline-css="/assets/home-2.css#"]')).toBeNull();
    expect(document.querySelector("style[data-inline-css]")).toBeNull();
    expect(root!.media).toBe("all");
  });
});
