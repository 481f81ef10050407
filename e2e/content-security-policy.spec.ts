import { readFileSync } from "node:fs";
import { test, expect } from "../testing/e2e/fixtures";
import { expectHydrated, startApp } from "../testing/e2e/hydrated";

// Firebase Hosting sends firebase.json's static header, which must keep 'unsafe-inline' for scripts; each built
// page's own meta policy (scripts/csp-meta.ts) is what limits inline scripts to its hashes.
const hostingCsp = (
  JSON.parse(readFileSync("firebase.json", "utf8")) as {
    hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
  }
).hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === "Content-Security-Policy")!.value;

const scriptSrc = (policy: string) => policy.split(";").find((directive) => directive.trim().startsWith("script-src"));

// Prerendered pages, the SPA fallback (/dashboard, an unknown path) and a client-only page.
const PAGES = ["/", "/creator", "/prices", "/contact", "/signin", "/dashboard", "/no-such-page"];

/** The app marks the page once React has committed it (src/lib/hydration.ts). */
const isHydrated = () => document.documentElement.hasAttribute("data-hydrated");

test.describe("under Hosting's header, each page's meta policy lets it hydrate and allows only its own inline scripts", () => {
  for (const route of PAGES) {
    test(`${route} hydrates with no CSP violation, and an injected inline script does not run`, async ({ page }) => {
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
      // The stack's copy of firebase.json adds the emulators' addresses to the other directives.
      expect(scriptSrc(response?.headers()["content-security-policy"] ?? "")).toBe(scriptSrc(hostingCsp));
      expect(scriptSrc(hostingCsp)).toContain("'unsafe-inline'");
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(meta).toMatch(/^script-src 'self' 'sha256-/);
      expect(meta).not.toContain("unsafe-inline");
      await expect(page.locator("h1").first()).toBeVisible();
      await startApp(page);
      // React attaches its root to the document only once hydration has run.
      await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
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

  test("client-side navigation works after hydration", async ({ page }) => {
    await page.goto("/");
    await startApp(page);
    await expect.poll(() => page.evaluate(isHydrated)).toBe(true);
    await page.evaluate(() => ((window as unknown as { hydratedMarker: boolean }).hydratedMarker = true));
    // The footer is an island of its own: until it has hydrated its links are plain ones, which load a new document.
    const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).first();
    await expectHydrated(contact);
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    // Same document: the router navigated without a full page load.
    expect(await page.evaluate(() => (window as unknown as { hydratedMarker?: boolean }).hydratedMarker)).toBe(true);
  });
});
