import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { loginAsAdmin, type AdminCredentials } from "./admin";
import { AUTH_EMULATOR } from "./auth-emulator";
import { removeSignup } from "./brand-signups";
import { answerHumanChecks } from "./human-check";
import { createInbox, type Inbox } from "./inbox";
import { createSeed, type Seed } from "./seed";

type Options = {
  /**
   * The CookieConsent answer every test starts with, so the banner never covers what a test
   * clicks. Specs about the banner itself opt out with `test.use({ consent: null })`.
   */
  consent: "true" | "false" | null;
};

type Fixtures = {
  /** Runs axe with WCAG 2.x A/AA rules and fails on any violation. */
  expectNoAxeViolations: (page: Page) => Promise<void>;
  /** A fresh e-mail/password user in the Auth emulator. */
  createUser: () => Promise<{ email: string; password: string }>;
  /** Signs the page in as the stack's admin account (.data/admin-credentials.json) via /signin. */
  loginAsAdmin: (page: Page) => Promise<AdminCredentials>;
  /** The stack's maildev inbox; mail a test found is deleted afterwards. */
  inbox: Inbox;
  /** Data created through the public API and removed when the test ends. */
  seed: Seed;
  /** An address of this test's own; the brand sign-up stored under it, if any, is removed when the test ends. */
  signupEmail: string;
  consentCookie: void;
  /**
   * The emulator build's local human check passes every challenge; a test fails if a page asks Google for its
   * script (testing/e2e/human-check.ts). `hangHumanCheck` holds the local check's code, as a dead connection would.
   */
  humanCheck: void;
};

export const test = base.extend<Options & Fixtures>({
  consent: ["false", { option: true }],
  consentCookie: [
    async ({ context, baseURL, consent }, use) => {
      if (consent) await context.addCookies([{ name: "CookieConsent", value: consent, url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
  humanCheck: [
    async ({ context }, use) => {
      const askedGoogle = await answerHumanChecks(context);
      await use();
      expect(askedGoogle, "requests for Google's reCAPTCHA (the emulator build needs none)").toEqual([]);
    },
    { auto: true },
  ],
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
  loginAsAdmin: async ({}, use) => {
    await use(loginAsAdmin);
  },
  inbox: async ({}, use) => {
    const inbox = createInbox();
    await use(inbox);
    await inbox.cleanUp();
  },
  seed: async ({ request }, use) => {
    const seed = createSeed(request);
    await use(seed);
    await seed.cleanUp();
  },
  signupEmail: async ({ request, seed }, use, testInfo) => {
    const email = `e2e-signup-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await use(email);
    await removeSignup(request, seed, email);
  },
});

export { expect };
