import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export const AUTH_EMULATOR = "http://127.0.0.1:9099";
export const PROJECT_ID = "demo-ugc-marketplace";

type Fixtures = {
  /** Runs axe with WCAG 2.x A/AA rules and fails on any violation. */
  expectNoAxeViolations: (page: Page) => Promise<void>;
  /** A fresh e-mail/password user in the Auth emulator. */
  createUser: (options?: { admin?: boolean }) => Promise<{ email: string; password: string }>;
};

export const test = base.extend<Fixtures>({
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const summary = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary, "axe WCAG A/AA violations").toEqual([]);
    });
  },
  createUser: async ({}, use) => {
    await use(async () => {
      const email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const password = "correct-horse-42";
      const response = await fetch(
        `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
        },
      );
      if (!response.ok) throw new Error(`Auth emulator sign-up failed: ${response.status} ${await response.text()}`);
      return { email, password };
    });
  },
});

/** Answers the cookie banner up front so it does not cover what a test clicks. */
export async function dismissCookieBanner(page: Page) {
  await page
    .context()
    .addCookies([
      { name: "CookieConsent", value: "false", url: page.url().startsWith("http") ? page.url() : "http://127.0.0.1" },
    ]);
}

export { expect };
