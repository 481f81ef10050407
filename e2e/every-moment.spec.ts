import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { declineReopenAccept } from "../testing/e2e/cookie-prompt";
import { holdRequests } from "../testing/e2e/hold-requests";
import { startApp } from "../testing/e2e/hydrated";

// A public page's behaviours at every moment of its life (docs/decisions/0009-public-pages-hydrate-on-interaction.md):
// with the app's code held back (a slow phone), once it arrives, and when it cannot load (a tab left open across a
// deploy). What needs no React works in each; what needs React is done once the app arrives, or the page says a new
// version is available. Never a control that does nothing.

/** Every script but the page chrome's: the app (React, the router, the routes, the islands). */
const APP_CHUNKS = /\/assets\/(?!page-chrome-)[^/?]+\.js(\?.*)?$/;

async function appChunksGone(page: Page) {
  await page.route(APP_CHUNKS, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "" }));
}

/**
 * The notice is shown; `pressed`: it answers a button the visitor pressed, so Reload has the focus, and Escape gives it
 * back; otherwise the focus stays where the visitor left it (and Escape there dismisses the notice, see below).
 */
async function expectNewVersionNotice(page: Page, { pressed = false } = {}) {
  const notice = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: "A new version is available" }) });
  await expect(notice).toBeVisible();
  const reload = notice.getByRole("button", { name: "Reload" });
  if (!pressed) {
    await expect(reload).not.toBeFocused();
    return;
  }
  await expect(reload).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(notice).toBeHidden();
  await expect(page.locator("body")).not.toBeFocused();
}

const LAZY_SECTION = "Creators you can trust, terms you don't have to chase";

test.describe("the home page's lazily loaded section", { tag: "@phone" }, () => {
  test("fills in as the visitor scrolls to it, with no tap first", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const section = page.getByRole("region", { name: LAZY_SECTION });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("heading", { name: "Every creator is vetted" })).toBeVisible();
  });

  test("says a new version is available when its code cannot load", async ({ page }) => {
    await appChunksGone(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("region", { name: LAZY_SECTION }).scrollIntoViewIfNeeded();
    await expectNewVersionNotice(page);
  });
});

test.describe("/#footer", () => {
  test("scrolls smoothly to the footer after 100 ms, and the app starting later never pulls the visitor back", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const times: number[] = [];
      (window as unknown as { scrolls: number[] }).scrolls = times;
      addEventListener("scroll", () => times.push(performance.now()), { passive: true });
    });
    // The app's code is held until the visitor has scrolled back up: it starts later, as on a slow phone.
    const { release } = await holdRequests(page, APP_CHUNKS);
    await page.goto("/#footer");
    const form = page.locator("#footer").getByRole("textbox").first();
    await expect(form).toBeInViewport();
    const firstScroll = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls[0]);
    expect(firstScroll).toBeGreaterThanOrEqual(100);
    await expect(page).toHaveURL(/\/#footer$/);

    // The visitor scrolls back to the top, wheeling until they are there (one wheel event during the smooth scroll
    // can be overtaken by it); the app starts afterwards (a tap on a form, here by its loader).
    await page.mouse.move(640, 400);
    await expect(async () => {
      await page.mouse.wheel(0, -100_000);
      expect(await page.evaluate(() => scrollY)).toBe(0);
    }).toPass();
    release();
    await startApp(page);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test(
  "a phone menu opened before the app arrives stays open once it has hydrated",
  { tag: "@phone" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await startApp(page);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  },
);

test("a page with a form loads no app code until the visitor reaches for it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  for (const path of ["/creator-signup", "/brand-signup", "/contact"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  }
  // Only the page chrome: a field left as the page wrote it (the referral source's first choice) is not a change.
  expect(scripts.filter((url) => APP_CHUNKS.test(url))).toEqual([]);
});

/** Scrolls a control into view and presses it, as a visitor reaching for it would. */
async function scrollToAndClick(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await control.click();
}

/** The home page carousel's arrow. */
const carouselArrow = (page: Page, name: "Next video" | "Previous video") =>
  page.getByRole("region", { name: "Explore UGC That Drives Results" }).getByRole("button", { name });

/**
 * What a public page does without React: the cookie prompt and "Cookie settings", the home page's tabs and "Skip The"
 * word, the videos' protection (no right-click menu, no dragging out), an FAQ with one question open at a time, and on a
 * phone the menu.
 */
