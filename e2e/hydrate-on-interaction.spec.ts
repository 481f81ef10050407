import type { Locator, Page, Request } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { declineReopenAccept } from "../testing/e2e/cookie-prompt";
import { holdRequests } from "../testing/e2e/hold-requests";
import { expectHydrated, startApp } from "../testing/e2e/hydrated";

// A prerendered public page runs only its chrome (the phone menu, the cookie prompt, "Cookie settings":
// src/app/public-page.ts) until the visitor first reaches for a part that needs React; then the app loads and
// hydrates, and what the visitor did meanwhile is not lost (docs/decisions/0009-public-pages-hydrate-on-interaction.md).
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;
const isFramework = (request: Request) => FRAMEWORK.test(request.url());
const PAGE_CHROME = /\/assets\/page-chrome-[\w-]+\.js$/;
/** The contact page's form (its island's code: src/features/contact/contact-page.tsx). */
const CONTACT_FORM = /\/assets\/contact-form-[\w-]+\.js$/;

test.describe("before the first interaction", () => {
  test.use({ consent: null });

  test("the cookie prompt, Cookie settings and an FAQ work, and no framework code is requested", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/prices", { waitUntil: "networkidle" });
    await declineReopenAccept(page);
    const question = page.locator("main details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    expect(scripts.some((url) => url.includes("/assets/page-chrome-"))).toBe(true);
    expect(scripts.filter((url) => FRAMEWORK.test(url))).toEqual([]);

    // The first press on a part that needs React starts the app.
    const framework = page.waitForRequest(isFramework);
    await page.getByRole("slider", { name: "Number of creators" }).focus();
    await framework;
  });
});

for (const path of ["/", "/creator", "/prices"]) {
  test(`${path}: the page chrome is requested once the page has loaded and its largest paint has been made, and no stylesheet is`, async ({
    page,
  }) => {
    // Lighthouse's simulated phone counts a request that starts before the largest paint as holding it up; the
    // page's CSS is inline, so its stylesheets are fetched only once the app navigates (scripts/inline-css.ts).
    await page.goto(path);
    const timing = await page.evaluate(async () => {
      const chrome = await new Promise<PerformanceEntry>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntries().find(({ name }) => name.includes("/page-chrome-"));
          if (!entry) return;
          observer.disconnect();
          resolve(entry);
        });
        observer.observe({ type: "resource", buffered: true });
      });
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return {
        stylesheets: performance
          .getEntriesByType("resource")
          .filter(({ name }) => new URL(name).pathname.endsWith(".css"))
          .map(({ name }) => name),
        chrome: chrome.startTime,
        loaded: navigation!.loadEventEnd,
        largestPaint: Math.max(...paints.map((entry) => entry.startTime)),
      };
    });
    expect(timing.chrome).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.chrome).toBeGreaterThan(timing.largestPaint);
    expect(timing.stylesheets).toEqual([]);
  });
}

test("what the visitor typed, and the Send they pressed, while the app loaded reach the form's request", async ({
  page,
}) => {
  const { release } = await holdRequests(page, FRAMEWORK);
  let sent: Record<string, unknown> | undefined;
  await page.route("**/api/contact-message", async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
  });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Priya Shah");
  await form.getByLabel("Email").fill("priya@example.co.uk");
  await form.getByLabel("Message").fill("Typed before the app arrived.");
  await form.getByRole("button", { name: "Send Message" }).click();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for reaching out!" })).toBeVisible();
  expect(sent).toMatchObject({
    name: "Priya Shah",
    email: "priya@example.co.uk",
    message: "Typed before the app arrived.",
  });
});

