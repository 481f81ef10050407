import type { Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { saveFullPageScreenshot } from "../testing/e2e/page-artifacts";
import { storedSignup } from "../testing/e2e/brand-signups";
import { documentWhere } from "../testing/e2e/emulators";
import { failApi } from "../testing/e2e/failing-api";
import { fakeHumanCheckToken } from "../testing/e2e/human-check";
import { BOOKING_URL } from "../src/shared/brand";

const SUCCESS = "Thank you! for signing up we cant wait to speak with you soon.";
const isBookingPage = (url: URL) => url.href.startsWith(BOOKING_URL);

/** Scoped to the page's own form. */
const waitlistForm = (page: Page) => page.getByRole("form", { name: "Reserve your early access" });

async function fillForm(page: Page, fields: { name: string; email: string; company: string; website?: string }) {
  const form = waitlistForm(page);
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(fields.name);
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(fields.email);
  await form.getByRole("textbox", { name: "Company name", exact: true }).fill(fields.company);
  if (fields.website) await form.getByRole("textbox", { name: "Website (optional)", exact: true }).fill(fields.website);
}

test.beforeEach(async ({ page }) => {
  // The booking page is someone else's site: answer for it so tests stay offline.
  await page.context().route(isBookingPage, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Book a call</title><h1>Book a call</h1>",
    }),
  );
  // Wait for the scripts, so clicks reach the hydrated page rather than the prerendered HTML.
  await page.goto("/brand-signup", { waitUntil: "networkidle" });
});

test("a brand signs up, the booking page opens, and the entry is stored with the product's field names", async ({
  page,
  request,
  seed,
  signupEmail: email,
}) => {
  await fillForm(page, { name: "Priya Shah", email, company: "Glow Ltd", website: "glow.example" });
  const popup = page.waitForEvent("popup");
  const sent = page.waitForRequest("**/api/subscribe-to-waitlist");
  await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();
  // The human check runs without the opt-in too (the emulator build's stand-in), and its token is sent.
  expect((await sent).postDataJSON()).toMatchObject({
    emailListOptIn: false,
    "g-recaptcha-response": fakeHumanCheckToken("brand_waitlist"),
  });

  await expect(waitlistForm(page).getByRole("status")).toHaveText(SUCCESS);
  await expect(waitlistForm(page).getByRole("textbox", { name: "Email", exact: true })).toHaveValue("");
  const bookingTab = await popup;
  await bookingTab.waitForLoadState();
  expect(bookingTab.url()).toBe(BOOKING_URL);

  const stored = await storedSignup(request, seed, email);
  // The product's fields, plus the flags the admin sees (a throwaway-address check, docs/product.md), and the
  // key of the mailbox's slot, a hash, by which later spellings are flagged (never the address).
  expect(stored).toEqual({
    id: expect.any(String),
    mailboxSlot: expect.stringMatching(/^[0-9a-f]{64}$/),
    name: "Priya Shah",
    email,
    company_name: "Glow Ltd",
    website: "https://glow.example",
    status: "pending",
    notes: "",
    email_list_opt_in: false,
    meeting_signed_up: false,
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    flags: { disposable: false },
    // Opened directly, without cookies accepted: only this page's path (docs/product.md §P6.10).
    attribution: {
      first: null,
      last: { source: null, medium: null, campaign: null, referrerHost: null, landingPath: "/brand-signup" },
    },
    estimate: null,
  });
});

test("with the e-mail list ticked, the opt-in is stored and its confirmation is mailed", async ({
  page,
  inbox,
  signupEmail: email,
}) => {
  await fillForm(page, { name: "Priya Shah", email, company: "Glow Ltd" });
  await waitlistForm(page).getByRole("checkbox").check();
  await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlistForm(page).getByRole("status")).toHaveText(SUCCESS);
  const stored = await documentWhere("brand_signups", "email", email);
  expect(stored.data).toMatchObject({ email, status: "pending", email_list_opt_in: true });
  const mail = await inbox.find({ to: email, subject: "Please confirm your subscription to Reelmark" });
  expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:5000\/\S*confirm\S*token=/);
});

