import type { Page } from "@playwright/test";
import { NEWSLETTER_CONSENT_WORDING } from "../src/shared/consent";
import { test, expect } from "../testing/e2e/fixtures";
import { documentWhere } from "../testing/e2e/emulators";
import type { Mail } from "../testing/e2e/inbox";

const SUCCESS = "Successfully subscribed to our newsletter!";
const CONFIRMATION_NOTE = "A confirmation e-mail is on its way: open its link to confirm your address.";
const CONFIRMATION_SUBJECT = "Please confirm your subscription to Reelmark";
const WELCOME_SUBJECT = "You're subscribed to Reelmark updates";

const uniqueEmail = (kind: string) =>
  `e2e-news-${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The footer form's request, as the server received it. */
async function subscribeFromFooter(page: Page, email: string) {
  const footer = page.locator("footer");
  await footer.getByLabel("Email address").fill(email);
  const request = page.waitForRequest("**/api/subscribe-to-waitlist");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  return (await request).postDataJSON() as Record<string, unknown>;
}

/** The link in a mail's text version that starts with this site's `path`. */
function linkIn(mail: Mail, path: string): string {
  const link = new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(mail.text)?.[1];
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  return link;
}

const PLACEMENTS = [
  { path: "/", group: undefined, fallback: "Subscription failed. Please try again." },
  { path: "/creator", group: "creator", fallback: "Failed to subscribe. Please try again." },
  { path: "/prices", group: undefined, fallback: "Subscription failed. Please try again." },
] as const;

for (const placement of PLACEMENTS) {
  test(`the ${placement.path} footer subscribes${placement.group ? " with group creator" : " without a group"} and mails a confirmation link`, async ({
    page,
    inbox,
  }) => {
    await page.goto(placement.path);
    const footer = page.locator("footer");
    await expect(footer.getByText(NEWSLETTER_CONSENT_WORDING)).toBeVisible();
    const email = uniqueEmail(placement.path.replace(/\W/g, "") || "home");
    const sent = await subscribeFromFooter(page, email);
    expect(sent.group).toBe(placement.group);
    expect(sent.sourcePage).toBe(placement.path);
    await expect(footer.getByText(SUCCESS, { exact: true })).toBeVisible();
    await expect(footer.getByText(CONFIRMATION_NOTE, { exact: true })).toBeVisible();
    await expect(footer.getByLabel("Email address")).toHaveValue("");
    const stored = await documentWhere("newsletter_subscribers", "email", email);
    expect(stored.data).toMatchObject({ email, sourcePage: placement.path });
    expect(stored.data.group).toBe(placement.group ?? null);
    const mail = await inbox.find({ to: email, subject: CONFIRMATION_SUBJECT });
    expect(
      linkIn(mail, "/confirm-subscription").startsWith(`${new URL(page.url()).origin}/confirm-subscription?token=`),
    ).toBe(true);
  });

  test(`the ${placement.path} footer shows its own fallback when the server cannot be reached`, async ({ page }) => {
    await page.route("**/api/subscribe-to-waitlist", (route) => route.abort("connectionfailed"));
    await page.goto(placement.path);
    await subscribeFromFooter(page, "ada@example.com");
    await expect(page.locator("footer").getByRole("alert")).toHaveText(placement.fallback);
    await expect(page.locator("footer").getByLabel("Email address")).toHaveValue("ada@example.com");
  });
}

test("a repeat sign-up gets the same answer and no second confirmation e-mail", async ({ page, inbox }) => {
  const email = uniqueEmail("repeat");
  await page.goto("/prices");
  await subscribeFromFooter(page, email);
  await expect(page.locator("footer").getByText(SUCCESS, { exact: true })).toBeVisible();
  await inbox.find({ to: email, subject: CONFIRMATION_SUBJECT });

  await page.goto("/");
  await subscribeFromFooter(page, email.toUpperCase());
  await expect(page.locator("footer").getByText(SUCCESS, { exact: true })).toBeVisible();
  // Give a second e-mail time to arrive, were one sent.
  await page.waitForTimeout(1_500);
  expect(await inbox.list({ to: email, subject: CONFIRMATION_SUBJECT })).toHaveLength(1);
});

test("the e-mailed link confirms once; the welcome e-mail's unsubscribe link works without signing in", async ({
  page,
  inbox,
}, testInfo) => {
  const email = uniqueEmail("confirm");
  await page.goto("/creator");
  await subscribeFromFooter(page, email);
  await expect(page.locator("footer").getByText(SUCCESS, { exact: true })).toBeVisible();
  const confirmLink = linkIn(await inbox.find({ to: email, subject: CONFIRMATION_SUBJECT }), "/confirm-subscription");

  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  await page.screenshot({ path: `e2e-artifacts/confirm-subscription-${testInfo.project.name}.png`, fullPage: true });

  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1, name: "This link has already been used" })).toBeVisible();

  const welcome = await inbox.find({ to: email, subject: WELCOME_SUBJECT });
  expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = welcome.headers["list-unsubscribe"]!.replace(/^<|>$/g, "");
  expect(oneClick).toContain("/api/unsubscribe/one-click?token=");

  // Opening the header's URL (as a mail scanner would) only shows the page.
  await page.goto(oneClick);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from Reelmark e-mails?" })).toBeVisible();

  await page.goto(linkIn(welcome, "/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await page.screenshot({ path: `e2e-artifacts/unsubscribed-${testInfo.project.name}.png`, fullPage: true });

  // A mail client's one-click POST (RFC 8058) is answered too, with nothing left to do.
  const response = await page.request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(await response.json()).toEqual({ outcome: "already_unsubscribed" });
});

test("a made-up or cut-off link says it is not recognised and offers to sign up again", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto("/confirm-subscription?token=c.n.not-a-real-link");
  await expect(page.getByRole("heading", { level: 1, name: "We don't recognise this link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/#footer");
  await expectNoAxeViolations(page);
  await page.goto("/unsubscribe");
  await expect(page.getByRole("heading", { level: 1, name: "We don't recognise this link" })).toBeVisible();
});
