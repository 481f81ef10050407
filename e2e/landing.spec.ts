import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../testing/e2e/fixtures";
import { expectHydrated, startApp } from "../testing/e2e/hydrated";

const SECTIONS_IN_ORDER = [
  "Get Ready for the Most Data-Driven UGC Platform Yet",
  "All Your UGC Needs In One Space",
  "Creators you can trust, terms you don't have to chase",
  /^Skip The/,
  "How it works",
  "Explore UGC That Drives Results",
  "Results you can measure",
  "Ready for UGC that pays for itself?",
];

const GENRES = ["B2B", "Finance", "Beauty", "Health & Wellbeing", "Entertainment", "Food & Beverage"];

/** Opens / and waits until React has hydrated the prerendered page (src/lib/hydration.ts marks it). */
async function openHome(page: Page) {
  await page.goto("/");
  await startApp(page);
  await expectHydrated(page.locator(".how-tabs__tab").first());
}

/**
 * Scrolls `target` into view until `check` passes. The layout scrolls to the top once when it hydrates,
 * which can undo a scroll made just before, so the scroll is repeated rather than done once.
 */
async function scrollUntil(target: Locator, check: () => Promise<void>) {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await check();
  }).toPass({ timeout: 15_000 });
}

/** Scrolls to the bottom in steps so every observer-driven section (lazy chunk, reveals) has run. */
async function scrollThroughPage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(80);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function mutedStates(page: Page) {
  return page.locator(".ugc-carousel__slide").evaluateAll((slides) =>
    slides.map((slide) => ({
      selected: slide.getAttribute("data-selected") === "true",
      muted: slide.querySelector("video")!.muted,
    })),
  );
}

