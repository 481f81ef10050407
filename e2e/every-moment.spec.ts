import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { holdRequests } from "./support/hold-requests";
import { startApp } from "./support/hydrated";

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
 * back; otherwise the focus stays where the visitor left it.
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

    // The visitor scrolls back to the top; the app starts afterwards (a tap on a form, here by its loader).
    await page.mouse.wheel(0, -100_000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
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

test.describe("with the app's code unreachable", () => {
  test.use({ consent: null });

  test("the menu, the cookie prompt, the tabs, the Skip The word, the FAQ and the videos' protection still work", async ({
    page,
  }) => {
    await appChunksGone(page);
    await page.goto("/", { waitUntil: "networkidle" });
    const prompt = page.getByRole("region", { name: "Cookie consent" });
    await prompt.getByRole("button", { name: "Decline" }).click();
    await expect(prompt).toBeHidden();

    await page.getByRole("tab", { name: /UK Creator Network/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText("800+ pre-vetted creators");
    const skipThe = page.getByRole("heading", { name: /^Skip The/ });
    const word = await skipThe.textContent();
    await page.locator(".skip-card").last().scrollIntoViewIfNeeded();
    await expect(skipThe).not.toHaveText(word ?? "");

    const video = page.locator(".ugc-carousel video").first();
    await video.scrollIntoViewIfNeeded();
    const blocked = await video.evaluate(
      (node) =>
        new Promise<boolean>((resolve) => {
          window.addEventListener("contextmenu", (event) => resolve(event.defaultPrevented), { once: true });
          node.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }));
        }),
    );
    expect(blocked).toBe(true);

    await page.goto("/creator", { waitUntil: "networkidle" });
    const questions = page.locator("main details");
    await questions.nth(0).locator("summary").click();
    await questions.nth(1).locator("summary").click();
    await expect(questions.nth(1)).toHaveAttribute("open");
    await expect(questions.nth(0)).not.toHaveAttribute("open");
  });

  test("the phone menu opens and closes", { tag: "@phone" }, async ({ page }) => {
    await appChunksGone(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
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
    press: async (page) => {
      const next = page.getByRole("region", { name: "Explore UGC That Drives Results" }).getByRole("button", {
        name: "Next video",
      });
      await next.scrollIntoViewIfNeeded();
      await next.click();
    },
    done: (page) => expect(page.locator(".ugc-carousel__label")).toHaveText(/Finance$/),
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
    name: "the footer's Subscribe",
    path: "/",
    pressed: true,
    press: async (page) => {
      const subscribe = page.locator("#footer").getByRole("button", { name: "Subscribe" });
      await subscribe.scrollIntoViewIfNeeded();
      await subscribe.click();
    },
    done: (page) => expect(page.locator("#footer").getByText("Please enter your email address")).toBeVisible(),
  },
];

for (const control of NEEDS_REACT) {
  test(`${control.name}, pressed while the app's code is on its way, is done once it arrives`, async ({ page }) => {
    const { release } = await holdRequests(page, APP_CHUNKS);
    await page.goto(control.path, { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await control.press(page);
    release();
    await control.done(page);
  });

  test(`${control.name}, pressed when the app's code cannot load, says a new version is available`, async ({
    page,
  }) => {
    await appChunksGone(page);
    await page.goto(control.path, { waitUntil: "networkidle" });
    await control.press(page);
    await expectNewVersionNotice(page, { pressed: control.pressed });
  });
}

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
  const subscribe = footer.getByRole("button", { name: "Subscribe" });
  await subscribe.scrollIntoViewIfNeeded();
  await subscribe.click();
  await expectNewVersionNotice(page, { pressed: true });
});
