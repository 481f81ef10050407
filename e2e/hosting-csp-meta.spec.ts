import { readFileSync } from "node:fs";
import { test, expect } from "./fixtures";

// Firebase Hosting sends firebase.json's static header, which must keep 'unsafe-inline' for scripts;
// each built page's own meta policy (scripts/csp-meta.mjs) is what limits inline scripts to its hashes.
const hostingCsp = (
  JSON.parse(readFileSync("firebase.json", "utf8")) as {
    hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
  }
).hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === "Content-Security-Policy")!.value;

const PAGES = ["/", "/prices", "/no-such-page"];

test.describe("built pages under Hosting's header: the meta policy allows only their own inline scripts", () => {
  for (const route of PAGES) {
    test(`${route} hydrates, and an injected inline script does not run`, async ({ page }) => {
      // Serve the page as Hosting would: its header instead of the embedded server's per-page one.
      await page.route(
        (url) => url.pathname === route,
        async (request) => {
          const response = await request.fetch();
          await request.fulfill({
            response,
            headers: { ...response.headers(), "content-security-policy": hostingCsp },
          });
        },
      );
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy violation/.test(message.text()) && !message.text().endsWith(" eval"))
          violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(route);
      expect(response?.headers()["content-security-policy"]).toContain("'unsafe-inline'");
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(meta).toMatch(/^script-src 'self' 'sha256-/);
      expect(meta).not.toContain("unsafe-inline");
      await expect(page.locator("h1").first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))))
        .toBe(true);
      expect(violations).toEqual([]);

      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.head.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    });
  }
});
