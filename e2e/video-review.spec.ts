import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { applicant, applicationForm, deleteApplication, storedApplication } from "../testing/e2e/application";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { insertApplication } from "../testing/e2e/emulators";
import { expectHydrated } from "../testing/e2e/hydrated";
import { videoFile } from "../testing/e2e/videos";

const unique = (name: string) => `${Math.random().toString(36).slice(2, 8)}-${name}`;

/** Files made by the project's generator (scripts/make-sample-videos.mjs), as phones hand them in. */
const samples = () => ({
  landscape: videoFile(unique("landscape.mp4"), { seconds: 2, width: 320, height: 240 }),
  long: videoFile(unique("long-take.mp4"), { seconds: 75, width: 180, height: 320, rate: 2 }),
  portrait: videoFile(unique("portrait.mp4"), {
    ...{ seconds: 2, width: 1080, height: 1920, faststart: true, rate: 30, sound: true },
  }),
  hevc: videoFile(unique("iphone-hevc.mp4"), {
    ...{ seconds: 1, width: 720, height: 1280, rate: 30, hevc: true, hdr: true, sound: true },
  }),
});

const HINT = {
  portrait: "Brands prefer portrait 9:16 video",
  sharpness: "Brands prefer at least 1080 × 1920",
  length: "Shorter than 60 s works best for ads",
  hevc: /^This is HEVC: some browsers can't play it, so our reviewers may have to download it/,
  hdr: /^This is HDR/,
  sound: "No sound track",
};

async function expectFacts(row: Locator, facts: string, hints: Array<string | RegExp>) {
  await expect(row.getByTestId("file-facts")).toHaveText(facts);
  const tips = row.getByRole("list", { name: /^Tips for / }).getByRole("listitem");
  if (hints.length === 0) await expect(tips).toHaveCount(0);
  else await expect(tips).toHaveText(hints);
}

const playerState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    time: element.currentTime,
    rate: element.playbackRate,
  }));

async function shot(target: Page | Locator, name: string, project: string) {
  await target.screenshot({ path: `e2e-artifacts/video-review-${name}-${project}.png` });
}

