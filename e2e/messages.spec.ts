import { test, expect } from "../testing/e2e/fixtures";
import { applicant, applicationForm, deleteApplication, storedApplication, toast } from "../testing/e2e/application";

// What a visitor reads when the connection drops, and where the application's toasts sit.

test("the brand waitlist says the product's fallback when the server cannot be reached", async ({ page }) => {
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

test("the creator application says the product's fallback when the server cannot be reached", async ({ page }) => {
  await page.route("**/api/creator-application", (route) => route.abort("connectionfailed"));
  const form = applicationForm(page);
  await form.open();
  await form.fill(applicant({ instagram: "@maya.makes" }));
  await form.submit.click();
  await expect(toast(page, "Application submission failed. Please try again.")).toBeVisible();
  await expect(page.locator("[data-rht-toaster]").getByText("Failed to submit", { exact: false })).toHaveCount(0);
});

test(
  "validation toasts sit below the sticky navigation, and a new attempt replaces the last one's",
  { tag: "@phone" },
  async ({ page }) => {
    // A toast lasts 4 s: the page's clock stands still from the first attempt until its position has been checked
    // (timers and frames stepped 50 ms at a time meanwhile), so a slow machine cannot outlast it; it runs again
    // before the next attempt.
    await page.clock.install();
    const form = applicationForm(page);
    await form.open();
    await page.clock.pauseAt(Date.now() + 2_000);
    await form.submit.click();
    const first = toast(page, "First name is required");
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(first).toBeVisible({ timeout: 100 });
    }).toPass();
    // Once its entrance animation is over, the toast sits below the navigation's bottom edge.
    const nav = page.locator("header.top-nav");
    const gapBelowNav = async () => {
      await page.clock.runFor(50);
      const navBox = (await nav.boundingBox())!;
      return (await first.boundingBox())!.y - (navBox.y + navBox.height);
    };
    await expect.poll(gapBelowNav).toBeGreaterThanOrEqual(0);
    // Back at the top, the launch banner pushes the navigation down: the toast follows it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("complementary", { name: "Launch announcement" })).toBeInViewport();
    await expect.poll(gapBelowNav).toBeGreaterThanOrEqual(0);
    await expect(first).toBeVisible();
    await page.clock.resume();

    await form.fill(applicant());
    await form.ukCreator.uncheck();
    await form.submit.click();
    await expect(toast(page, "Please provide a portfolio/social link or upload at least 1 file.")).toBeVisible();
    await expect(first).toHaveCount(0);
    await form.submit.click();
    await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(1);
  },
);

test("an applicant gets an acknowledgement e-mail: what happens next, within 7 days, how to withdraw", async ({
  page,
  request,
  inbox,
}) => {
  const form = applicationForm(page);
  const details = applicant({ instagram: "@maya.makes" });
  await form.open();
  await form.fill(details);
  await form.submit.click();
  await expect(page.getByRole("dialog", { name: "Application Submitted!" })).toBeVisible();
  const mail = await inbox.find({ to: details.email, subject: "We have received your application to Reelmark" });
  for (const body of [mail.text, mail.html]) {
    // Nothing the applicant wrote, not even their name: nothing confirms the address.
    expect(body).toContain("Hi,");
    expect(body).not.toContain("Maya");
    expect(body).toContain("within 7 days");
    expect(body).toContain("withdraw it");
    expect(body).toMatch(/\/application-status\?token=/);
  }
  const stored = await storedApplication(details.email);
  await deleteApplication(request, stored!.id);
});

test("the creator pages' footer speaks to creators; the brand pages' to brands", async ({ page }) => {
  const footer = page.locator("footer");
  await page.goto("/creator");
  await expect(footer.getByRole("heading", { name: "Creator updates" })).toBeVisible();
  await expect(footer.getByLabel("Email address")).toHaveAttribute("placeholder", "you@example.com");
  await expect(footer).not.toContainText("3 months free");

  await page.goto("/creator-signup");
  await expect(footer.getByRole("heading", { name: "Creator updates" })).toBeVisible();
  await expect(footer.getByRole("textbox")).toHaveCount(0);
  await expect(footer).not.toContainText("3 months free");
  await expect(footer.getByRole("link", { name: "Get early access" })).toHaveCount(0);

  await page.goto("/prices");
  await expect(footer.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await expect(footer.getByLabel("Email address")).toHaveAttribute("placeholder", "you@company.co.uk");
});

test("a file dropped before any click or key still gets its toast", async ({ page }) => {
  // The form's island is live (its submit button enabled) before the drop: under load, "networkidle" can come
  // before the island's chunk is even asked for, and a drop on markup React has not hydrated is not replayed.
  await applicationForm(page).open();
  // The first thing the visitor does on the page: drag a file from the desktop onto the drop zone.
  await page.locator(".file-picker__zone").evaluate((zone) => {
    const data = new DataTransfer();
    data.items.add(new File(["MZ"], "holiday.exe", { type: "application/x-msdownload" }));
    for (const type of ["dragenter", "dragover", "drop"]) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    }
  });
  await expect(toast(page, "holiday.exe is not a supported file type.")).toBeVisible();
});
