// What a phone visitor does first on a public page, timed the way INP times it: each interaction's event-to-paint
// delay from the browser's own Event Timing entries (PerformanceObserver "event" and "first-input"), on a cold page
// under a 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate, Lighthouse's mobile preset). Used by
// e2e/interaction-latency.spec.ts (which checks each interaction worked and was timed) and by the bench
// (scripts/bench-lighthouse.mjs, which reports the longest per page beside TBT).

import type { expect as playwrightExpect, Locator, Page } from "@playwright/test";

type Expect = typeof playwrightExpect;
export type InteractionStep = "menu" | "faq" | "tab" | "slider" | "type";
export interface EventTiming {
  name: string;
  type: string;
  duration: number;
  id: number;
}

declare global {
  interface Window {
    __eventTimings?: EventTiming[];
  }
}

/** The interactions tried on each page, in order. */
export const PAGE_INTERACTIONS: Record<string, InteractionStep[]> = {
  "/": ["menu", "tab"],
  "/creator": ["menu", "faq"],
  "/prices": ["menu", "faq", "slider"],
  "/brand-signup": ["menu", "type"],
  "/creator-signup": ["menu", "type"],
  "/contact": ["menu", "type"],
  "/how-it-works": ["menu"],
};

/** The interactions a page without scripts answers too (a native `<details>`, a text field): what the bench also
 * times on each page's no-script anchor, the same page's HTML and CSS, to show what its own rendering costs. */
export const WITHOUT_SCRIPTS = new Set<InteractionStep>(["faq", "type"]);

/**
 * Taps the middle of `locator` as a finger would: the box is read first, then the touch goes through the
 * touchscreen (CDP Input.dispatchTouchEvent). A locator's own `tap()` runs Playwright's checks in the page (listeners
 * on the pointer events to verify what was hit, scripts it evaluates), and that work was counted in the very
 * event-to-paint delay measured here; the page's own listeners and rendering are what should be.
 */
async function tapLike(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("nothing to tap: the element has no box");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // The interaction's frame paints before anything checks what it did.
  await page.waitForTimeout(SETTLE_MS);
}

/** Time left after each input for the page to answer and paint before the check reads the page. */
const SETTLE_MS = 400;

/** Each interaction, with what shows that it worked (Playwright's `expect`, passed in). */
const STEPS: Record<InteractionStep, (page: Page, expect: Expect) => Promise<void>> = {
  async menu(page, expect) {
    await tapLike(page, page.getByRole("button", { name: "Open menu" }));
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await tapLike(page, page.getByRole("button", { name: "Close menu" }));
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  },
  async faq(page, expect) {
    await tapLike(page, page.locator("main details summary").first());
    await expect(page.locator("main details").first()).toHaveAttribute("open");
  },
  async tab(page, expect) {
    const tab = page.getByRole("tab").nth(1);
    await tapLike(page, tab);
    await expect(tab).toHaveAttribute("aria-selected", "true");
  },
  async slider(page, expect) {
    const slider = page.getByRole("slider", { name: "Number of creators" });
    const total = page.getByTestId("total-price");
    const before = await total.textContent();
    await slider.scrollIntoViewIfNeeded();
    await slider.focus();
    await page.waitForTimeout(SETTLE_MS);
    for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(SETTLE_MS);
    await expect(slider).toHaveValue("8");
    await expect(total).not.toHaveText(before ?? "");
  },
  async type(page, expect) {
    const field = page.locator("main form").first().getByRole("textbox").first();
    await tapLike(page, field);
    await page.keyboard.type("Priya Shah", { delay: 30 });
    await page.waitForTimeout(SETTLE_MS);
    await expect(field).toHaveValue("Priya Shah");
  },
};

/**
 * Collects Event Timing entries from the start of the page (added before it loads). Its source runs in the page, so
 * it names no inner function: tsx would wrap a named one in a helper the page does not have.
 */
function observeEvents() {
  const seen: EventTiming[] = [];
  window.__eventTimings = seen;
  // Event Timing's `durationThreshold` is not in the DOM typings yet.
  const options = [
    { type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit,
    { type: "first-input", buffered: true },
  ];
  for (const option of options) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const id = (entry as PerformanceEventTiming).interactionId ?? 0;
        seen.push({ name: entry.name, type: entry.entryType, duration: entry.duration, id });
      }
    }).observe(option);
  }
}

/**
 * Opens `url` cold in `page` at a 4x CPU slowdown, does `steps` and returns the Event Timing entries seen and the
 * longest event-to-paint delay of an interaction (ms; entries are reported from 16 ms, so 0 means all were shorter
 * except the first input's, which is always reported).
 */
export async function measureInteractions(
  page: Page,
  url: string,
  steps: InteractionStep[],
  expect: Expect,
): Promise<{ entries: EventTiming[]; longestMs: number }> {
  await page.addInitScript(observeEvents);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await page.goto(url, { waitUntil: "load" });
    for (const step of steps) await STEPS[step](page, expect);
    // Entries are queued until the frame after the interaction has painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const entries = await page.evaluate(() => window.__eventTimings!);
    const interactions = entries.filter((entry) => entry.id > 0 || entry.type === "first-input");
    return { entries, longestMs: Math.max(0, ...interactions.map((entry) => entry.duration)) };
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
}
