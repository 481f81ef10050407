import { test, expect } from "../testing/e2e/fixtures";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { documentsWhere } from "../testing/e2e/emulators";

test("the admin signs in at /admin, lands on the review queue, and the sign-in is in adminLogins", async ({ page }) => {
  const before = Date.now();
  const admin = await signInToAdminPanel(page);
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole("heading", { name: "Creator Applications", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Creator Applications/);
  await expect
    .poll(async () =>
      (await documentsWhere("adminLogins", "email", admin.email)).some(
        (login) => Date.parse(String(login.data.timestamp)) >= before - 1000,
      ),
    )
    .toBe(true);
});

test("any other account is signed out with the product's message", async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto("/admin");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("You are not authorized to access the admin panel.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin sections", includeHidden: true })).toHaveCount(0);
  // Signed out for real: a reload shows the sign-in form, not the panel or the message.
  await page.reload();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByText("You are not authorized to access the admin panel.")).toHaveCount(0);
});

test("a non-admin already signed in elsewhere on the site is signed out on opening /admin", async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/applications");
  await expect(page.getByText("You are not authorized to access the admin panel.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin$/);
});

test("a wrong password gets the product's message", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Email address").fill("admin@example.com");
  await page.getByLabel("Password").fill("certainly-not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /./ })).toHaveText("Invalid email or password");
});

test("each section has its own address; Log out returns to the sign-in form", async ({ page }) => {
  await signInToAdminPanel(page, "/admin/creators");
  await expect(page.getByRole("heading", { name: "Creators", level: 1 })).toBeVisible();
  await expect(page.getByText("Coming Soon")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const menu = page.getByRole("button", { name: "Menu" });
  for (const [label, url] of [
    ["Brand Sign Ups", /\/admin\/brand-signups$/],
    ["Contact", /\/admin\/contact$/],
    ["Creator Applications", /\/admin\/applications$/],
  ] as const) {
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { name: label, level: 1 })).toBeVisible();
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Contact", level: 1 })).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
});
