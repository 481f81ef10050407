import type { Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";

/** Where the footer's newsletter form sits against the sticky header and the bottom of the screen. */
async function formPlacement(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header.top-nav")!.getBoundingClientRect();
    const form = document.querySelector("#footer .site-footer__newsletter")!.getBoundingClientRect();
    return {
      headerBottom: Math.round(header.bottom),
      top: Math.round(form.top),
      bottom: Math.round(form.bottom),
      viewport: innerHeight,
    };
  });
}

async function expectFormInView(page: Page) {
  // Settled: the same place twice, half a second apart (late images and lazy sections have landed).
  let previous = "";
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(500);
        const now = JSON.stringify(await formPlacement(page));
        const settled = now === previous;
        previous = now;
        return settled;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const placement = await formPlacement(page);
  expect(placement.top, JSON.stringify(placement)).toBeGreaterThanOrEqual(placement.headerBottom);
  expect(placement.bottom, JSON.stringify(placement)).toBeLessThanOrEqual(placement.viewport);
}

test.describe("#footer on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a direct load of /#footer lands with the newsletter form in view under the sticky header", async ({ page }) => {
    await page.goto("/#footer");
    await expectFormInView(page);
  });

  test("a client navigation to /#footer lands there too", async ({ page }) => {
    // The link a confirmation page offers when its link is not recognised: the app's router, no page load.
    await page.goto("/confirm-subscription?token=c.n.not-a-real-link");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("link", { name: "Sign up again" }).click();
    await expect(page).toHaveURL(/\/#footer$/);
    expect(await page.evaluate(() => "samePage" in window), "no page load").toBe(true);
    // The address changes at once; the previous page stays on screen until the home page's code has arrived.
    await expect(
      page.getByRole("heading", { level: 1, name: "Get Ready for the Most Data-Driven UGC Platform Yet" }),
    ).toBeVisible();
    await expectFormInView(page);
  });
});
