import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { applicant, applicationForm, storedApplication } from "../testing/e2e/application";
import { documentsWhere, storedFileSize } from "../testing/e2e/emulators";
import { fakeHumanCheckToken } from "../testing/e2e/human-check";
import { videoFile } from "../testing/e2e/videos";

const ACKNOWLEDGEMENT = "We have received your application to Reelmark";
const unique = (name: string) => `${Math.random().toString(36).slice(2, 8)}-${name}`;

/** Applies through the real form with one video; answers the stored file's address. */
async function applyWithVideo(page: Page, email: string, name: string) {
  const form = applicationForm(page);
  const video = videoFile(unique(name));
  await form.open();
  await form.fill(applicant({ email }));
  await form.choose(video);
  await form.expectUploaded(path.basename(video));
  await form.submit.click();
  // The form sends again by itself while checkUpload has not read the video yet (product.md §P5.4).
  await expect(page.getByRole("dialog", { name: "Application Submitted!" })).toBeVisible({ timeout: 30_000 });
  return path.basename(video);
}

const statusPath = (text: string) => {
  const match = /https?:\/\/[^/\s]+(\/application-status\?token=[^\s"<]+)/.exec(text);
  expect(match, "the acknowledgement carries the status link").not.toBeNull();
  return match![1]!;
};

test("apply → e-mailed link → status page → withdraw: the application and its video are gone", async ({
  page,
  inbox,
  expectNoAxeViolations,
}, testInfo) => {
  // An application with a video, an e-mail, an axe scan, a full-page screenshot and three page loads: 40–48 s on a
  // loaded machine.
  test.setTimeout(90_000);
  const email = `e2e-status-${Date.now()}@example.com`;
  const fileName = await applyWithVideo(page, email, "status-take.mp4");
  const stored = await storedApplication(email);
  const fileUrl = (stored!.uploadedFiles as Array<{ url: string }>)[0]!.url;
  expect(await storedFileSize(fileUrl)).not.toBeNull();

  const mail = await inbox.find({ to: email, subject: ACKNOWLEDGEMENT });
  const link = statusPath(mail.text);
  const response = await page.goto(link, { waitUntil: "networkidle" });
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Your application" })).toBeVisible();
  await expect(main.getByText("In review", { exact: true })).toBeVisible();
  await expect(main.getByText(fileName)).toBeVisible();
  await expect(main.getByText(/within 7 days, by \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `e2e-artifacts/application-status-${testInfo.project.name}.png`, fullPage: true });

  await main.getByRole("button", { name: "Withdraw my application" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw your application?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep my application" })).toBeFocused();
  await dialog.getByRole("button", { name: "Withdraw and delete" }).click();
  await expect(main.getByRole("heading", { name: "Your application has been withdrawn" })).toBeVisible();
  expect(await storedApplication(email)).toBeUndefined();
  expect(await storedFileSize(fileUrl)).toBeNull();

  // The link no longer opens anything; a forged one reveals nothing.
  await page.reload({ waitUntil: "networkidle" });
  await expect(main.getByRole("heading", { name: "Your application is no longer on file" })).toBeVisible();
  await page.goto(`${link}x`, { waitUntil: "networkidle" });
  await expect(main.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
});

test("send me my link again answers the same for any address and e-mails the one on file", async ({
  page,
  request,
  inbox,
}) => {
  const email = `e2e-resend-${Date.now()}@example.com`;
  const created = await request.post("/api/creator-application", {
    multipart: {
      firstName: "Maya",
      lastName: "Patel",
      email,
      postcode: "M1 1AE",
      portfolioUrl: "https://maya.example",
      instagram: "",
      tiktok: "",
      niche: "beauty",
      referralSource: "TikTok",
      isUKCreator: "true",
      newsletterConsent: "false",
      "g-recaptcha-response": "e2e-human-check-token",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await inbox.find({ to: email, subject: ACKNOWLEDGEMENT });
  await page.goto("/creator-signup#status-link", { waitUntil: "networkidle" });
  const section = page.locator("#status-link");
  const field = section.getByLabel("Your e-mail address");
  const answer = async (address: string) => {
    await field.fill(address);
    const sent = page.waitForRequest("**/api/application-status/resend");
    await section.getByRole("button", { name: "Send me my link again" }).click();
    // It mails, so it passes the human check (the emulator build's stand-in) like the other forms.
    expect((await sent).postDataJSON()).toMatchObject({ "g-recaptcha-response": fakeHumanCheckToken("status_link") });
    const status = section.getByRole("status");
    await expect(status).toContainText("If we hold an application from that address");
    return status.textContent();
  };
  expect(await answer(`nobody-${email}`)).toBe(await answer(email.toUpperCase()));
  const again = await inbox.find({ to: email, subject: "Your Reelmark application link" });
  await page.goto(statusPath(again.text), { waitUntil: "networkidle" });
  await expect(page.locator("main").getByText("In review", { exact: true })).toBeVisible();
  const stored = await storedApplication(email);
  await page.locator("main").getByRole("button", { name: "Withdraw my application" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw and delete" }).click();
  await expect(page.getByRole("heading", { name: "Your application has been withdrawn" })).toBeVisible();
  expect(stored).toBeDefined();
});

test("People: one address signed up in three places → found → downloaded → erased, nothing left in Firestore or the bucket", async ({
  page,
  request,
  inbox,
  expectNoAxeViolations,
}, testInfo) => {
  const stamp = Date.now();
  const email = `e2e-person-${stamp}@example.com`;
  const fileName = await applyWithVideo(page, email, "person-take.mp4");
  const fileUrl = ((await storedApplication(email))!.uploadedFiles as Array<{ url: string }>)[0]!.url;
  const brand = await request.post("/api/subscribe-to-waitlist", {
    data: {
      type: "brand",
      name: "Maya Patel",
      email,
      companyName: `Glow ${stamp}`,
      website: "",
      emailListOptIn: false,
    },
  });
  expect(brand.ok(), await brand.text()).toBe(true);
  const newsletter = await request.post("/api/subscribe-to-waitlist", {
    data: { email: email.toUpperCase(), "g-recaptcha-response": "" },
  });
  expect(newsletter.ok(), await newsletter.text()).toBe(true);
  const contact = await request.post("/api/contact-message", {
    data: { name: "Maya Patel", email, message: "What do you hold about me?" },
  });
  expect(contact.status()).toBe(201);
  await inbox.find({ to: email, subject: ACKNOWLEDGEMENT });
  await inbox.find({ to: email.toUpperCase(), subject: /confirm/i }).catch(() => undefined);

  await signInToAdminPanel(page, "/admin/people");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await main.getByLabel("E-mail address").fill(` ${email.toUpperCase()} `);
  await main.getByRole("button", { name: "Search" }).click();
  const result = main.getByRole("region", { name: `Held about ${email}` });
  await expect(result.getByRole("status")).toHaveText("4 records and 1 file held.");
  for (const heading of ["Brand sign-ups (1)", "Newsletter (1)", "Creator applications (1)", "Contact messages (1)"]) {
    await expect(result.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(result.getByRole("link", { name: fileName })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `e2e-artifacts/admin-people-${testInfo.project.name}.png`, fullPage: true });

  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  const saved = await download.path();
  const data = JSON.parse(readFileSync(saved, "utf8")) as Record<string, unknown[]> & { email: string };
  expect(data.email).toBe(email);
  expect(
    [data.brandSignups, data.newsletterSubscribers, data.creatorApplications, data.contactMessages].map(
      (list) => list?.length,
    ),
  ).toEqual([1, 1, 1, 1]);
  // The file's link is an address made for the admin now, not the stored path.
  expect((data.files as Array<{ name: string; url: string }>)[0]).toMatchObject({
    name: fileName,
    url: expect.stringMatching(/^https?:\/\//),
  });
  expect(JSON.stringify(data)).not.toContain("searchTokens");

  await result.getByRole("button", { name: "Erase" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person's data" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Erase everything" }).click();
  await expect(result.getByRole("status")).toHaveText("Nothing is held about this address.");
  expect(await storedFileSize(fileUrl)).toBeNull();
  for (const collection of ["creator_applications", "brand_signups", "newsletter_subscribers", "contact_messages"]) {
    for (const address of [email, email.toUpperCase()]) {
      expect(await documentsWhere(collection, "email", address), collection).toEqual([]);
    }
  }

  await page.goto("/admin/activity");
  await expect(main.getByText("Erased a person's data").first()).toBeVisible();
  await expect(main.getByText(email)).toHaveCount(0);
});