test("keys typed once React has a field, before the page hands it over, are kept with those typed before", async ({
  page,
}) => {
  // The page hands a field over a frame after React has hydrated it: on a busy phone, keys can land in between.
  // Here the page's frames are held back (a test's stand-in for a slow one) while the visitor goes on typing.
  await page.addInitScript(() => {
    const held: FrameRequestCallback[] = [];
    const frame = window.requestAnimationFrame.bind(window);
    Object.assign(window, {
      holdFrames: false,
      releaseFrames: () => {
        Object.assign(window, { holdFrames: false });
        for (const callback of held.splice(0)) frame(callback);
      },
    });
    window.requestAnimationFrame = (callback) =>
      (window as unknown as { holdFrames: boolean }).holdFrames ? held.push(callback) : frame(callback);
  });
  const { requested, release } = await holdRequests(page, FRAMEWORK);
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  const name = form.getByLabel("Name");
  await name.click();
  await page.keyboard.type("Priya");
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await page.evaluate(() => Object.assign(window, { holdFrames: true }));
  release();
  await expectHydrated(name);
  await page.keyboard.type(" Shah");
  await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
  await expect(name).toHaveValue("Priya Shah");
  let sent: Record<string, unknown> | undefined;
  await page.route("**/api/contact-message", async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
  });
  await form.getByLabel("Email").fill("priya@example.co.uk");
  await form.getByLabel("Message").fill("Typed while the app arrived.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for reaching out!" })).toBeVisible();
  expect(sent).toMatchObject({ name: "Priya Shah" });
});

/** Scrolls the home page's "Skip The" card with `word` into the middle until the heading shows its word. */
async function readCard(page: Page, word: string) {
  const card = page.locator(".skip-card", { hasText: word }).first();
  await expect(async () => {
    await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect(page.getByRole("heading", { name: /^Skip The/ })).toHaveText(new RegExp(`Skip The\\s*${word}$`), {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  return card;
}

test("the home page's tabs and Skip The word work without the app's code", async ({ page }) => {
  // Held for the whole test: whatever starts the app (the hero's videos near the viewport on a desktop), the tabs
  // and the word answer from the page chrome alone.
  await holdRequests(page, FRAMEWORK);
  await page.goto("/");
  const tab = page.getByRole("tab", { name: /UK Creator Network/ });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("800+ pre-vetted creators");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: /Support That Drives Results/ })).toBeFocused();
  await expect(page.getByRole("tab", { name: /UK Creator Network/ })).toHaveAttribute("aria-selected", "false");
  const card = await readCard(page, "Tracking");
  await expect(card).toHaveAttribute("data-active", "true");
});

test("what the visitor did to the home page's tabs and word before the app arrived stays once it has hydrated", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { release } = await holdRequests(page, FRAMEWORK);
  await page.goto("/");
  const heading = page.getByRole("heading", { name: /^Skip The/ });
  await readCard(page, "Tracking");
  await page.getByRole("tab", { name: /Platform Meets AI/ }).focus();
  await page.keyboard.press("ArrowRight");
  const second = page.getByRole("tab", { name: /UK Creator Network/ });
  await expect(second).toBeFocused();
  release();
  await startApp(page);
  await expectHydrated(page.locator("footer").getByRole("button", { name: "Subscribe" }));
  await expectHydrated(second);
  // React took the page as it found it: nothing thrown away and drawn again.
  expect(errors).toEqual([]);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(second).toBeFocused();
  await expect(heading).toHaveText(/Skip The\s*Tracking$/);
});

