// Opens the admin panel of a running stack in Debian's Chromium, signed in as the stack's admin
// (credentials from .data/admin-credentials.json, which the stack's seed writes): used by
// scripts/screenshot-admin.mjs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { findBrowser } from "./find-browser.ts";
import { env, readEnv, setEnv } from "./env.ts";
import { emulatorHost } from "./emulators/ports.ts";

export const BASE_URL = env.BASE_URL ?? `http://127.0.0.1:${env.PORT}`;
const CREDENTIALS_FILE = path.resolve(env.ADMIN_CREDENTIALS_FILE);
const BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--hide-scrollbars"];

export function adminCredentials() {
  try {
    return JSON.parse(readFileSync(CREDENTIALS_FILE, "utf8"));
  } catch {
    throw new Error(`No admin credentials in ${CREDENTIALS_FILE}: start the stack (npm run serve) first.`);
  }
}

/**
 * Other stacks on the shared Auth emulator set their own admin password: put this stack's back
 * (as functions/src/firebase/seed/admin-account.ts does on start) before signing in.
 */
async function restoreAdminAccount({ email, password }) {
  if (!readEnv().FIREBASE_AUTH_EMULATOR_HOST) setEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost("auth") });
  const app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, `bench-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(email).catch(() => null);
    const account = user
      ? await auth.updateUser(user.uid, { password })
      : await auth.createUser({ email, password, emailVerified: true, displayName: "Admin" });
    await auth.setCustomUserClaims(account.uid, { admin: true });
  } finally {
    await deleteApp(app);
  }
}

export async function launch() {
  return chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS });
}

/** A page signed in to the panel through its own form, at `width`, showing `path`. */
export async function signedInPage(browser, { width, height = width < 600 ? 844 : 800, path: start = "/admin" }) {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: BASE_URL,
    // The cookie banner would cover the panel in screenshots.
    storageState: { cookies: [{ name: "CookieConsent", value: "false", url: BASE_URL }], origins: [] },
  });
  const page = await context.newPage();
  const { email, password } = adminCredentials();
  await restoreAdminAccount({ email, password });
  await page.goto(start);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.locator("#admin-sidebar").waitFor({ state: "attached", timeout: 20_000 });
  return page;
}
