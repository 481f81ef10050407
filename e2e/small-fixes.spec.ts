import { test, expect } from "../testing/e2e/fixtures";

test.describe("the phone menu", { tag: "@phone" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) > 600, "phone only");

  test("a tap outside that lands on a link closes the menu and does not follow the link", async ({ page }) => {
    // The menu works from the page's first paint, before (and without) React (src/app/public-page.ts).
    await page.goto("/blog", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    // The launch banner's link sits above the open panel, in plain view.
    const outside = page
      .getByRole("complementary", { name: "Launch announcement" })
      .getByRole("link", { name: "Sign up now" });
    await outside.tap();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/blog$/);

    await outside.tap();
    await expect(page).toHaveURL(/\/brand-signup$/);
  });
});

test.describe("the pricing comparison", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= 600, "the table is hidden at 600 px or less");

  test("its ticks and crosses reach 4.5:1 against their circles", async ({ page }) => {
    await page.goto("/prices");
    const ratios = await page.locator(".compare-mark").evaluateAll((marks) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (css: string) => {
        const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.map(Number);
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      return marks.map((mark) => {
        const style = getComputedStyle(mark);
        const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
        return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
      });
    });
    expect(ratios.length).toBeGreaterThan(0);
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
  });
});
