import type { Page, TestInfo } from "@playwright/test";

/**
 * Scrolls through the page so every reveal-on-scroll section has played, then saves a
 * full-page screenshot as e2e-artifacts/<page>-<project>.png for people to look at.
 */
export async function saveFullPageScreenshot(page: Page, name: string, testInfo: TestInfo) {
  // Scrolling a long page, capturing it whole and the axe scan that usually follows outran 45 s on a loaded
  // 2-core machine (/creator at 1280 px: 46 s, then 26 s on its retry): 45 s more for a test that does this.
  testInfo.setTimeout(testInfo.timeout + 45_000);
  await revealWholePage(page);
  await page.screenshot({ path: `e2e-artifacts/${name}-${testInfo.project.name}.png`, fullPage: true });
}

export async function revealWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Reveal animations last 0.5 s.
  await page.waitForTimeout(700);
}
