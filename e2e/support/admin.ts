import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { ensureAdminAccount } from "../../src/server/seed/admin-account";
import { AUTH_EMULATOR, PROJECT_ID } from "./auth-emulator";

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Written by the embedded server when the stack starts (src/server/seed/admin-account.ts). */
const CREDENTIALS_FILE = path.resolve(process.env.ADMIN_CREDENTIALS_FILE ?? ".data/admin-credentials.json");

async function adminCredentials(): Promise<AdminCredentials> {
  try {
    return JSON.parse(await readFile(CREDENTIALS_FILE, "utf8")) as AdminCredentials;
  } catch {
    throw new Error(`No admin credentials in ${CREDENTIALS_FILE}: start the stack (npm run serve) first.`);
  }
}

function signInWithPassword({ email, password }: AdminCredentials): Promise<Response> {
  return fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

/**
 * An ID token for the admin account, for API calls a test makes outside the page. The Auth
 * emulator forgets accounts when it restarts, and another stack on the same emulator sets its
 * own admin password: if signing in fails, the account is put back as the stack does it.
 */
export async function adminIdToken(): Promise<string> {
  const credentials = await adminCredentials();
  let response = await signInWithPassword(credentials);
  if (!response.ok) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(AUTH_EMULATOR).host;
    await ensureAdminAccount({ email: credentials.email, credentialsFile: CREDENTIALS_FILE, projectId: PROJECT_ID });
    response = await signInWithPassword(credentials);
  }
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Signs the page in as the stack's admin through /signin, as the admin would. */
export async function loginAsAdmin(page: Page): Promise<AdminCredentials> {
  const credentials = await adminCredentials();
  await adminIdToken();
  await page.goto("/signin", { waitUntil: "networkidle" });
  await page.getByLabel("Email address").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return credentials;
}
