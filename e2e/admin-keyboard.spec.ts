import { test, expect } from "../testing/e2e/fixtures";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { storedDocument } from "../testing/e2e/emulators";

test("three applications reviewed with the keyboard alone", async ({ page, seed }) => {
  // A niche no other record has, so the queue can be narrowed to exactly these three.
  const tag = `kb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const cleo = await seed.creatorApplication({ firstName: "Cleo", lastName: "Keys", niche: tag });
  const bea = await seed.creatorApplication({ firstName: "Bea", lastName: "Keys", niche: tag });
  const ada = await seed.creatorApplication({ firstName: "Ada", lastName: "Keys", niche: tag });
  await signInToAdminPanel(page, `/admin/applications?q=${tag}`);
  const rows = page.getByRole("list", { name: "Creator applications" }).getByRole("link");
  await expect(rows).toHaveCount(3);

  // Start from the page, not a field: the shortcuts never fire while typing.
  await page.locator("main h1").click();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.keyboard.press("j");
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${ada.id}\\?q=${tag}$`));
  await expect(page.getByRole("heading", { name: "Ada Keys", level: 2 })).toBeFocused();

  await page.keyboard.press("p");
  await expect(page.getByRole("dialog", { name: "Approve as Pro?" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Creator approved successfully! Email sent: Yes")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${bea.id}`));
  await expect(page.getByRole("heading", { name: "Bea Keys", level: 2 })).toBeFocused();

  await page.keyboard.press("r");
  await expect(page.getByRole("dialog", { name: "Approve as Rising Star?" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${cleo.id}`));
  await expect(page.getByRole("heading", { name: "Cleo Keys", level: 2 })).toBeFocused();

  await page.keyboard.press("x");
  const reject = page.getByRole("dialog", { name: "Reject Cleo Keys?" });
  await expect(reject).toContainText("This action cannot be undone.");
  // Focus starts on Cancel; Tab reaches the confirm button.
  await page.keyboard.press("Tab");
  await expect(reject.getByRole("button", { name: "Reject and delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Creator application deleted successfully.")).toBeVisible();

  const stored = (id: string) => storedDocument("creator_applications", id);
  expect(await stored(ada.id)).toMatchObject({ status: "approved_pro" });
  expect(await stored(bea.id)).toMatchObject({ status: "approved_rising_star" });
  expect(await stored(cleo.id)).toBeNull();
});
