import { statSync } from "node:fs";
import path from "node:path";
import type { FileChooser, Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { applicant, applicationForm, deleteApplication, storedApplication, toast } from "../testing/e2e/application";
import { failApi } from "../testing/e2e/failing-api";
import { fakeHumanCheckToken, hangHumanCheck } from "../testing/e2e/human-check";
import { storedFileSize, storedObject, storedUploadsNamed } from "../testing/e2e/emulators";
import { fileWithText, videoFile } from "../testing/e2e/videos";

const SUCCESS = "Application submitted! We'll be in touch soon.";
const unique = (name: string) => `${Math.random().toString(36).slice(2, 8)}-${name}`;

/** The uploaded files the page keeps in its saved draft (the form's own record of them). */
async function draftFiles(page: Page): Promise<Array<{ name: string; url: string; size: number }>> {
  const draft = await page.evaluate(() => window.sessionStorage.getItem("creator-application-draft"));
  return draft ? (JSON.parse(draft) as { values: { uploadedFiles: [] } }).values.uploadedFiles : [];
}

test(
  "the empty form has its four sections, the tip and a keyboard-friendly picker",
  { tag: "@phone" },
  async ({ page, expectNoAxeViolations }, testInfo) => {
    // Listened for from the start, so the browser already intercepts the picker when the key that opens it is pressed
    // (a listener added just before a key press can lose that race).
    const choosers: FileChooser[] = [];
    page.on("filechooser", (chooser) => choosers.push(chooser));
    const form = applicationForm(page);
    await form.open();
    const main = page.locator("main");
    for (const title of ["Personal Information", "Portfolio", "Content & Referral", "Confirmations"]) {
      await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(form.postcode).toHaveAttribute("placeholder", /SW1A 1AA/);
    await expect(main.getByText("This helps us confirm you are in the UK")).toBeVisible();
    await expect(form.referralSource.locator("option")).toHaveCount(10);
    await expect(main.getByText("1-3 files, MP4 and MOV, max 1GB per file")).toBeVisible();
    await page.screenshot({ path: `e2e-artifacts/creator-signup-empty-${testInfo.project.name}.png`, fullPage: true });

    const tip = main.getByRole("button", { name: "No examples yet?" });
    await tip.click();
    await expect(tip).toHaveAttribute("aria-expanded", "true");
    await expect(main.locator(".video-tip__ideas > li")).toHaveCount(7);
    await expectNoAxeViolations(page);

    // The picker is reached and opened from the keyboard.
    await main.getByRole("button", { name: "Choose Files" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => choosers.length).toBe(1);
    expect(choosers[0]!.isMultiple()).toBe(true);
  },
);

test("applies with two videos: stored pending with each file's name, address, size and duration", async ({
  page,
  request,
}, testInfo) => {
  const form = applicationForm(page);
  const details = applicant({ instagram: "@maya.makes" });
  const first = videoFile(unique("first-take.mp4"));
  const second = videoFile(unique("second-take.mov"), { container: "mov" });
  await form.open();
  await form.fill(details);
  await form.choose(first, second);
  await form.expectUploaded(path.basename(first));
  await form.expectUploaded(path.basename(second));
  // Sent at once, as a visitor does: while checkUpload has not recorded a file's reading, the form sends again.
  const sent = page.waitForRequest("**/api/creator-application");
  await form.submit.click();
  // The human check ran at submit and its token went with the application.
  expect((await sent).postData()).toContain(fakeHumanCheckToken("creator_application"));

  const dialog = page.getByRole("dialog", { name: "Application Submitted!" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, SUCCESS)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Go to Homepage" })).toBeFocused();
  await page.screenshot({ path: `e2e-artifacts/creator-signup-success-${testInfo.project.name}.png` });

  const stored = await storedApplication(details.email);
  expect(stored).toBeDefined();
  try {
    expect(stored!.status).toBe("pending");
    expect(stored!.instagram).toBe("https://www.instagram.com/maya.makes");
    const files = stored!.uploadedFiles as Array<{ name: string; url: string; size: number; durationSeconds?: number }>;
    expect(files.map((file) => file.name)).toEqual([path.basename(first), path.basename(second)]);
    for (const [index, local] of [first, second].entries()) {
      const file = files[index]!;
      // The application names each file by its object path, never by an address that opens it.
      expect(file.url).toMatch(/^creator-uploads\/[^/]+\/\d+-/);
      expect(file.size).toBe(statSync(local).size);
      expect(await storedFileSize(file.url)).toBe(file.size);
      // Claimed for this application: the bucket's object names it.
      expect((await storedObject(file.url))?.metadata?.applicationId).toBe(stored!.id);
      expect(file.durationSeconds).toBeCloseTo(2, 0);
    }
    // Everything is reset: fields, files, the saved draft.
    await expect(form.firstName).toHaveValue("");
    await expect(form.ukCreator).not.toBeChecked();
    await expect(page.getByRole("list", { name: "Selected files" })).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem("creator-application-draft"))).toBeNull();

    await dialog.getByRole("button", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await deleteApplication(request, stored!.id);
  }
});

test("Remove deletes the uploaded file from the bucket", async ({ page }) => {
  const form = applicationForm(page);
  const video = videoFile(unique("remove-me.mp4"));
  const name = path.basename(video);
  await form.open();
  await form.choose(video);
  await form.expectUploaded(name);
  const [uploaded] = await draftFiles(page);
  expect(await storedFileSize(uploaded!.url)).toBe(statSync(video).size);

  await form
    .row(name)
    .getByRole("button", { name: `Remove ${name}` })
    .click();
  await expect(toast(page, `${name} removed successfully`)).toBeVisible();
  await expect(form.row(name)).toHaveCount(0);
  await expect.poll(() => storedFileSize(uploaded!.url)).toBeNull();
});

test("a session past its six uploads of the day is told so before Storage gets a byte", async ({ page }) => {
  const form = applicationForm(page);
  await form.open();
  // Six uploads opened (two rounds of three, each removed), then a seventh.
  for (const round of [1, 2]) {
    const videos = ["a.mp4", "b.mp4", "c.mp4"].map((name) => videoFile(unique(`${round}-${name}`)));
    await form.choose(...videos);
    for (const name of videos.map((video) => path.basename(video))) {
      await form.expectUploaded(name);
      await form
        .row(name)
        .getByRole("button", { name: `Remove ${name}` })
        .click();
      await expect(form.row(name)).toHaveCount(0);
    }
  }
  const seventh = videoFile(unique("seventh.mp4"));
  const name = path.basename(seventh);
  await form.choose(seventh);
  await expect(
    toast(
      page,
      `Failed to upload ${name}: You have started as many uploads as we allow in a day. Please try again tomorrow.`,
    ),
  ).toBeVisible();
  await expect(form.row(name)).toHaveCount(0);
  expect(await storedUploadsNamed(name)).toEqual([]);
});

test("a 4th file and a video of another type are refused in the browser", async ({ page }, testInfo) => {
  const form = applicationForm(page);
  const videos = ["one.mp4", "two.mp4", "three.mp4"].map((name) => videoFile(unique(name)));
  const uploads: string[] = [];
  // An upload starts with the request that opens its resumable session in Storage.
  page.on("request", async (request) => {
    if ((await request.headerValue("x-goog-upload-command")) === "start") uploads.push(request.url());
  });
  await form.open();

  await form.choose(...videos, videoFile(unique("four.mp4")));
  await expect(
    toast(page, "You can only upload up to 3 files total. You currently have 0 files selected."),
  ).toBeVisible();
  await form.choose(...videos);
  for (const video of videos) await form.expectUploaded(path.basename(video));
  await form.choose(videoFile(unique("four.mp4")));
  await expect(
    toast(page, "You can only upload up to 3 files total. You currently have 3 files selected."),
  ).toBeVisible();

  await form
    .row(path.basename(videos[2]!))
    .getByRole("button", { name: /^Remove/ })
    .click();
  const avi = videoFile(unique("holiday.avi"), { container: "avi" });
  await form.choose(avi);
  await expect(toast(page, `${path.basename(avi)} is not a supported file type.`)).toBeVisible();
  await page.screenshot({ path: `e2e-artifacts/creator-signup-refusals-${testInfo.project.name}.png` });
  // The list's own rows (each row may hold a list of tips for its file).
  await expect(page.getByRole("list", { name: "Selected files" }).locator(":scope > li")).toHaveCount(2);
  expect(uploads).toHaveLength(3);
});

test("a text file named .mp4 is deleted by the server's content check, and an application naming it is refused", async ({
  page,
}) => {
  const form = applicationForm(page);
  const details = applicant();
  const name = unique("not-really.mp4");
  await form.open();
  await form.fill(details);
  await form.choose(fileWithText(name, "This is a shopping list, not a video.\n".repeat(200)));
  // Storage takes the bytes; the check that runs on every finished upload reads them and deletes the file.
  await form.expectUploaded(name);
  await expect.poll(() => storedUploadsNamed(name), { timeout: 30_000 }).toEqual([]);
  await form.submit.click();
  await expect(toast(page, `${name} was not found. Please upload it again.`)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Application Submitted!" })).toHaveCount(0);
  expect(await storedApplication(details.email)).toBeUndefined();
});

test("a server failure keeps every value and file; sending again works", async ({ page, request }) => {
  const form = applicationForm(page);
  const details = applicant();
  const video = videoFile(unique("keep-me.mp4"));
  await failApi(page, "**/api/creator-application", "Our server is having a moment.");
  await form.open();
  await form.fill(details);
  await form.choose(video);
  await form.expectUploaded(path.basename(video));
  await form.submit.click();

  await expect(toast(page, "Our server is having a moment.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(form.firstName).toHaveValue(details.firstName);
  await expect(form.email).toHaveValue(details.email);
  await expect(form.referralSource).toHaveValue(details.referralSource);
  await expect(form.ukCreator).toBeChecked();
  await expect(form.row(path.basename(video)).getByRole("button", { name: /^Remove/ })).toBeVisible();

  await page.unroute("**/api/creator-application");
  await form.submit.click();
  await expect(page.getByRole("dialog", { name: "Application Submitted!" })).toBeVisible({ timeout: 30_000 });
  const stored = await storedApplication(details.email);
  await deleteApplication(request, stored!.id);
  expect(stored!.uploadedFiles).toHaveLength(1);
});

test("validation failures show as toasts and under the field", { tag: "@phone" }, async ({ page }, testInfo) => {
  const form = applicationForm(page);
  await form.open();
  await form.submit.click();
  await expect(toast(page, "First name is required")).toBeVisible();
  await expect(form.firstName).toBeFocused();
  await form.fill(applicant());
  await form.ukCreator.uncheck();
  await form.submit.click();
  await expect(toast(page, "Please provide a portfolio/social link or upload at least 1 file.")).toBeVisible();
  await page.screenshot({ path: `e2e-artifacts/creator-signup-errors-${testInfo.project.name}.png` });
});

test("a human check that never answers ends in the retry toasts and the failure toast", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "timing, not layout: one viewport is enough");
  // The page's timers run on Playwright's clock: each 15 s attempt and 2 s pause is stepped through exactly,
  // instead of waited for.
  await page.clock.install();
  await hangHumanCheck(page);
  const sent: string[] = [];
  page.on("request", (request) => request.url().endsWith("/api/creator-application") && sent.push(request.url()));
  const form = applicationForm(page);
  await form.open();
  await form.fill(applicant({ portfolioUrl: "https://maya.example" }));
  await form.submit.click();
  await expect(form.submit).toHaveText("Submitting Application...");
  await page.clock.fastForward(15_000);
  await expect(toast(page, "reCAPTCHA timed out. Retrying... (1/3)")).toBeVisible();
  // 2 s between attempts, then the second attempt's 15 s.
  await page.clock.fastForward(2_000);
  await page.clock.fastForward(15_000);
  await expect(toast(page, "reCAPTCHA timed out. Retrying... (2/3)")).toBeVisible();
  await page.clock.fastForward(2_000);
  await page.clock.fastForward(15_000);
  await expect(toast(page, "reCAPTCHA failed. Please refresh and try again.")).toBeVisible();
  await expect(form.submit).toHaveText("Submit Application");
  await expect(form.firstName).toHaveValue("Maya");
  expect(sent).toEqual([]);
});
