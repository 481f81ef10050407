import path from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { applicationForm } from "../testing/e2e/application";
import { storedFileSize } from "../testing/e2e/emulators";
import { paddedVideoFile } from "../testing/e2e/videos";

const MiB = 1024 * 1024;
const KiB = 1024;
/** Every upload's first chunk; the next ones are sized from the speed (src/lib/uploads/chunk-size.ts). */
const FIRST_CHUNK = 256 * KiB;
const unique = (name: string) => `${Math.random().toString(36).slice(2, 8)}-${name}`;

test.skip(({ viewport }) => viewport?.width !== 1280, "network behaviour, not layout: the desktop project is enough");

/**
 * Every chunk of bytes sent to Storage (a resumable session's `upload` command) goes through `handle`; everything
 * else passes.
 */
async function onChunks(page: Page, handle: (route: Route, request: Request) => Promise<void> | void) {
  await page.route("**/v0/b/**", async (route, request) => {
    const command = (await request.headerValue("x-goog-upload-command")) ?? "";
    return command.startsWith("upload") ? handle(route, request) : route.continue();
  });
}

/** Each upload's first chunk goes through; the rest wait in the list returned, so the page shows a moment mid-way. */
async function holdAfterFirstChunk(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  const seen = new Set<string>();
  await onChunks(page, (route, request) => {
    if (seen.has(request.url())) return void held.push(route);
    seen.add(request.url());
    return route.continue();
  });
  return held;
}

async function storedUrl(page: Page, name: string): Promise<string> {
  const draft = await page.evaluate(() => window.sessionStorage.getItem("creator-application-draft"));
  const files = (JSON.parse(draft ?? "{}") as { values?: { uploadedFiles?: Array<{ name: string; url: string }> } })
    .values?.uploadedFiles;
  const file = files?.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`${name} is not among the uploaded files`);
  return file.url;
}

test("an upload whose connection drops mid-way retries, resumes and completes", async ({ page }) => {
  test.setTimeout(90_000);
  const form = applicationForm(page);
  const size = 20 * MiB;
  const video = paddedVideoFile(unique("cut.mp4"), size, 1);
  const name = path.basename(video);
  let chunks = 0;
  await onChunks(page, (route) => {
    chunks += 1;
    // The second chunk's connection is reset once: no answer, no confirmed bytes.
    return chunks === 2 ? route.abort("connectionreset") : route.continue();
  });
  await form.open();
  await form.choose(video);
  await expect(form.row(name)).toContainText("stalled — retrying", { timeout: 20_000 });
  await form.expectUploaded(name);
  expect(chunks).toBeGreaterThanOrEqual(4);
  expect(await storedFileSize(await storedUrl(page, name))).toBe(size);
});

test("after a reload, choosing the same file again continues from the offset the server confirmed", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const form = applicationForm(page);
  const size = 40 * MiB;
  const video = paddedVideoFile(unique("long-take.mp4"), size, 2);
  const name = path.basename(video);
  let phase: "first visit" | "after reload" = "first visit";
  let chunks = 0;
  let confirmedBeforeReload = 0;
  let bytesAfterReload = 0;
  await onChunks(page, (route, request) => {
    if (phase === "after reload") {
      bytesAfterReload += request.postDataBuffer()?.length ?? 0;
      return route.continue();
    }
    chunks += 1;
    // Two chunks reach the server; the third hangs, as on a train in a tunnel.
    if (chunks <= 2) {
      confirmedBeforeReload += request.postDataBuffer()?.length ?? 0;
      return route.continue();
    }
  });
  await form.open();
  // A click first: browsers only ask before leaving a page the visitor has used.
  await page.getByRole("button", { name: "No examples yet?" }).click();
  await form.choose(video);
  await expect.poll(() => chunks, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  const shown = `${Math.floor((confirmedBeforeReload / size) * 100)}%`;
  await expect(form.row(name)).toContainText(shown, { timeout: 30_000 });
  await form.row(name).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e-artifacts/creator-signup-uploading-${testInfo.project.name}.png` });

  const leaving = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  phase = "after reload";
  await page.reload({ waitUntil: "networkidle" });
  expect(await leaving).toBe("beforeunload");

  await expect(form.row(name)).toContainText("Upload interrupted — choose this file again to continue");
  await form.choose(video);
  // The rest of 40 MiB passes through the test's route handler chunk by chunk: slow on a busy 2-core machine.
  await form.expectUploaded(name, 75_000);
  expect(confirmedBeforeReload).toBeGreaterThan(FIRST_CHUNK);
  expect(bytesAfterReload).toBe(size - confirmedBeforeReload);
  expect(bytesAfterReload).toBeLessThan(size);
  expect(await storedFileSize(await storedUrl(page, name))).toBe(size);
});

test("two uploads show their own confirmed percentages and the overall bar", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const form = applicationForm(page);
  // Sized so that each first chunk (256 KiB) is a round share: 40 % and 25 %, 30 % overall.
  const small = paddedVideoFile(unique("small.mp4"), (FIRST_CHUNK * 5) / 2, 3);
  const large = paddedVideoFile(unique("large.mp4"), FIRST_CHUNK * 4, 4);
  await holdAfterFirstChunk(page);
  await form.open();
  await form.choose(small, large);
  await expect(form.row(path.basename(small))).toContainText("40%", { timeout: 30_000 });
  await expect(form.row(path.basename(large))).toContainText("25%", { timeout: 30_000 });
  await expect(page.getByRole("progressbar", { name: "Uploading files..." })).toHaveAttribute("value", "30");
  await expect(form.submit).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `e2e-artifacts/creator-signup-uploading-two-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({
    path: `e2e-artifacts/creator-signup-uploading-two-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // Cancelling discards both unfinished uploads on the server.
  for (const video of [small, large]) {
    await form
      .row(path.basename(video))
      .getByRole("button", { name: /^Cancel/ })
      .click();
  }
  await expect(page.getByRole("list", { name: "Selected files" })).toHaveCount(0);
  await expect(form.submit).toBeEnabled();
});

test("the file list stays where it is when the uploads finish, so a press aimed at a row lands on it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const form = applicationForm(page);
  const video = paddedVideoFile(unique("steady.mp4"), FIRST_CHUNK * 2, 5);
  const name = path.basename(video);
  const held = await holdAfterFirstChunk(page);
  await form.open();
  await form.choose(video);
  await expect(page.getByRole("progressbar", { name: "Uploading files..." })).toBeVisible({ timeout: 30_000 });
  const top = async () => (await form.row(name).boundingBox())?.y;
  const whileUploading = await top();
  await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.unroute("**/v0/b/**");
  // A chunk held past the client's patience was already given up (and sent again, now unheld).
  for (const route of held) await route.continue().catch(() => undefined);
  await form.expectUploaded(name, 60_000);
  await expect(page.getByRole("progressbar", { name: "Uploading files..." })).toHaveCount(0);
  expect(await top()).toBe(whileUploading);
});