test("a page's static parts are never hydrated, and the router still renders them on a page it opens", async ({
  page,
}) => {
  await page.goto("/creator");
  const steps = page.locator("[data-static=creator-steps]");
  // Were React to hydrate inside a static part, a text that differs from what it renders would be drawn again.
  await steps.evaluate((element) => {
    const heading = element.querySelector("h2, h3");
    if (!heading) throw new Error("the part has no heading");
    heading.append(" (kept)");
    Object.assign(window, { keptHeading: heading });
  });
  const prerendered = await steps.innerHTML();
  await startApp(page);
  await expectHydrated(page.locator("footer").getByRole("button", { name: "Subscribe" }));
  expect(await steps.innerHTML()).toBe(prerendered);
  expect(
    await steps.evaluate((element) => element.contains((window as unknown as { keptHeading: Node }).keptHeading)),
  ).toBe(true);
  // A page the router renders (no prerendered markup in the document) gets its parts from React.
  await page.locator("header").getByRole("link", { name: "Pricing" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/pric/i);
  await expect(page.locator("[data-static=pricing-compare]").getByRole("table")).toBeVisible();
});

test("the credit slider moved before the app arrived prices its new position once it has", async ({ page }) => {
  const { release } = await holdRequests(page, FRAMEWORK);
  await page.goto("/prices");
  const slider = page.getByRole("slider", { name: "Number of creators" });
  await slider.focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("10");
  release();
  await expect(page.getByTestId("total-price")).toHaveText("£2,475.00");
  await expect(slider).toHaveValue("10");
  // Set by a script once hydrated (as a password manager sets a field), the new value stays: it is not taken back
  // to the one moved before hydration, which is told to React again for a second after.
  await slider.fill("20");
  await expect(page.getByTestId("total-price")).toHaveText("£4,675.00");
  await page.waitForTimeout(1500);
  await expect(slider).toHaveValue("20");
});

/** Opens `path` with the page chrome's chunk held; the function it answers lets the chunk through once asked for. */
async function openWithChromeHeld(page: Page, path: string) {
  const chrome = await holdRequests(page, PAGE_CHROME);
  await page.goto(path);
  return async () => {
    await expect.poll(() => chrome.requested.length).toBeGreaterThan(0);
    chrome.release();
  };
}

test("the slider moved before even the page chrome arrived prices its new position once the app has", async ({
  page,
}) => {
  const releaseChrome = await openWithChromeHeld(page, "/prices");
  const slider = page.getByRole("slider", { name: "Number of creators" });
  await slider.focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
  await releaseChrome();
  await expect(page.getByTestId("total-price")).toHaveText("£2,475.00");
  await expect(slider).toHaveValue("10");
});

test("a legal page scrolled before the page chrome arrived marks the section being read once it has", async ({
  page,
}) => {
  const chrome = await holdRequests(page, PAGE_CHROME);
  await page.goto("/privacy-policy");
  await page.locator("#your-rights").evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await expect.poll(() => chrome.requested.length).toBeGreaterThan(0);
  chrome.release();
  const contents = page.getByRole("navigation", { name: "On this page" });
  await expect(contents.getByRole("link", { name: /your rights/i })).toHaveAttribute("aria-current", "location");
});

test("the phone menu pressed before the page chrome arrived opens once it has", async ({ page }) => {
  const chrome = await holdRequests(page, PAGE_CHROME);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect.poll(() => chrome.requested.length).toBeGreaterThan(0);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  chrome.release();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
});

test("a tab's arrow key pressed before the page chrome arrived moves to the next tab once it has", async ({ page }) => {
  const releaseChrome = await openWithChromeHeld(page, "/");
  const first = page.getByRole("tab", { name: /Platform Meets AI/ });
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await releaseChrome();
  const second = page.getByRole("tab", { name: /UK Creator Network/ });
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(second).toBeFocused();
});

test("a tab pressed before the page chrome arrived, then left with Tab, is selected once it has", async ({ page }) => {
  const releaseChrome = await openWithChromeHeld(page, "/");
  const second = page.getByRole("tab", { name: /UK Creator Network/ });
  await second.click();
  await page.keyboard.press("Tab");
  await releaseChrome();
  await expect(second).toHaveAttribute("aria-selected", "true");
});

test("an FAQ question's arrow key pressed before the page chrome arrived moves to the next question once the app has", async ({
  page,
}) => {
  const releaseChrome = await openWithChromeHeld(page, "/creator");
  const questions = page.locator("main details summary");
  await questions.first().focus();
  await page.keyboard.press("ArrowDown");
  await releaseChrome();
  await expect(questions.nth(1)).toBeFocused();
});

/** The framework's requests the page makes from now on. */
function watchFramework(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isFramework(request)) requests.push(request.url());
  });
  return requests;
}

/**
 * With the page's clock paused just after the last key: no framework request 100 ms later (a second of real time
 * for one the page might have started), then the pause that starts the app, 500 ms after the last key.
 */
async function expectStartAfterPause(page: Page, frameworkRequests: string[], field: Locator) {
  await page.clock.runFor(100);
  await page.waitForTimeout(1000);
  expect(frameworkRequests).toEqual([]);
  await page.clock.runFor(500);
  await page.clock.resume();
  await expect.poll(() => frameworkRequests.length).toBeGreaterThan(0);
  await expectHydrated(field);
}

test("typing into a form starts the app once the visitor pauses, not while they type", async ({ page }) => {
  const frameworkRequests = watchFramework(page);
  await page.clock.install();
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  // The page's clock stands still while the visitor types, so a key that arrives late on a busy machine is no pause.
  await page.clock.pauseAt(Date.now() + 1000);
  await form.getByLabel("Message").click();
  await page.keyboard.type("Typed without a pause, one key every 50 ms.", { delay: 50 });
  await expectStartAfterPause(page, frameworkRequests, form.getByLabel("Message"));
  await expect(form.getByLabel("Message")).toHaveValue("Typed without a pause, one key every 50 ms.");
});

