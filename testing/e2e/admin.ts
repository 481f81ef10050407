import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { env } from "../../scripts/env.ts";
import { AUTH_EMULATOR } from "./auth-emulator";

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Written by the stack's seed when it starts (scripts/firebase-stack.mjs, functions/src/firebase/seed). */
const CREDENTIALS_FILE = path.resolve(env.ADMIN_CREDENTIALS_FILE);

async function adminCredentials(): Promise<AdminCredentials> {
  try {
    return JSON.parse(await readFile(CREDENTIALS_FILE, "utf8")) as AdminCredentials;
  } catch {
    throw new Error(`No admin credentials in ${CREDENTIALS_FILE}: start the stack (npm run serve).`);
  }
}

/** An ID token for the admin account, for the admin API calls a test makes outside the page. */
export async function adminIdToken(): Promise<string> {
  const { email, password } = await adminCredentials();
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Signs the page in as the stack's admin through /signin, as the admin would. */
export async function loginAsAdmin(page: Page): Promise<AdminCredentials> {
  const credentials = await adminCredentials();
  await page.goto("/signin", { waitUntil: "networkidle" });
  await page.getByLabel("Email address").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return credentials;
}

/** Signs in through the panel's own form at `path` (/admin or a record's address) and waits for the panel. */
export async function signInToAdminPanel(page: Page, path = "/admin"): Promise<AdminCredentials> {
  const credentials = await adminCredentials();
  await page.goto(path);
  await page.getByLabel("Email address").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // At phone width the sidebar is folded behind the Menu button. Signing in records the sign-in through the admin
  // function: at the start of a run its first call can take the Functions emulator 10-20 s (testing/e2e/global-setup.ts).
  await expect(page.getByRole("navigation", { name: "Admin sections", includeHidden: true })).toBeAttached({
    timeout: 30_000,
  });
  return credentials;
}

/**
 * Opens the admin's queue filtered to one application (by its unique e-mail) and opens it; the open
 * application's article. At phone width an open application is its own screen, hiding the list: back to the
 * list first. After a decision the queue opens the next application by itself, which can happen at any step
 * here: start over.
 */
export async function openApplication(page: Page, email: string, name: RegExp) {
  const back = page.getByRole("link", { name: "Back to applications" });
  const search = page.getByLabel("Search by name, e-mail or niche");
  const row = page.getByRole("list", { name: "Creator applications" }).getByRole("link", { name });
  await expect(async () => {
    if (await back.isVisible()) await back.click();
    await search.fill(email, { timeout: 2_000 });
    // The list is filtered once the search is in the address (the queue reads it from there).
    await expect.poll(() => new URL(page.url()).searchParams.get("q"), { timeout: 2_000 }).toBe(email);
    await expect(row).toHaveCount(1, { timeout: 2_000 });
    await row.click({ timeout: 2_000 });
    await expect(page.getByRole("article", { name })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return page.getByRole("article", { name });
}
