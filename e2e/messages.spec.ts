import { test, expect } from "./fixtures";
import { applicant, applicationForm, toast } from "./support/application";

// What a visitor reads when the connection drops, and where the application's toasts sit.

test("the brand waitlist says SPEC's fallback when the server cannot be reached", async ({ page }) => {
  await page.route("**/api/subscribe-to-waitlist", (route) => route.abort("connectionfailed"));
  await page.goto("/brand-signup", { waitUntil: "networkidle" });
  const form = page.getByRole("form", { name: "Reserve your early access" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Bo");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("bo@brand.co.uk");
  await form.getByRole("textbox", { name: "Company name", exact: true }).fill("Brand");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByRole("alert")).toHaveText("Submission failed. Please try again.");
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Bo");
});

test("the creator application says SPEC's fallback when the server cannot be reached", async ({ page }) => {
  await page.route("**/api/creator-application", (route) => route.abort("connectionfailed"));
  const form = applicationForm(page);
  await form.open();
  await form.fill(applicant({ instagram: "@maya.makes" }));
  await form.submit.click();
  await expect(toast(page, "Application submission failed. Please try again.")).toBeVisible();
  await expect(page.locator("[data-rht-toaster]").getByText("Failed to submit", { exact: false })).toHaveCount(0);
});

test("validation toasts sit below the sticky navigation, and a new attempt replaces the last one's", async ({
  page,
}) => {
  const form = applicationForm(page);
  await form.open();
  await form.submit.click();
  const first = toast(page, "First name is required");
  await expect(first).toBeVisible();
  const navBottom = (await page.locator("header.top-nav").boundingBox())!;
  const toastTop = (await first.boundingBox())!.y;
  expect(toastTop).toBeGreaterThanOrEqual(navBottom.y + navBottom.height);

  await form.fill(applicant());
  await form.ukCreator.uncheck();
  await form.submit.click();
  await expect(toast(page, "Please provide a portfolio/social link or upload at least 1 file.")).toBeVisible();
  await expect(first).toHaveCount(0);
  await form.submit.click();
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(1);
});