test("when the browser blocks the booking pop-up, a link to it is shown", async ({ page, signupEmail: email }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.reload({ waitUntil: "networkidle" });
  await fillForm(page, { name: "Priya Shah", email, company: "Glow Ltd" });
  await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();
  const link = waitlistForm(page)
    .getByRole("status")
    .getByRole("link", { name: /Book your 30-minute call/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", BOOKING_URL);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("signing up again with the same e-mail keeps the stored company and counts a repeat", async ({
  page,
  request,
  seed,
}) => {
  const first = await seed.brandSignup({ companyName: "Glow Ltd" });
  await fillForm(page, { name: "Someone Else", email: first.email.toUpperCase(), company: "Other Company" });
  await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();

  // The same answer as a first sign-up: the form never tells whether an address is known.
  await expect(waitlistForm(page).getByRole("status")).toHaveText(SUCCESS);
  const stored = await storedSignup(request, seed, first.email);
  expect(stored).toMatchObject({ company_name: "Glow Ltd", repeat_count: 1 });
});

test("a server failure shows its message and keeps every value", async ({ page }) => {
  await failApi(page, "**/api/subscribe-to-waitlist", "Waitlist unavailable");
  await fillForm(page, {
    name: "Priya Shah",
    email: "priya@example.co.uk",
    company: "Glow Ltd",
    website: "glow.example",
  });
  await waitlistForm(page).getByRole("checkbox").check();
  await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();

  await expect(waitlistForm(page).getByRole("alert")).toHaveText("Waitlist unavailable");
  const form = waitlistForm(page);
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Priya Shah");
  await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("priya@example.co.uk");
  await expect(form.getByRole("textbox", { name: "Company name", exact: true })).toHaveValue("Glow Ltd");
  await expect(form.getByRole("textbox", { name: "Website (optional)", exact: true })).toHaveValue("glow.example");
  await expect(form.getByRole("checkbox")).toBeChecked();
  await expect(form.getByRole("button", { name: "Join the Waitlist" })).toBeEnabled();
});

test("shows the first failure only, in the product's order, and moves focus to it", async ({ page }) => {
  const form = waitlistForm(page);
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await expect(form.getByText("Valid email is required")).toHaveCount(0);

  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Priya Shah");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("priya");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText("Valid email is required")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();
});

test("a filled honeypot makes submit do nothing, and sends nothing", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("/api/") && requests.push(r.url()));
  await fillForm(page, { name: "Bot", email: "bot@example.com", company: "Bots Ltd" });
  await page.locator('input[name="bot-field"]').evaluate((input: HTMLInputElement) => (input.value = "spam"));
  await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await expect(waitlistForm(page).getByRole("button", { name: "Join the Waitlist" })).toBeEnabled();
  await expect(waitlistForm(page).getByRole("status")).toHaveCount(0);
});

test("the legal links open in a new tab", async ({ page }) => {
  for (const name of [/Terms of Use/, /Privacy Policy/]) {
    const link = waitlistForm(page).getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await expect(waitlistForm(page).getByRole("link", { name: /Terms of Use/ })).toHaveAttribute("href", "/terms");
  await expect(waitlistForm(page).getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
});

test(
  "has no axe violations with an error or the success message shown, and a full-page screenshot",
  { tag: "@phone" },
  async ({ page, signupEmail: email, expectNoAxeViolations }, testInfo) => {
    await saveFullPageScreenshot(page, "brand-signup", testInfo);
    await expectNoAxeViolations(page);

    await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(waitlistForm(page).getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);

    await fillForm(page, { name: "Priya Shah", email, company: "Glow Ltd" });
    await waitlistForm(page).getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(waitlistForm(page).getByRole("status")).toHaveText(SUCCESS);
    await expectNoAxeViolations(page);
  },
);
