import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { applicationForm } from "../testing/e2e/application";
import { paddedVideoFile } from "../testing/e2e/videos";

const MiB = 1024 * 1024;

/**
 * A phone on a poor uplink: Chromium's own network throttling at 150 KB/s up. The upload must show
 * movement long before a big chunk could finish: bytes sent as a band at once, and the first
 * confirmed percent after a small first chunk, not after 8 MiB (about 55 s at this speed). Storage's
 * resumable protocol, as the site speaks it. Network behaviour, not layout: it runs at one width.
 */
async function expectMovementOnSlowUplink(page: Page, testInfo: TestInfo): Promise<void> {
  const form = applicationForm(page);
  await form.open();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });

  const size = 20 * MiB;
  const name = `slow-uplink-${Math.random().toString(36).slice(2, 8)}.mp4`;
  await form.choose(paddedVideoFile(name, size));
  const row = form.row(name);
  const sentBand = row.locator(".file-row__bar-sent");
  const confirmedBand = row.locator(".file-row__bar-confirmed");
  const widthOf = (band: typeof sentBand) => band.evaluate((element) => element.getBoundingClientRect().width);

  // Sent bytes show first, ahead of anything confirmed.
  await expect.poll(() => widthOf(sentBand), { timeout: 10_000 }).toBeGreaterThan(0);
  // The first confirmed percent arrives while less than a tenth of the file (2 MiB) is confirmed:
  // the first chunk was small. With 8 MiB chunks it would first read 40 %.
  const percent = row.locator(".file-row__percent");
  await expect(percent).not.toHaveText("0%", { timeout: 30_000 });
  const shown = Number.parseInt((await percent.textContent()) ?? "", 10);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(10);
  expect(await widthOf(confirmedBand)).toBeGreaterThan(0);
  expect(await widthOf(sentBand)).toBeGreaterThanOrEqual(await widthOf(confirmedBand));

  // Still on its way: the connection really is slow (on loopback the whole file takes a second).
  const cancel = row.getByRole("button", { name: `Cancel ${name}` });
  await expect(cancel).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e-artifacts/upload-slow-uplink-${testInfo.project.name}.png` });
  await cancel.click();
}

test("an upload visibly moves on a 150 KB/s uplink: bytes sent at once, confirmed bytes after a small first chunk", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await expectMovementOnSlowUplink(page, testInfo);
});