test("shows every section of / in product.md order with its content", async ({ page }) => {
  await openHome(page);
  const tops: number[] = [];
  tops.push((await page.getByRole("complementary", { name: "Launch announcement" }).boundingBox())!.y);
  tops.push((await page.locator(".top-nav").boundingBox())!.y);
  for (const name of SECTIONS_IN_ORDER) {
    const section = page.getByRole("region", { name });
    await expect(section).toBeVisible();
    tops.push((await section.boundingBox())!.y);
  }
  tops.push((await page.getByRole("contentinfo").boundingBox())!.y);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));

  const hero = page.getByRole("region", { name: SECTIONS_IN_ORDER[0] as string });
  await expect(hero.getByText("UK Creators. AI. Insights. All in one place.")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Be First to Launch" })).toHaveAttribute("href", "/brand-signup");
  await expect(hero.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/brand-signup");
  for (const badge of ["AI Insights", "TikTok • Meta", "Content For Any Niche"]) {
    await expect(hero.getByText(badge, { exact: true })).toBeVisible();
  }
  // Six named logos, each set twice in each of two tracks; only the first set is exposed.
  await expect(hero.locator(".logo-marquee img")).toHaveCount(24);
  await expect(hero.getByRole("list", { name: "Brands getting ready to launch with us" }).getByRole("img")).toHaveCount(
    6,
  );

  for (const card of ["Data & Performance", "Find Your Dream Creators", "AI-Powered Insights"]) {
    await expect(page.getByRole("heading", { name: card, level: 3 })).toBeVisible();
  }
  for (const stat of [
    "800+",
    "Creators in Our Network",
    "1-on-1",
    "Up 29%",
    "Higher Conversion vs Traditional Content",
  ]) {
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Book a Demo", exact: true })).toHaveAttribute("href", "/brand-signup");

  // The lazily loaded section only fills in once the visitor gets near it.
  const why = page.getByRole("region", { name: SECTIONS_IN_ORDER[2] as string });
  await scrollUntil(why, () =>
    expect(why.getByRole("heading", { name: "Every creator is vetted" })).toBeVisible({ timeout: 1000 }),
  );
});

test("the lazily loaded section's way on to pricing is in Tab order before its list loads, and keeps the focus as it does @phone", async ({
  page,
}) => {
  await openHome(page);
  const why = page.getByRole("region", { name: SECTIONS_IN_ORDER[2] as string });
  const reasons = why.getByRole("heading", { name: "Every creator is vetted" });
  await expect(reasons).toHaveCount(0);
  // Tab from the section's heading: the next stop is See pricing, though the list is not there yet.
  await why.getByRole("heading", { level: 2 }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
  await page.keyboard.press("Tab");
  const pricing = why.getByRole("link", { name: "See pricing" });
  await expect(pricing).toBeFocused();
  // Focusing it brought the section near: the list loads above it, into the room kept for it, and the focused
  // link stays where it was.
  const before = await pricing.boundingBox();
  await expect(reasons).toBeVisible();
  await expect(pricing).toBeFocused();
  await expect(pricing).toBeInViewport();
  expect(Math.abs(((await pricing.boundingBox())?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(100);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/prices$/);
});

test("a lazily loaded list whose code cannot load leaves the home page as it is, and says so in its place", async ({
  page,
}) => {
  await page.route(/\/assets\/why-brands-[\w-]+\.js$/, (route) => route.abort());
  await openHome(page);
  const why = page.getByRole("region", { name: SECTIONS_IN_ORDER[2] as string });
  await why.scrollIntoViewIfNeeded();
  await expect(why.getByText("This part of the page could not load: reload the page to see it.")).toBeVisible();
  // No room is kept for a list that will not come; the way on to pricing and the rest of the page stay.
  expect((await why.locator(".why-body").boundingBox())?.height ?? 0).toBeLessThan(100);
  await expect(why.getByRole("link", { name: "See pricing" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Most Data-Driven UGC Platform/ })).toBeAttached();
  await expect(page.getByRole("heading", { name: "A new version is available" })).toHaveCount(0);
});

test("Skip The shows the word of the card that is more than half visible", async ({ page }) => {
  await openHome(page);
  const heading = page.getByRole("heading", { name: /^Skip The/ });
  await scrollUntil(page.locator(".skip-card").first(), () =>
    expect(heading).toHaveText(/Skip The\s*Searching$/, { timeout: 1000 }),
  );
  for (const word of ["Tracking", "Quality Control", "Negotiating"]) {
    const card = page.locator(".skip-card", { hasText: word }).first();
    await expect(async () => {
      await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect(heading).toHaveText(new RegExp(`Skip The\\s*${word}$`), { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }
});

test("How it works tabs default to 1 and switch by click and arrow keys", async ({ page }) => {
  await openHome(page);
  const tab1 = page.getByRole("tab", { name: /Platform Meets AI/ });
  await expect(tab1).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: /UK Creator Network/ }).click();
  await expect(page.getByRole("tabpanel")).toContainText("800+ pre-vetted creators");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: /Support That Drives Results/ })).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText("1-on-1 creative support for every project");
});

test(
  "hero videos are not requested until the collage scrolls into view",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/hero/") && request.url().endsWith(".mp4")) requested.push(request.url());
    });
    const videos = page.locator(".hero-collage__media--videos video");

    if (testInfo.project.name === "mobile") {
      // Phones get the three-picture collage; the clips never load there.
      await openHome(page);
      await expect(page.locator(".hero-collage__media--pictures img")).toHaveCount(3);
      await page.locator(".hero-collage").scrollIntoViewIfNeeded();
      await expect(page.locator(".hero-collage__media--pictures img").first()).toBeVisible();
      await page.waitForTimeout(500);
      await expect(videos.first()).not.toHaveAttribute("src", /.+/);
      expect(requested).toEqual([]);
      return;
    }

    // A short desktop window, so the collage starts below the fold.
    await page.setViewportSize({ width: 1280, height: 420 });
    await openHome(page);
    await expect(videos).toHaveCount(3);
    for (const video of await videos.all()) await expect(video).not.toHaveAttribute("src", /.+/);
    expect(requested).toEqual([]);

    await scrollUntil(page.locator(".hero-collage"), async () => {
      for (const video of await videos.all()) {
        await expect(video).toHaveAttribute("src", /\/media\/hero\/.+\.mp4$/, { timeout: 1000 });
      }
    });
    await expect.poll(() => new Set(requested).size).toBe(3);
    for (const video of await videos.all()) {
      await expect(video).toHaveJSProperty("muted", true);
      await expect(video).toHaveJSProperty("loop", true);
      await expect(video).toHaveAttribute("controlslist", "nodownload noplaybackrate");
    }
  },
);

