import { test, expect } from "../testing/e2e/fixtures";
import { BOOKING_URL } from "../src/shared/brand";
import { saveFullPageScreenshot } from "../testing/e2e/page-artifacts";

test.beforeEach(async ({ page }) => {
  // Wait for the scripts, so clicks reach the hydrated page rather than the prerendered HTML.
  await page.goto("/prices", { waitUntil: "networkidle" });
});

test("package cards show both prices and open the booking page in a new tab", async ({ page }) => {
  const packages = page.getByRole("region", { name: "Packages" });
  await expect(packages).toContainText("£35");
  await expect(packages).toContainText("per month");
  await expect(packages).toContainText("£849");
  await expect(packages).toContainText("per campaign");
  const learnMore = packages.getByRole("link", { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(2);
  for (const link of await learnMore.all()) {
    await expect(link).toHaveAttribute("href", BOOKING_URL);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the credit slider prices Pro and Rising Star creators with volume discounts", async ({ page }) => {
  const slider = page.getByRole("slider", { name: "Number of creators" });
  const total = page.getByTestId("total-price");
  await expect(slider).toHaveValue("5");
  await expect(total).toHaveText("£1,306.25");

  await slider.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("10");
  await expect(page.getByTestId("unit-price")).toHaveText("£247.50");
  await expect(total).toHaveText("£2,475.00");
  await expect(page.getByTestId("credits")).toHaveText("10 credits");

  const risingStar = page.getByRole("radio", { name: /Rising Star/ });
  await risingStar.click();
  await expect(risingStar).toBeChecked();
  await expect(page.getByTestId("unit-price")).toHaveText("£123.75");
  await expect(total).toHaveText("£1,237.50");
  await expect(page.getByTestId("credits")).toHaveText("5 credits");

  await slider.fill("20");
  await expect(total).toHaveText("£2,337.60");
  await page.keyboard.press("Home");
  await expect(total).toHaveText("£137.50");
  await expect(page.getByTestId("credits")).toHaveText("0.5 credits");
});

test("the comparison table shows on wide screens and hides at 600px or narrower", async ({ page }) => {
  const comparison = page.getByRole("region", { name: "Platform / Done For You vs traditional agencies" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(comparison).toBeVisible();
  await expect(comparison.getByRole("columnheader", { name: "Traditional agencies" })).toBeVisible();
  await page.setViewportSize({ width: 601, height: 800 });
  await expect(comparison).toBeVisible();
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(comparison).toBeHidden();
});

test("the pricing FAQ opens one answer at a time, with the credit rules", async ({ page }) => {
  const faq = page.getByRole("region", { name: "Pricing questions, answered" });
  await expect(faq.locator("summary")).toHaveCount(6);
  // Collapsed answers stay in the DOM, so each check is on what the visitor can see.
  const revisions = faq.getByText("Every video credit includes 3 revisions");
  const expiry = faq.getByText("No. Credits never expire");
  const credit = faq.getByText("One credit books 1 Pro creator or 2 Rising Stars");
  for (const text of [revisions, expiry, credit]) await expect(text).toBeHidden();

  const question = (name: string) => faq.locator("summary", { hasText: name });
  const revisionsQuestion = faq.locator("details").filter({ hasText: "How many revisions do I get?" });
  await expect(revisionsQuestion).not.toHaveAttribute("open");
  await question("How many revisions do I get?").click();
  await expect(revisionsQuestion).toHaveAttribute("open");
  await expect(revisions).toBeVisible();

  await question("Do credits expire?").click();
  await expect(expiry).toBeVisible();
  await expect(revisions).toBeHidden();
  await expect(revisionsQuestion).not.toHaveAttribute("open");
  await expect(faq.locator("details[open]")).toHaveCount(1);

  await question("What does one credit buy?").click();
  await expect(credit).toBeVisible();
  await expect(expiry).toBeHidden();
  await expect(faq.locator("details[open]")).toHaveCount(1);

  await question("What does one credit buy?").click();
  await expect(credit).toBeHidden();
  await expect(faq.locator("details[open]")).toHaveCount(0);
});

test("the book-a-call banner links to the booking page", async ({ page }) => {
  const banner = page.getByRole("region", { name: "Not sure which package fits?" });
  const book = banner.getByRole("link", { name: /^Book a Call/ });
  await expect(book).toHaveAttribute("href", BOOKING_URL);
  await expect(book).toHaveAttribute("target", "_blank");
});

test("has no axe violations, and a full-page screenshot", async ({ page, expectNoAxeViolations }, testInfo) => {
  await saveFullPageScreenshot(page, "pricing", testInfo);
  await expectNoAxeViolations(page);
});
