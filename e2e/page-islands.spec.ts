import { test, expect } from "../testing/e2e/fixtures";
import { holdRequests } from "../testing/e2e/hold-requests";
import { expectHydrated, startApp } from "../testing/e2e/hydrated";
import { recordShifts, totalShift } from "../testing/e2e/layout-shifts";

// Most pages' bodies, and the footer, hydrate from chunks of their own (React.lazy islands, site-layout.tsx), so
// their code is not in the page's first load. While those chunks are on their way the prerendered page must stay
// as it is — on screen, styled (their styles come with the route: vite.config.ts, pageStyles), not shifting — and
// once they arrive it must work. On a client navigation the previous page stays until the next one is ready.
const PAGES = [
  { path: "/terms", body: "terms-page", heading: "Terms of Use" },
  { path: "/privacy-policy", body: "privacy-page", heading: "Privacy Policy" },
  { path: "/cookie-policy", body: "cookie-page", heading: "Cookie Policy" },
  { path: "/how-it-works", body: "how-it-works-page", heading: "From brief to ready-to-run ads" },
  { path: "/prices", body: "pricing-page", heading: "Simple pricing for UGC that performs" },
  { path: "/creator", body: "creator-landing-page", heading: /Get paid to make videos/ },
  { path: "/contact", body: "contact-page", heading: "Let’s talk about your next campaign" },
  { path: "/brand-signup", body: "brand-signup-page", heading: "Join the brand waitlist" },
  { path: "/creator-signup", body: "creator-application-page", heading: "Apply as a creator" },
];
const FOOTER_CHUNK = "site-footer";
/** How long a test watches the page while its chunks are held. */
const WATCH_MS = 1_000;

const chunk = (...names: string[]) => new RegExp(`/assets/(${names.join("|")})-[\\w-]+\\.js$`);

for (const { path, body, heading } of PAGES) {
  test(`${path}: the body and footer stay in place, styled, while their chunks load, then work`, async ({
    page,
    context,
  }) => {
    await recordShifts(page);
    const { requested, release } = await holdRequests(page, chunk(body, FOOTER_CHUNK));

    await page.goto(path);
    const title = page.getByRole("heading", { level: 1, name: heading });
    const footer = page.getByRole("contentinfo");
    const cookieSettings = footer.getByRole("button", { name: "Cookie settings" });
    await expect(title).toBeVisible();
    await startApp(page);
    // Where the heading sits in the document, and how it is styled, before the body's code has arrived.
    const placeOf = () =>
      title.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return { left, top: top + window.scrollY, width, height, font: getComputedStyle(element).font };
      });
    const before = await placeOf();
    await expect.poll(() => requested.length, "the body's and the footer's chunks were asked for").toBe(2);
    await page.waitForTimeout(WATCH_MS);
    await expect(title).toBeVisible();
    await expect(
      footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy Policy" }),
    ).toBeVisible();

    // "Cookie settings" works whether or not the footer's code is in (app/public-page.ts): it brings the banner back.
    release();
    await context.clearCookies({ name: "CookieConsent" });
    await cookieSettings.click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await page.getByRole("button", { name: "Decline" }).click();

    expect(await placeOf(), "the heading neither moved nor changed style as the body hydrated").toEqual(before);
    expect(await totalShift(page), "cumulative layout shift while the islands hydrated").toBeLessThan(0.02);
  });
}

test("a client navigation keeps the previous page on screen until the next page's body has arrived", async ({
  page,
}) => {
  await page.goto("/terms");
  const footer = page.getByRole("contentinfo");
  // The footer hydrated: its links navigate on the client.
  await startApp(page);
  await expectHydrated(
    footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy Policy" }),
  );
  await page.waitForLoadState("networkidle");
  const { requested, release } = await holdRequests(page, chunk("privacy-page"));

  await footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect.poll(() => requested.length).toBe(1);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await page.waitForTimeout(WATCH_MS);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);

  release();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toHaveCount(0);
});

test.describe("when an island's chunk cannot be loaded", () => {
  test.use({ consent: null });

  test("a blocked page chrome or footer chunk leaves the page as it was, with no error page", async ({ page }) => {
    const refused: string[] = [];
    await page.route(chunk("page-chrome", FOOTER_CHUNK), async (route) => {
      refused.push(route.request().url());
      await route.abort("blockedbyclient");
    });
    const names = () => new Set(refused.map((url) => chunk("page-chrome", FOOTER_CHUNK).exec(url)?.[1]));
    const heading = page.getByRole("heading", { level: 1, name: "Terms of Use" });
    const errorPage = page.getByRole("heading", { name: "A new version is available" });

    // Without its chrome (which every part of the app shares), the page stays the prerendered one.
    await page.goto("/terms");
    await expect.poll(names).toEqual(new Set(["page-chrome"]));
    await heading.click();
    await page.waitForTimeout(500);
    await expect(heading).toBeVisible();
    await expect(errorPage).toHaveCount(0);

    // With its chrome, the app starts and the footer's chunk is refused: the page stays as it was.
    await page.unroute(chunk("page-chrome", FOOTER_CHUNK));
    await page.route(chunk(FOOTER_CHUNK), (route) => route.abort("blockedbyclient"));
    await page.goto("/terms");
    await startApp(page);
    await page.waitForTimeout(500);
    await expect(heading).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect(errorPage).toHaveCount(0);
  });
});