async function expectWorksWithoutReact(page: Page, open: (path: string) => Promise<unknown>) {
  await open("/");
  await declineReopenAccept(page);

  if ((page.viewportSize()?.width ?? 1280) < 900) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  }

  const tab = page.getByRole("tab", { name: /UK Creator Network/ });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("800+ pre-vetted creators");
  const skipThe = page.getByRole("heading", { name: /^Skip The/ });
  const word = await skipThe.textContent();
  await page.locator(".skip-card").last().scrollIntoViewIfNeeded();
  await expect(skipThe).not.toHaveText(word ?? "");

  const video = page.locator(".ugc-carousel video").first();
  await video.scrollIntoViewIfNeeded();
  const prevented = await video.evaluate((node) =>
    ["contextmenu", "dragstart"].map((type) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true });
      node.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  );
  expect(prevented).toEqual([true, true]);

  await open("/creator");
  const questions = page.locator("main details");
  await questions.nth(0).locator("summary").click();
  await expect(questions.nth(0)).toHaveAttribute("open");
  await questions.nth(1).locator("summary").click();
  await expect(questions.nth(1)).toHaveAttribute("open");
  await expect(questions.nth(0)).not.toHaveAttribute("open");
}

test.describe("what works without React", { tag: "@phone" }, () => {
  test.use({ consent: null });

  test("works while the app's code is on its way", async ({ page }) => {
    await holdRequests(page, APP_CHUNKS);
    await expectWorksWithoutReact(page, (path) => page.goto(path, { waitUntil: "domcontentloaded" }));
  });

  test("works once the app has hydrated", async ({ page }) => {
    await expectWorksWithoutReact(page, async (path) => {
      await page.goto(path);
      await startApp(page);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    });
  });

  test("works when the app's code cannot load", async ({ page }) => {
    await appChunksGone(page);
    await expectWorksWithoutReact(page, (path) => page.goto(path, { waitUntil: "domcontentloaded" }));
  });
});

test("when no script of the page can load, its chrome's included, the page says so and puts its dead controls away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "" }),
  );
  await page.goto("/brand-signup");
  // No press needed: the app is tried as soon as the chrome has failed, and its failure is shown.
  await expect(page.getByText("A new version is available: reload the page to send this form.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  const submit = page.getByRole("button", { name: "Join the Waitlist" });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveCSS("cursor", "not-allowed");
});

/** A control that needs React, pressed before the app arrives: done once it has, or answered by the notice. */
const NEEDS_REACT: {
  name: string;
  path: string;
  /** A button: the notice answering it takes the focus. */
  pressed: boolean;
  press: (page: Page) => Promise<void>;
  done: (page: Page) => Promise<void>;
}[] = [
  {
    name: "the carousel's next arrow",
    path: "/",
    pressed: true,
    press: (page) => scrollToAndClick(carouselArrow(page, "Next video")),
    done: (page) => expect(page.locator(".ugc-carousel__label")).toHaveText(/Finance$/),
  },
  {
    name: "the carousel's previous arrow, from the first video",
    path: "/",
    pressed: true,
    press: (page) => scrollToAndClick(carouselArrow(page, "Previous video")),
    // It loops: before the first comes the last.
    done: (page) => expect(page.locator(".ugc-carousel__label")).toHaveText(/Food & Beverage$/),
  },
  {
    name: "the carousel's sound button",
    path: "/",
    pressed: true,
    press: (page) => scrollToAndClick(page.getByRole("button", { name: "Unmute video" })),
    done: (page) => expect(page.getByRole("button", { name: "Mute video" })).toBeVisible(),
  },
  {
    name: "an FAQ question's arrow key",
    path: "/creator",
    pressed: false,
    press: async (page) => {
      await page.locator("main details summary").first().focus();
      await page.keyboard.press("ArrowDown");
    },
    done: (page) => expect(page.locator("main details summary").nth(1)).toBeFocused(),
  },
  {
    name: "the credit slider",
    path: "/prices",
    pressed: false,
    press: async (page) => {
      await page.getByRole("slider", { name: "Number of creators" }).focus();
      for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
    },
    done: (page) => expect(page.getByTestId("total-price")).toHaveText("£2,475.00"),
  },
  {
    name: "the contact form's Send Message",
    path: "/contact",
    pressed: true,
    press: async (page) => {
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByRole("button", { name: "Send Message" }).click();
    },
    // Sent empty: the form's own validation answers.
    done: (page) => expect(page.getByText("Please enter your name")).toBeVisible(),
  },
  {
    name: "the brand waitlist's Join the Waitlist",
    path: "/brand-signup",
    pressed: true,
    press: (page) => page.getByRole("button", { name: "Join the Waitlist" }).click(),
    done: (page) => expect(page.getByText("Name is required")).toBeVisible(),
  },
  {
    name: "the creator application's Submit Application",
    path: "/creator-signup",
    pressed: true,
    press: (page) => page.getByRole("button", { name: "Submit Application" }).click(),
    done: (page) =>
      expect(
        page.getByRole("region", { name: "Personal Information" }).getByText("First name is required"),
      ).toBeVisible(),
  },
  {
    name: "the status link's Send me my link again",
    path: "/creator-signup",
    pressed: true,
    press: (page) => scrollToAndClick(page.getByRole("button", { name: "Send me my link again" })),
    done: (page) => expect(page.getByText("Please enter your e-mail address")).toBeVisible(),
  },
  {
    name: "the footer's Subscribe",
    path: "/",
    pressed: true,
    press: (page) => scrollToAndClick(page.locator("#footer").getByRole("button", { name: "Subscribe" })),
    done: (page) => expect(page.locator("#footer").getByText("Please enter your email address")).toBeVisible(),
  },
];