test("typing into a form before the page chrome arrived starts the app once the visitor pauses, not while they type", async ({
  page,
}) => {
  const frameworkRequests = watchFramework(page);
  const chrome = await holdRequests(page, PAGE_CHROME);
  await page.clock.install();
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Message").click();
  await page.keyboard.type("Typed before the chrome, ", { delay: 50 });
  await expect.poll(() => chrome.requested.length).toBeGreaterThan(0);
  // The page's clock stands still from here, so only the time the test lets pass counts as a pause.
  await page.clock.pauseAt(Date.now() + 1000);
  chrome.release();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await page.keyboard.type("and after it.", { delay: 50 });
  await expectStartAfterPause(page, frameworkRequests, form.getByLabel("Message"));
  await expect(form.getByLabel("Message")).toHaveValue("Typed before the chrome, and after it.");
});

test("keys typed while the page hydrates do not make React hydrate it all at once", async ({ page }) => {
  // React DOM answers a key on a part it has not hydrated yet by hydrating everything down to it in that key's task
  // (hundreds of milliseconds on a phone). Each key is watched at its keydown and again at its input, which the
  // browser dispatches in the same task: only that synchronous hydration can mark a part hydrated in between. What
  // is hydrated is read from the page's own marks (src/lib/hydration.ts).
  type Key = { before: number; after?: number };
  await page.addInitScript(() => {
    const hydrated = () => document.querySelectorAll("[data-hydrated]").length;
    const keys: Key[] = [];
    Object.assign(window, { typedKeys: keys });
    addEventListener("keydown", (event) => event.isTrusted && keys.push({ before: hydrated() }), true);
    addEventListener(
      "input",
      () => {
        const key = keys.at(-1);
        if (key && key.after === undefined) key.after = hydrated();
      },
      true,
    );
  });
  // The form's code is held until keys have landed while the app runs and the form waits for it: left to the network,
  // the whole page can hydrate between two of the test's keys on a loaded machine. React asks for it only as it
  // hydrates the page's body, so its request says the app is running.
  const formCode = await holdRequests(page, CONTACT_FORM);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/contact");
  const field = page.getByRole("form", { name: "Send us a message" }).getByLabel("Message");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await field.focus();
  // Enter starts the app at once (typing alone waits for a pause: src/app/public-page.ts); the keys go on while the
  // app loads and hydrates the page, and once the form's code is let through, until React answers the field.
  await page.keyboard.press("Enter");
  const typeTen = () => page.keyboard.type("aaaaaaaaaa");
  for (let batch = 0; batch < 300 && formCode.requested.length === 0; batch += 1) await typeTen();
  expect(formCode.requested, "the form's code, asked for as React hydrates the page").not.toEqual([]);
  const typedKeys = () => page.evaluate(() => (window as unknown as { typedKeys: Key[] }).typedKeys);
  const heldFrom = (await typedKeys()).length;
  await typeTen();
  const heldTo = (await typedKeys()).length;
  formCode.release();
  const hydrated = () => field.evaluate((node) => node.closest("[data-island]:not([data-hydrated])") === null);
  for (let batch = 0; batch < 60 && !(await hydrated()); batch += 1) await typeTen();
  await expectHydrated(field);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(field).toHaveValue(/^\na+$/);
  const keys = await typedKeys();
  const parts = await page.evaluate(() => document.querySelectorAll("[data-hydrated]").length);
  // Keys landed while the app ran and the form was still to hydrate; none hydrated any part in its task.
  expect(keys.slice(heldFrom, heldTo).filter((key) => key.before < parts)).toHaveLength(10);
  expect(keys.filter((key) => key.after !== undefined && key.after > key.before)).toEqual([]);
});

test.describe("when the app's code cannot load", () => {
  test.use({ consent: null });

  test("the page stays usable: the prompt answers, the FAQ opens, links lead on", async ({ page }) => {
    await page.route(FRAMEWORK, (route) => route.abort());
    await page.goto("/prices");
    await page.getByRole("slider", { name: "Number of creators" }).focus();
    // The slider cannot work without the app: the page says so, and the visitor can keep reading.
    const notice = page.getByRole("alert").filter({ hasText: "A new version is available" });
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toBeHidden();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    const question = page.locator("main details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    await page.locator("footer").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  });
});