test(
  "each video says what it is before upload; the queue and the player show it, an HEVC file is explained, the keys work",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const form = applicationForm(page);
    const files = samples();
    const name = (file: string) => path.basename(file);
    await form.open();
    // A first interaction starts the form where the page hydrates on demand; then the picker is live.
    await form.firstName.click();
    await expectHydrated(form.files);

    // Read in the browser before the server sees a byte: a landscape 320 × 240 silent clip.
    await form.choose(files.landscape);
    await expectFacts(form.row(name(files.landscape)), "320 × 240 landscape · 0:02 · H.264 · 10 fps · No sound", [
      HINT.portrait,
      HINT.sharpness,
      HINT.sound,
    ]);
    await form.expectUploaded(name(files.landscape));
    await form
      .row(name(files.landscape))
      .getByRole("button", { name: `Remove ${name(files.landscape)}` })
      .click();

    // A niche of this run's own, shared with a landscape-only application stored beside it.
    const niche = `video${Math.random().toString(36).slice(2, 8)}`;
    const details = applicant({ niche });
    await form.fill(details);
    await form.choose(files.long, files.portrait, files.hevc);
    await expectFacts(form.row(name(files.long)), "180 × 320 portrait · 1:15 · H.264 · 2 fps · No sound", [
      HINT.sharpness,
      HINT.length,
      HINT.sound,
    ]);
    await expectFacts(form.row(name(files.portrait)), "1080 × 1920 portrait · 0:02 · H.264 · 30 fps · Sound", []);
    await expectFacts(form.row(name(files.hevc)), "720 × 1280 portrait · 0:01 · HEVC · HDR · 30 fps · Sound", [
      HINT.sharpness,
      HINT.hevc,
      HINT.hdr,
    ]);
    // A poster frame drawn from each file this browser decodes; none for HEVC, which Chromium cannot.
    await expect(form.row(name(files.portrait)).locator("img.file-row__poster")).toHaveAttribute(
      "src",
      /^data:image\/(webp|jpeg);base64,/,
    );
    for (const file of [files.long, files.portrait, files.hevc]) await form.expectUploaded(name(file));
    await expect(form.row(name(files.long)).locator("img.file-row__poster")).toBeVisible();
    await expect(form.row(name(files.hevc)).locator("img")).toHaveCount(0);
    await shot(page.getByRole("list", { name: "Selected files" }), "form", project);
    await form.submit.click();
    // The first application of a run may wait on a cold function.
    await expect(page.getByRole("dialog", { name: "Application Submitted!" })).toBeVisible({ timeout: 30_000 });

    // Stored: the server's own reading of each file, and the posters made here.
    const stored = await storedApplication(details.email);
    const landscapeOnly = await insertApplication(
      { firstName: "Lara", lastName: "Landscape", niche, hasPortraitVideo: false },
      ["wide.mp4"],
    );
    expect(stored).toBeDefined();
    try {
      expect(stored!.hasPortraitVideo).toBe(true);
      const [long, portrait, hevc] = stored!.uploadedFiles as unknown as Array<Record<string, unknown>>;
      expect(long).toMatchObject({ width: 180, height: 320, durationSeconds: 75, codec: "H.264", hasAudio: false });
      expect(portrait).toMatchObject({ width: 1080, height: 1920, frameRate: 30, hdr: false, hasAudio: true });
      expect(hevc).toMatchObject({
        codec: "HEVC",
        hdr: true,
        hasAudio: true,
        codecString: expect.stringMatching(/^hvc1/),
      });
      expect(long!.poster).toMatch(/^data:image\/(webp|jpeg);base64,/);
      expect(hevc!.poster).toBeUndefined();

      // The queue: each row's poster, longest duration and sharpest picture.
      await signInToAdminPanel(page, "/admin/applications");
      const search = page.getByLabel("Search by name, e-mail or niche");
      const rows = page.getByRole("list", { name: "Creator applications" }).getByRole("link");
      const row = rows.filter({ hasText: "Maya Patel" });
      await expect(async () => {
        await search.fill(niche, { timeout: 2_000 });
        await expect(rows).toHaveCount(2, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(
        rows.filter({ hasText: "Lara Landscape" }).getByRole("img", { name: "No preview of wide.mp4" }),
      ).toBeVisible();
      await page.getByRole("checkbox", { name: "At least one portrait video" }).check();
      await expect(rows).toHaveCount(1);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("img", { name: `First frame of ${name(files.long)}` })).toBeVisible();
      await expect(row).toContainText("1:15 · 1080 × 1920 portrait · 3 videos");
      await shot(page, "queue", project);
      await row.click();
      const detail = page.getByRole("article", { name: /Maya Patel/ });
      await expect(detail).toBeVisible();

      // HEVC in Chromium: its placeholder with facts, why, and the file to download; never a black box.
      const fallback = detail.getByTestId("cannot-play");
      await expect(fallback).toContainText("HEVC video: Chrome can't play it here");
      await expect(fallback.getByRole("img", { name: `No preview of ${name(files.hevc)}` })).toContainText(
        "720 × 1280 portrait · 0:01",
      );
      await expect(fallback.getByRole("link", { name: `Download ${name(files.hevc)}` })).toHaveAttribute(
        "href",
        /^http/,
      );
      await expect(detail.locator("video")).toHaveCount(2);
      await fallback.scrollIntoViewIfNeeded();
      await shot(page, "player", project);

      // The keys: Space plays the first video, > is 1.5× (remembered), → skips 5 s, Space pauses.
      const first = detail.locator("video").first();
      await expect.poll(async () => (await playerState(first)).paused).toBe(true);
      await page.locator("body").focus();
      await page.keyboard.press("Space");
      await expect.poll(async () => (await playerState(first)).paused).toBe(false);
      await page.keyboard.press("Space");
      await expect.poll(async () => (await playerState(first)).paused).toBe(true);
      const before = (await playerState(first)).time;
      await page.keyboard.press("ArrowRight");
      await expect.poll(async () => (await playerState(first)).time).toBeGreaterThanOrEqual(before + 4.9);
      await page.keyboard.press(">");
      await expect(detail.getByRole("button", { name: "1.5×" }).first()).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await playerState(first)).rate).toBe(1.5);
      await page.reload();
      const again = page.getByRole("article", { name: /Maya Patel/ });
      await expect(again.getByRole("button", { name: "1.5×" }).first()).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await playerState(again.locator("video").first())).rate).toBe(1.5);
      await page.keyboard.press("?");
      const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await expect(shortcuts).toContainText("Play or pause the video");
      await expect(shortcuts).toContainText("Back or forward 5 seconds");
    } finally {
      await deleteApplication(page.request, stored!.id);
      await deleteApplication(page.request, landscapeOnly.id);
    }
  },
);
