import { test, expect } from "../testing/e2e/fixtures";

test("sign-in shows a clear error for a wrong password", async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/signin$/);
});

test("a signed-in user reaches /dashboard, is sent away from /signin, and signs out", async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(user.email)).toBeVisible();

  await page.goto("/signin");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("the sign-in page links back home", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
