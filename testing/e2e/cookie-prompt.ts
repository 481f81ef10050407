import { expect, type Page } from "@playwright/test";

/** Declines the open cookie prompt, brings it back with the footer's "Cookie settings", then accepts. */
export async function declineReopenAccept(page: Page) {
  const prompt = page.getByRole("region", { name: "Cookie consent" });
  await prompt.getByRole("button", { name: "Decline" }).click();
  await expect(prompt).toBeHidden();
  await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Accept" }).click();
  await expect(prompt).toBeHidden();
}
