import { test, expect } from "../testing/e2e/fixtures";
import type { Page } from "@playwright/test";
import { expectHydrated, startApp } from "../testing/e2e/hydrated";

// Each prerendered page carries its CSS inline and its stylesheet links deferred (scripts/inline-css.ts).
// Loading and hydrating a page leaves that alone (swapping them restyled the whole page for nothing); the
// first client navigation hands the stylesheets back to React Router: the new page gets its own CSS and
// none of the page it left.
test.use({ viewport: { width: 1280, height: 800 } });

const inlineCopies = (page: Page) => page.locator("style[data-inline-css]").count();
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({
      from: sheet.href ? new URL(sheet.href).pathname.replace(/-[\w-]+\.css$/, ".css") : "inline",
      media: sheet.media.mediaText || "all",
    })),
  );

test("a page keeps its inline CSS while it loads; a client navigation swaps in the next page's stylesheets only", async ({
  page,
}) => {
  await page.goto("/");
  await startApp(page);
  await page.waitForLoadState("networkidle");
  const before = await inlineCopies(page);
  expect(before, "the landing page's CSS is still inline after hydration").toBeGreaterThan(0);
  const marquee = page.locator(".logo-marquee__tracks").first();
  const homeStyle = await marquee.evaluate((element) => getComputedStyle(element).overflow);

  // A link React has not hydrated yet is a plain one, which would load a new document.
  const pricing = page.getByRole("navigation").first().getByRole("link", { name: "Pricing", exact: true });
  await expectHydrated(pricing);
  await pricing.click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => inlineCopies(page), { message: "inline copies left after navigating" }).toBe(0);
  const sheets = await stylesheets(page);
  expect(
    sheets.filter((sheet) => sheet.media !== "all"),
    "stylesheets still deferred",
  ).toEqual([]);
  expect(sheets.map((sheet) => sheet.from)).not.toContain("/assets/home.css");
  expect(sheets.map((sheet) => sheet.from)).toContain("/assets/prices.css");

  // Back on the landing page, its stylesheet is linked again and applies as it did inline.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(marquee).toBeVisible();
  await expect.poll(() => marquee.evaluate((element) => getComputedStyle(element).overflow)).toBe(homeStyle);
});
