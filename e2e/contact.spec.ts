import type { Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { saveFullPageScreenshot } from "../testing/e2e/page-artifacts";
import { documentWhere } from "../testing/e2e/emulators";
import { fakeHumanCheckToken } from "../testing/e2e/human-check";

const SUCCESS = "Thank you for reaching out! We'll be in touch soon.";
const FAILURE = "Failed to send message. Please try again later.";

test.beforeEach(async ({ page }) => {
  // Wait for the scripts, so clicks reach the hydrated page rather than the prerendered HTML.
  await page.goto("/contact", { waitUntil: "networkidle" });
});

/** Scoped to the contact form: the footer's newsletter form also has an e-mail field. */
const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fillForm(page: Page, tag: string) {
  const email = `priya+${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
  const message = `Hello from the ${tag} test. We want to brief 10 Pro creators.`;
  await contactForm(page).getByLabel("Name").fill("Priya Shah");
  await contactForm(page).getByLabel("Email").fill(email);
  await contactForm(page).getByLabel("Message").fill(message);
  return { email, message };
}

test("shows an error under each empty field and a format error for a bad e-mail", async ({ page }) => {
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter a message")).toBeVisible();
  await expect(contactForm(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(contactForm(page).getByLabel("Name")).toBeFocused();

  await contactForm(page).getByLabel("Email").fill("not-an-email");
  await contactForm(page).getByLabel("Email").blur();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});

test("sends a message, stored exactly as sent, and shows the thank-you state", async ({ page }, testInfo) => {
  const { email, message } = await fillForm(page, testInfo.project.name);
  const response = page.waitForResponse(
    (r) => r.url().endsWith("/api/contact-message") && r.request().method() === "POST",
  );
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  expect((await response).ok()).toBe(true);
  // The form runs the human check (the emulator build's stand-in) and sends its token.
  expect((await response).request().postDataJSON()).toMatchObject({
    "g-recaptcha-response": fakeHumanCheckToken("contact"),
  });
  const thanks = page.getByRole("status").filter({ hasText: SUCCESS });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(contactForm(page).getByLabel("Message")).toHaveCount(0);
  const stored = await documentWhere("contact_messages", "email", email);
  expect(stored.data).toMatchObject({ name: "Priya Shah", email, message });
});

test("shows 'Sending...' on a disabled button while the message is on its way", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact-message", async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
  });
  await fillForm(page, "slow");
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
});

test("shows the failure message and keeps every value when the server fails", async ({ page }) => {
  await page.route("**/api/contact-message", (route) => route.fulfill({ status: 500, body: '{"error":"x"}' }));
  const { email, message } = await fillForm(page, "failure");
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: FAILURE })).toBeVisible();
  await expect(contactForm(page).getByLabel("Name")).toHaveValue("Priya Shah");
  await expect(contactForm(page).getByLabel("Email")).toHaveValue(email);
  await expect(contactForm(page).getByLabel("Message")).toHaveValue(message);
  await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test(
  "has no axe violations, and a full-page screenshot",
  { tag: "@phone" },
  async ({ page, expectNoAxeViolations }, testInfo) => {
    await saveFullPageScreenshot(page, "contact", testInfo);
    await expectNoAxeViolations(page);
  },
);
