import { test, expect } from "./fixtures";

// Prerendered pages, the SPA fallback (/dashboard, an unknown path) and a client-only page.
const PAGES = ["/", "/creator", "/prices", "/contact", "/signin", "/dashboard", "/no-such-page"];

test.describe("the per-page CSP (no 'unsafe-inline' scripts) lets every page hydrate", () => {
  for (const route of PAGES) {
    test(`${route} hydrates with no CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        // zod 4 probes once whether eval works (caught by zod itself; eval was never allowed): see docs/security.md.
        if (/Content Security Policy violation/.test(message.text()) && !message.text().endsWith(" eval"))
          violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(route);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await expect(page.locator("h1").first()).toBeVisible();
      // React attaches its root to the document only once hydration has run.
      await expect
        .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))))
        .toBe(true);
      expect(violations).toEqual([]);
    });
  }

  test("client-side navigation works after hydration", async ({ page }) => {
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))))
      .toBe(true);
    await page.evaluate(() => ((window as unknown as { hydratedMarker: boolean }).hydratedMarker = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    // Same document: the router navigated without a full page load.
    expect(await page.evaluate(() => (window as unknown as { hydratedMarker?: boolean }).hydratedMarker)).toBe(true);
  });
});
