import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { openApplication, signInToAdminPanel } from "../support/admin";
import { applicant, applicationForm } from "../support/application";
import { answerHumanChecks } from "../support/human-check";
import { videoFile } from "../support/videos";
import { BOOKING_URL } from "../../src/shared/brand";
import { documentWhere, documentsWhere, objectPathOf, storedObject } from "./emulators";

/**
 * The five flows of the product against its production backend: the `VITE_BACKEND=firebase` build
 * served by the Hosting emulator, /api/* rewritten to the Functions emulator, Google's Firestore
 * emulator under firestore.rules, the Storage emulator and the Auth emulator (scripts/firebase-stack.mjs).
 * What each flow stored is read from the emulators themselves, and every e-mail from the inbox.
 */
const unique = (tag: string) => `e2e-fb-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const CONFIRMATION_SUBJECT = "Please confirm your subscription to Reelmark";

test.beforeEach(async ({ context }) => {
  // The booking page is someone else's site: answer for it so the tests stay offline.
  await context.route(
    (url) => url.href.startsWith(BOOKING_URL),
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Book a call</title>" }),
  );
});

test("brand waitlist: stored in Firestore by the function, and the opt-in confirmation is mailed", async ({
  page,
  inbox,
}) => {
  const email = unique("brand");
  await page.goto("/brand-signup", { waitUntil: "networkidle" });
  const form = page.getByRole("form", { name: "Reserve your early access" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Priya Shah");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Company name", exact: true }).fill("Glow Ltd");
  await form.getByRole("textbox", { name: "Website (optional)", exact: true }).fill("glow.example");
  await form.getByRole("checkbox").check();
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/subscribe-to-waitlist"));
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByRole("status")).toHaveText("Thank you! for signing up we cant wait to speak with you soon.");

  const stored = await documentWhere("brand_signups", "email", email);
  expect(stored.data).toMatchObject({
    name: "Priya Shah",
    email,
    company_name: "Glow Ltd",
    website: "https://glow.example",
    status: "pending",
    email_list_opt_in: true,
  });
  const mail = await inbox.find({ to: email, subject: CONFIRMATION_SUBJECT });
  expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:5000\/\S*confirm\S*token=/);
});

test("newsletter from /creator: stored with group creator, and the confirmation is mailed", async ({ page, inbox }) => {
  const email = unique("news");
  await page.goto("/creator", { waitUntil: "networkidle" });
  const footer = page.locator("footer");
  await footer.getByLabel("Email address").fill(email);
  const request = page.waitForRequest("**/api/subscribe-to-waitlist");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  expect((await request).postDataJSON()).toMatchObject({ email, group: "creator", sourcePage: "/creator" });
  await expect(footer.getByText("Successfully subscribed to our newsletter!")).toBeVisible();

  const stored = await documentWhere("newsletter_subscribers", "email", email);
  expect(stored.data).toMatchObject({ email, group: "creator", sourcePage: "/creator" });
  await inbox.find({ to: email, subject: CONFIRMATION_SUBJECT });
});

test("contact message: posted to the function and stored exactly as sent", async ({ page }) => {
  const email = unique("contact");
  await page.goto("/contact", { waitUntil: "networkidle" });
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Sam Rivers");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("We want to brief 10 Pro creators for a spring launch.");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact-message"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Thank you for reaching out! We'll be in touch soon.")).toBeVisible();

  const stored = await documentWhere("contact_messages", "email", email);
  expect(stored.data).toMatchObject({
    name: "Sam Rivers",
    email,
    message: "We want to brief 10 Pro creators for a spring launch.",
  });
});

async function applyWithTwoVideos(page: Page, details: ReturnType<typeof applicant>) {
  const form = applicationForm(page);
  await form.open();
  await form.fill(details);
  const first = videoFile(`fb-first-${Date.now()}.mp4`);
  const second = videoFile(`fb-second-${Date.now()}.mov`, { container: "mov" });
  await form.choose(first, second);
  await form.expectUploaded(path.basename(first));
  await form.expectUploaded(path.basename(second));
  await form.submit.click();
  await expect(page.getByText("Application submitted! We'll be in touch soon.")).toBeVisible({ timeout: 30_000 });
  return [path.basename(first), path.basename(second)];
}

test("creator application: two videos through Firebase Storage's resumable protocol, claimed, application stored", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const details = applicant({ firstName: "Nia", lastName: "Storage" });
  const names = await applyWithTwoVideos(page, details);

  const stored = await documentWhere("creator_applications", "email", details.email);
  expect(stored.data).toMatchObject({
    firstName: "Nia",
    lastName: "Storage",
    status: "pending",
    isUKCreator: true,
  });
  const files = stored.data.uploadedFiles as Array<{ name: string; url: string; size: number }>;
  expect(files.map((file) => file.name).sort()).toEqual([...names].sort());
  for (const file of files) {
    // The application names each file by its object path, never by a URL that opens it.
    expect(file.url).toMatch(/^creator-uploads\/[^/]+\/\d+-fb-[^/?]+$/);
    const objectPath = file.url;
    const object = await storedObject(objectPath);
    expect(object, `${objectPath} is in the bucket`).not.toBeNull();
    expect(Number(object!.size)).toBe(file.size);
    expect(object!.metadata?.applicationId).toBe(stored.id);
  }
});

test("admin: signs in, approves one application as Pro (mail sent) and rejects another (document and files gone)", async ({
  page,
  inbox,
  browser,
}) => {
  test.setTimeout(180_000);
  // Two applications, made as two applicants make them, each in a browser of their own.
  const approveMe = applicant({ firstName: "Ada", lastName: "Approved" });
  const rejectMe = applicant({ firstName: "Rex", lastName: "Rejected" });
  for (const details of [approveMe, rejectMe]) {
    const applicantContext = await browser.newContext();
    await answerHumanChecks(applicantContext);
    await applyWithTwoVideos(await applicantContext.newPage(), details);
    await applicantContext.close();
  }
  const rejected = await documentWhere("creator_applications", "email", rejectMe.email);
  const rejectedObjects = (rejected.data.uploadedFiles as Array<{ url: string }>).map((file) => objectPathOf(file.url));

  const admin = await signInToAdminPanel(page);

  let detail = await openApplication(page, approveMe.email, /Ada Approved/);
  // The player plays from an address the adminData function made for the admin, not a stored one.
  const videos = detail.locator("video");
  await expect(videos).toHaveCount(2, { timeout: 30_000 });
  for (const video of await videos.all()) {
    await expect(video).toHaveAttribute("src", /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/.+\?alt=media&token=/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  }
  await detail.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog", { name: "Approve creator" }).getByRole("button", { name: "Pro" }).click();
  // The Functions emulator starts a worker for a function's first call: allow for it.
  await expect(page.getByText("Creator approved successfully! Email sent: Yes")).toBeVisible({ timeout: 30_000 });
  const mail = await inbox.find({ to: approveMe.email, subject: /^You're approved as a Pro creator on / });
  expect(mail.text).toContain("Pro");
  const approved = await documentWhere("creator_applications", "email", approveMe.email);
  expect(approved.data).toMatchObject({ status: "approved_pro", approvedByEmail: admin.email });

  detail = await openApplication(page, rejectMe.email, /Rex Rejected/);
  await detail.getByRole("button", { name: "Reject" }).click();
  await page
    .getByRole("dialog", { name: /Reject Rex Rejected/ })
    .getByRole("button", { name: "Reject and delete" })
    .click();
  await expect
    .poll(() => documentsWhere("creator_applications", "email", rejectMe.email), { timeout: 30_000 })
    .toEqual([]);
  for (const objectPath of rejectedObjects) expect(await storedObject(objectPath)).toBeNull();
});