test("carousel arrows loop both ways and only the centre video can be unmuted", async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole("region", { name: "Explore UGC That Drives Results" });
  const label = carousel.locator(".ugc-carousel__label");
  const next = carousel.getByRole("button", { name: "Next video" });
  const previous = carousel.getByRole("button", { name: "Previous video" });
  await expect(label).toHaveText(/B2B$/);
  const centreVideo = carousel.locator('.ugc-carousel__slide[data-selected="true"] video');
  // Only the centre clip plays, and only while the carousel is in view.
  await scrollUntil(carousel.locator(".ugc-carousel__viewport"), () =>
    expect(centreVideo).toHaveJSProperty("paused", false, { timeout: 1000 }),
  );

  for (const genre of [...GENRES.slice(1), GENRES[0]]) {
    await next.click();
    await expect(label).toHaveText(new RegExp(`${genre}$`));
  }
  await previous.click();
  await expect(label).toHaveText(/Food & Beverage$/);
  await next.click();
  await expect(label).toHaveText(/B2B$/);

  expect((await mutedStates(page)).every((state) => state.muted)).toBe(true);
  await carousel.getByRole("button", { name: "Unmute video" }).click();
  await expect(carousel.getByRole("button", { name: "Mute video" })).toBeVisible();
  const states = await mutedStates(page);
  expect(states.filter((state) => state.selected)).toEqual([{ selected: true, muted: false }]);
  expect(states.filter((state) => !state.selected).every((state) => state.muted)).toBe(true);

  await next.click();
  await expect(label).toHaveText(/Finance$/);
  await expect(carousel.getByRole("button", { name: "Unmute video" })).toBeVisible();
  expect((await mutedStates(page)).every((state) => state.muted)).toBe(true);

  // Scrolling the carousel out of view re-mutes it.
  await carousel.getByRole("button", { name: "Unmute video" }).click();
  await expect(carousel.getByRole("button", { name: "Mute video" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(carousel.getByRole("button", { name: "Unmute video" })).toHaveCount(1);
  expect((await mutedStates(page)).every((state) => state.muted)).toBe(true);
  await expect(centreVideo).toHaveJSProperty("paused", true);
});

test("the carousel starts (Embla measures its slides) only once it comes near the viewport, not while the page hydrates", async ({
  page,
}) => {
  await openHome(page);
  const carousel = page.getByRole("region", { name: "Explore UGC That Drives Results" });
  await expect(carousel.locator(".ugc-carousel__slide")).toHaveCount(GENRES.length);
  // Hydrated, the carousel's own chunk in, at the top of the page: Embla has not moved the track.
  await expect
    .poll(() => page.evaluate(() => document.querySelector(".ugc-carousel")?.getBoundingClientRect().top))
    .toBeGreaterThan(2 * page.viewportSize()!.height);
  await page.waitForTimeout(500);
  const trackStyle = () => carousel.locator(".ugc-carousel__track").getAttribute("style");
  expect(await trackStyle()).toBeNull();
  await scrollUntil(carousel.locator(".ugc-carousel__viewport"), () =>
    expect.poll(trackStyle, { timeout: 1000 }).toMatch(/transform/),
  );
});

test("an arrow pressed before the carousel has started moves it once it starts, label and centre clip with it", async ({
  page,
}) => {
  await openHome(page);
  const carousel = page.getByRole("region", { name: "Explore UGC That Drives Results" });
  const next = carousel.getByRole("button", { name: "Next video" });
  // The carousel's island has hydrated (its chunk is separate from the page's).
  await expectHydrated(next);
  expect(await carousel.locator(".ugc-carousel__track").getAttribute("style"), "not started yet").toBeNull();
  // A click event without scrolling there first (as a screen reader can send one).
  await next.dispatchEvent("click");
  await scrollUntil(carousel.locator(".ugc-carousel__viewport"), () =>
    expect(carousel.locator(".ugc-carousel__label")).toHaveText(new RegExp(`${GENRES[1]}$`), { timeout: 1000 }),
  );
  await expect(carousel.locator('.ugc-carousel__slide[data-selected="true"]')).toHaveAttribute(
    "aria-label",
    new RegExp(`^2 of ${GENRES.length}`),
  );
});

test("has no axe violations and is captured at full length", async ({ page, expectNoAxeViolations }, testInfo) => {
  // Scrolling the whole page, one scan of it and a full-length capture: more than the default on a slow machine.
  test.setTimeout(90_000);
  await openHome(page);
  await expect(async () => {
    await scrollThroughPage(page);
    await expect(page.getByRole("heading", { name: "Every creator is vetted" })).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.waitForTimeout(700);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `e2e-artifacts/landing-${testInfo.project.name}.png`, fullPage: true });
});
