import { test, expect } from "../testing/e2e/fixtures";
import { saveFullPageScreenshot } from "../testing/e2e/page-artifacts";

test.beforeEach(async ({ page }) => {
  // Wait for the scripts, so clicks reach the hydrated page rather than the prerendered HTML.
  await page.goto("/creator", { waitUntil: "networkidle" });
});

test("the hero's Apply now link opens the creator application", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Get paid to make videos");
  const apply = page.getByRole("link", { name: "Apply now" });
  await expect(apply).toHaveAttribute("href", "/creator-signup");
  await apply.click();
  await expect(page).toHaveURL(/\/creator-signup$/);
});

test("shows the three steps and the creator pay and timing promises", async ({ page }) => {
  const steps = page.getByRole("region", { name: "Three steps from application to payday" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Apply");
  await expect(steps.nth(1)).toContainText("Get selected and briefed");
  await expect(steps.nth(2)).toContainText("Create and get paid");

  const benefits = page.getByRole("region", { name: "Fair pay, fast answers, no surprises" });
  for (const text of ["£200", "£95", "14 days", "7 days", "24 hours", "one-year licence", "Organic use is unlimited"]) {
    await expect(benefits).toContainText(text);
  }
});

test("the FAQ has 12 questions, opens one at a time, and works from the keyboard", async ({ page }) => {
  const faq = page.getByRole("region", { name: "Questions creators ask us" });
  const questions = faq.locator("summary");
  await expect(questions).toHaveCount(12);
  await expect(faq.locator("details[open]")).toHaveCount(0);

  const first = questions.nth(0);
  await first.focus();
  await page.keyboard.press("Enter");
  const firstAnswer = faq.locator("details").nth(0).locator(".accordion__answer");
  await expect(faq.locator("details").nth(0)).toHaveAttribute("open");
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toContainText("UK-based");
  await expect(firstAnswer).toContainText("18");

  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(faq.locator("details").nth(1)).toHaveAttribute("open");
  await expect(faq.locator("details").nth(0)).not.toHaveAttribute("open");
  await expect(firstAnswer).toBeHidden();
  await expect(faq.locator("details[open]")).toHaveCount(1);

  await page.keyboard.press("End");
  await expect(questions.nth(11)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(faq.locator("details[open]")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(faq.locator("details[open]")).toHaveCount(0);
});

test("has no axe violations, and a full-page screenshot", async ({ page, expectNoAxeViolations }, testInfo) => {
  await saveFullPageScreenshot(page, "creator", testInfo);
  await expectNoAxeViolations(page);
});
