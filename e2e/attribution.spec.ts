import type { Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { storedSignup } from "../testing/e2e/brand-signups";
import { expectHydrated, startApp } from "../testing/e2e/hydrated";
import { BOOKING_URL } from "../src/shared/brand";

// Where a sign-up came from (docs/product.md §P6.10), with and without the visitor's cookie consent.

const SUCCESS = "Thank you! for signing up we cant wait to speak with you soon.";

/** From the landing page to /prices by the menu, 10 Pro creators priced, then the calculator's link to the waitlist. */
async function priceTenProAndJoin(page: Page, email: string) {
  await page.getByRole("navigation").getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL(/\/prices$/);
  // The slider is this test's way to the estimate, not a test of hydrating on first use (hydrate-on-interaction.spec.ts).
  await startApp(page);
  const slider = page.getByRole("slider", { name: "Number of creators" });
  await expectHydrated(slider);
  await slider.fill("10");
  await expect(page.getByTestId("total-price")).toHaveText("£2,475.00");
  await page.getByRole("link", { name: "Join the waitlist with this estimate" }).click();
  await expect(page).toHaveURL(/\/brand-signup\?tier=pro&creators=10$/);
  const form = page.getByRole("form", { name: "Reserve your early access" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Tia Okafor");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Company name", exact: true }).fill("Okafor Skincare");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByRole("status")).toHaveText(SUCCESS);
}

test.beforeEach(async ({ page }) => {
  // The booking page is someone else's site: answer for it so tests stay offline.
  await page.context().route(
    (url) => url.href.startsWith(BOOKING_URL),
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Book</title>" }),
  );
});

test.describe("a visitor who accepts cookies", () => {
  test.use({ consent: null });

  test("arrives from a TikTok campaign, prices 10 Pro and joins: the admin sees the source, the campaign and the estimate", async ({
    page,
    request,
    seed,
    signupEmail: email,
  }) => {
    await page.goto("/?utm_source=tiktok&utm_campaign=launch");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept" }).click({ timeout: 20_000 });
    await expect(banner).toBeHidden();
    await priceTenProAndJoin(page, email);

    const stored = await storedSignup(request, seed, email);
    const arrival = { source: "tiktok", medium: null, campaign: "launch", referrerHost: null, landingPath: "/" };
    expect(stored).toMatchObject({
      attribution: { first: arrival, last: arrival },
      estimate: { tier: "pro", creators: 10, totalPence: 247_500 },
    });

    await signInToAdminPanel(page, "/admin/brand-signups?source=tiktok&campaign=launch");
    const card = page.getByRole("article", { name: "Tia Okafor" }).filter({ hasText: email });
    await expect(card).toContainText("Came from");
    await expect(card).toContainText("source tiktok, campaign launch, landed on /");
    await expect(card).toContainText("Priced 10 × Pro, £2,475.00");
    await expect(page.getByRole("textbox", { name: "Source (utm_source)" })).toHaveValue("tiktok");

    // The overview splits the weeks by the source typed: this week counts the sign-up above.
    await page.goto("/admin/overview");
    await page.getByRole("textbox", { name: "Split by source (utm_source)" }).fill("TikTok");
    await page.getByRole("button", { name: "Split", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/overview\?source=tiktok$/);
    await page.getByText("Weekly figures as a table").click();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader", { name: "Brand sign-ups from tiktok" })).toBeVisible();
    const thisWeek = table.getByRole("row").last().getByRole("cell").last();
    expect(Number(await thisWeek.textContent())).toBeGreaterThanOrEqual(1);
  });
});

test("without an answer of Accept, the sign-up stores only what its own page carried, and nothing is kept on the device", async ({
  page,
  request,
  seed,
  signupEmail: email,
}) => {
  await page.goto("/?utm_source=tiktok&utm_campaign=launch");
  await priceTenProAndJoin(page, email);
  expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain("reelmark_attribution");
  const stored = await storedSignup(request, seed, email);
  expect(stored).toMatchObject({
    attribution: {
      first: null,
      last: { source: null, medium: null, campaign: null, referrerHost: null, landingPath: "/brand-signup" },
    },
    estimate: { tier: "pro", creators: 10, totalPence: 247_500 },
  });
});

test("a forged 10 KB utm_campaign is refused at the function with its own message, and nothing is stored", async ({
  request,
  seed,
  signupEmail: email,
}) => {
  const response = await request.post("/api/subscribe-to-waitlist", {
    data: {
      type: "brand",
      name: "Forged Campaign",
      email,
      companyName: "Forgery Ltd",
      attribution: { last: { source: "tiktok", campaign: "x".repeat(10_240), landingPath: "/" } },
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: "Campaign (utm_campaign) must be 100 characters or fewer" });
  expect(await storedSignup(request, seed, email)).toBeUndefined();
});