for (const control of NEEDS_REACT) {
  test(
    `${control.name}, pressed while the app's code is on its way, is done once it arrives`,
    { tag: "@phone" },
    async ({ page }) => {
      const { release } = await holdRequests(page, APP_CHUNKS);
      await page.goto(control.path, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      await control.press(page);
      release();
      await control.done(page);
    },
  );

  test(
    `${control.name}, pressed when the app's code cannot load, says a new version is available`,
    {
      tag: "@phone",
    },
    async ({ page }) => {
      await appChunksGone(page);
      await page.goto(control.path, { waitUntil: "networkidle" });
      await control.press(page);
      await expectNewVersionNotice(page, { pressed: control.pressed });
    },
  );
}

const uniqueEmail = (tag: string) =>
  `e2e-held-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe("a form sent while the app's code is on its way", { tag: "@phone" }, () => {
  test("the newsletter says it has subscribed once the code arrives", async ({ page }) => {
    const { release } = await holdRequests(page, APP_CHUNKS);
    await page.goto("/prices", { waitUntil: "domcontentloaded" });
    const footer = page.locator("#footer");
    await footer.getByLabel("Email address").fill(uniqueEmail("newsletter"));
    await footer.getByRole("button", { name: "Subscribe" }).click();
    release();
    await expect(footer.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  });

  test("the brand waitlist thanks the brand once the code arrives", async ({ page }) => {
    const { release } = await holdRequests(page, APP_CHUNKS);
    await page.goto("/brand-signup", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Reserve your early access" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Amara Okafor");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("waitlist"));
    await form.getByRole("textbox", { name: "Company name", exact: true }).fill("Kettle and Co");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    release();
    await expect(page.getByText("Thank you! for signing up we cant wait to speak with you soon.")).toBeVisible();
  });
});

test("typing on while the app's code cannot load never lands on the notice", async ({ page }) => {
  await appChunksGone(page);
  await page.goto("/contact", { waitUntil: "networkidle" });
  const message = page.getByRole("form", { name: "Send us a message" }).getByLabel("Message");
  await message.click();
  await page.keyboard.type("Hello");
  await expectNewVersionNotice(page);
  await page.keyboard.type(" there");
  await expect(message).toHaveValue("Hello there");
  await expect(message).toBeFocused();
  // What the notice covers stays in reach of a keyboard: Escape where the visitor is dismisses it.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alert").filter({ hasText: "A new version is available" })).toBeHidden();
  await expect(message).toBeFocused();
  await expect(message).toHaveValue("Hello there");
});

test("a footer whose code cannot load stays in place, and its Subscribe says a new version is available", async ({
  page,
}) => {
  await page.route(/\/assets\/(site-footer|newsletter-form)-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "" }),
  );
  await page.goto("/prices", { waitUntil: "networkidle" });
  await startApp(page);
  await expect(page.locator("[data-island-failed]")).toHaveCount(1);
  const footer = page.locator("#footer");
  await expect(
    footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy Policy" }),
  ).toBeVisible();
  await scrollToAndClick(footer.getByRole("button", { name: "Subscribe" }));
  await expectNewVersionNotice(page, { pressed: true });
});
