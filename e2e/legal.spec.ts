import { test, expect } from "../testing/e2e/fixtures";
import { holdRequests } from "../testing/e2e/hold-requests";
import { startApp } from "../testing/e2e/hydrated";
import { paths } from "../src/config/paths";
import { saveFullPageScreenshot, revealWholePage } from "../testing/e2e/page-artifacts";

const PAGES = [
  { name: "terms", path: paths.terms, h1: "Terms of Use", section: "governing-law", link: /governing law/i },
  {
    name: "privacy-policy",
    path: paths.privacyPolicy,
    h1: "Privacy Policy",
    section: "your-rights",
    link: /your rights/i,
  },
  {
    name: "cookie-policy",
    path: paths.cookiePolicy,
    h1: "Cookie Policy",
    section: "your-choices",
    link: /changing your choice/i,
  },
  {
    name: "how-it-works",
    path: paths.howItWorks,
    h1: "From brief to ready-to-run ads",
    section: "for-creators",
    link: "For creators",
  },
] as const;

for (const legal of PAGES) {
  test.describe(legal.name, () => {
    test("renders its heading and jumps to a section from the contents", async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.h1 })).toBeVisible();

      const contents = page.getByRole("navigation", { name: "On this page" });
      const toggle = contents.getByRole("button", { name: /on this page/i });
      if (await toggle.isVisible()) {
        // Collapsed on phones: retried until hydration has wired up the button.
        await expect(async () => {
          await toggle.click();
          await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
        }).toPass();
      }
      await contents.getByRole("link", { name: legal.link }).click();

      await expect(page).toHaveURL(new RegExp(`#${legal.section}$`));
      await expect(page.locator(`#${legal.section}`)).toBeInViewport();
    });

    test("has no axe violations, and a screenshot for review", async ({ page, expectNoAxeViolations }, testInfo) => {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.h1 })).toBeVisible();
      await revealWholePage(page);
      await expectNoAxeViolations(page);
      await saveFullPageScreenshot(page, legal.name, testInfo);
    });
  });
}

test("terms show the last-updated date, governing law and the fifteen sections", async ({ page }) => {
  await page.goto(paths.terms);
  await expect(page.getByText("Last updated 30 June 2025")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /governing law/i })).toBeAttached();
  await expect(page.getByRole("article")).toContainText("governed by the law of England and Wales");
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveCount(15);
});

test("a deep link to a terms section lands on that section", async ({ page }) => {
  await page.goto(`${paths.terms}#payments`);
  await expect(page.locator("#payments")).toBeInViewport();
});

test(
  "the contents are collapsed on phones and stay in view beside the text on desktop",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await page.goto(paths.privacyPolicy);
    const contents = page.getByRole("navigation", { name: "On this page" });
    const firstLink = contents.getByRole("link").first();
    if (testInfo.project.name === "mobile") {
      await expect(contents.getByRole("button", { name: /on this page/i })).toHaveAttribute("aria-expanded", "false");
      await expect(firstLink).toBeHidden();
      return;
    }
    await expect(contents.getByRole("button")).toBeHidden();
    await page.locator("#your-rights").evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await expect(firstLink).toBeInViewport();
    await expect(contents.getByRole("link", { name: /your rights/i })).toHaveAttribute("aria-current", "location");
  },
);

test("how it works sends brands to sign up and creators to apply", async ({ page }) => {
  await page.goto(paths.howItWorks);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Book a Demo", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.brandSignup}$`));
  await page.goto(paths.howItWorks);
  await main.getByRole("link", { name: "Apply now", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.creatorSignup}$`));
});

test("a contents link pressed before the page's code has arrived still lands on its section", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the contents are open without a tap only beside the text");
  // The page body's code (an island) is held back until the link has been pressed, as on a slow connection; the
  // site's shell hydrates meanwhile.
  const body = await holdRequests(page, /\/assets\/terms-page-[\w-]+\.js$/);
  await page.goto(paths.terms);
  // The router is live (it hears the jump), the body not hydrated yet.
  await startApp(page);
  await expect.poll(() => body.requested.length, "the body's code was asked for").toBeGreaterThan(0);
  await expect(
    page.getByRole("navigation", { name: "On this page" }).locator("a.legal-toc__link").first(),
  ).toBeVisible();

  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: /governing law/i })
    .click();
  await expect(page).toHaveURL(/#governing-law$/);
  // The router heard the jump while the body was not hydrated, so React renders the body afresh once its code is
  // in (use-section-from-hash.ts): it must land on the section all the same.
  body.release();
  await expect(page.getByRole("heading", { level: 2, name: /governing law/i })).toBeInViewport({ timeout: 15_000 });
  await expect(page.getByText("Loading…")).toBeHidden();
});
