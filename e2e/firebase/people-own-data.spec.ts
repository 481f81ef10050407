import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { applicant, applicationForm } from "../support/application";
import { videoFile } from "../support/videos";
import { documentWhere, documentsWhere, objectPathOf, storedObject } from "./emulators";

/**
 * People own their data, against the production backend (Hosting → Functions, Firestore, Storage
 * emulators): the applicant's e-mailed status link and withdrawal. (People on Firebase is proven by the
 * functions contract, src/firebase/testing/api-functions-contract.ts, against the emulators.)
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
