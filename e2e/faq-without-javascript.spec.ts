import { test, expect } from "../testing/e2e/fixtures";

// The prerendered pages with scripts off: the answers are native disclosures.
test.use({ javaScriptEnabled: false });

const FAQS = [
  { path: "/creator", region: "Questions creators ask us", count: 12, first: "Who can apply?", answer: "UK-based" },
  {
    path: "/prices",
    region: "Pricing questions, answered",
    count: 6,
    first: "How many revisions do I get?",
    answer: "Every video credit includes 3 revisions",
  },
] as const;

for (const faq of FAQS) {
  test(`the ${faq.path} FAQ opens one answer at a time without JavaScript`, async ({ page }) => {
    await page.goto(faq.path);
    const region = page.getByRole("region", { name: faq.region });
    const questions = region.locator("summary");
    await expect(questions).toHaveCount(faq.count);
    await expect(region.getByText(faq.answer)).toBeHidden();

    await questions.filter({ hasText: faq.first }).click();
    await expect(region.getByText(faq.answer)).toBeVisible();
    await expect(region.locator("details[open]")).toHaveCount(1);

    // Opening another closes the first: the shared name does it, no script.
    await questions.nth(1).click();
    await expect(region.getByText(faq.answer)).toBeHidden();
    await expect(region.locator("details[open]")).toHaveCount(1);

    await questions.nth(1).press("Enter");
    await expect(region.locator("details[open]")).toHaveCount(0);
  });
}
