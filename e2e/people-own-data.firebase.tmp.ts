import path from "node:path";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { test, expect } from "../fixtures";
import { signInToAdminPanel } from "../support/admin";
import { applicant, applicationForm } from "../support/application";
import { videoFile } from "../support/videos";
import { documentWhere, documentsWhere, objectPathOf, storedObject } from "./emulators";

/**
 * People own their data, against the production backend (Hosting → Functions, Firestore, Storage
 * emulators): the applicant's e-mailed status link and withdrawal, and the admin's People screen.
 */
const unique = (tag: string) => `e2e-fb-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const ACKNOWLEDGEMENT = "We have received your application to Reelmark";

async function applyWithVideo(page: Page, email: string) {
  const form = applicationForm(page);
  await form.open();
  await form.fill(applicant({ email }));
  const video = videoFile(`fb-own-${Date.now()}.mp4`);
  await form.choose(video);
  await form.expectUploaded(path.basename(video));
  await form.submit.click();
  await expect(page.getByText("Application submitted! We'll be in touch soon.")).toBeVisible({ timeout: 30_000 });
  const stored = await documentWhere("creator_applications", "email", email);
  const [file] = stored.data.uploadedFiles as Array<{ name: string; url: string }>;
  return { name: path.basename(video), objectPath: objectPathOf(file!.url) };
}

const statusPath = (text: string) => /https?:\/\/[^/\s]+(\/application-status\?token=[^\s"<]+)/.exec(text)?.[1] ?? "";

test("apply → e-mailed link → status page → withdraw: the application and its video leave the bucket", async ({
  page,
  inbox,
}) => {
  test.setTimeout(120_000);
  const email = unique("status");
  const { name, objectPath } = await applyWithVideo(page, email);
  expect(await storedObject(objectPath)).not.toBeNull();
  const mail = await inbox.find({ to: email, subject: ACKNOWLEDGEMENT });
  const link = statusPath(mail.text);
  expect(link).not.toBe("");
  const response = await page.goto(link, { waitUntil: "networkidle" });
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  const main = page.locator("main");
  await expect(main.getByText("In review", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(name)).toBeVisible();
  await main.getByRole("button", { name: "Withdraw my application" }).click();
  await page
    .getByRole("dialog", { name: "Withdraw your application?" })
    .getByRole("button", { name: "Withdraw and delete" })
    .click();
  await expect(main.getByRole("heading", { name: "Your application has been withdrawn" })).toBeVisible({
    timeout: 20_000,
  });
  expect(await storedObject(objectPath)).toBeNull();
  expect(await documentsWhere("creator_applications", "email", email)).toEqual([]);
});

test("People: one address signed up in three places → found → downloaded → erased, nothing left in Firestore or the bucket", async ({
  page,
  request,
  inbox,
}) => {
  test.setTimeout(180_000);
  const email = unique("person");
  const { name, objectPath } = await applyWithVideo(page, email);
  const brand = await request.post("/api/subscribe-to-waitlist", {
    data: { type: "brand", name: "Maya Patel", email, companyName: "Glow", website: "", emailListOptIn: false },
  });
  expect(brand.ok(), await brand.text()).toBe(true);
  const newsletter = await request.post("/api/subscribe-to-waitlist", {
    data: { email, "g-recaptcha-response": "" },
  });
  expect(newsletter.ok(), await newsletter.text()).toBe(true);
  const contact = await request.post("/api/contact-message", {
    data: { name: "Maya Patel", email, message: "What do you hold about me?" },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  await inbox.find({ to: email, subject: ACKNOWLEDGEMENT });

  await signInToAdminPanel(page, "/admin/people");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "People" })).toBeVisible({ timeout: 30_000 });
  await main.getByLabel("E-mail address").fill(` ${email.toUpperCase()} `);
  await main.getByRole("button", { name: "Search" }).click();
  const result = main.getByRole("region", { name: `Held about ${email}` });
  await expect(result.getByRole("status")).toHaveText("4 records and 1 file held.", { timeout: 30_000 });
  await expect(result.getByRole("link", { name })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: "Download" }).click();
  const data = JSON.parse(readFileSync(await (await downloading).path(), "utf8")) as Record<string, unknown[]>;
  expect(
    [data.brandSignups, data.newsletterSubscribers, data.creatorApplications, data.contactMessages].map(
      (list) => list?.length,
    ),
  ).toEqual([1, 1, 1, 1]);
  // The file's link is an address made for the admin now, not the stored path.
  expect((data.files as Array<{ name: string; url: string }>)[0]).toMatchObject({
    name,
    url: expect.stringMatching(/^https?:\/\//),
  });

  await result.getByRole("button", { name: "Erase" }).click();
  await page
    .getByRole("dialog", { name: "Erase this person's data" })
    .getByRole("button", { name: "Erase everything" })
    .click();
  await expect(result.getByRole("status")).toHaveText("Nothing is held about this address.", { timeout: 30_000 });
  expect(await storedObject(objectPath)).toBeNull();
  for (const collection of ["creator_applications", "brand_signups", "newsletter_subscribers", "contact_messages"]) {
    expect(await documentsWhere(collection, "email", email), collection).toEqual([]);
  }
});
