import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { readEnv } from "../../scripts/env.ts";
import { emulatorHost, PROJECT_ID } from "../../scripts/emulators/ports.ts";

const EMULATOR = `http://${readEnv().FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHost("auth")}`;

export interface TestUser {
  uid: string;
  idToken: string;
  email: string | null;
}

async function identityToolkit(
  method: string,
  body: object,
): Promise<{ localId: string; idToken: string; email?: string }> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator ${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string; email?: string };
}

/** An e-mail account, with the password a sign-in form would need. */
export interface TestAccount extends TestUser {
  email: string;
  password: string;
}

/** An anonymous session, as /creator-signup makes for its uploads. */
export async function anonymousUser(): Promise<TestUser> {
  const result = await identityToolkit("signUp", {});
  return { uid: result.localId, idToken: result.idToken, email: null };
}

/** A signed-in account without the admin claim. */
export async function emailUser(): Promise<TestAccount> {
  const email = `user-${randomUUID()}@example.com`;
  const password = "not-an-admin-1";
  await identityToolkit("signUp", { email, password });
  // Signed in again for its token: the Auth emulator dates a new account's sign-in a moment before
  // the time its tokens are valid from (whole seconds), so the sign-up's own token, checked for
  // revocation, is refused as revoked when a second begins between the two.
  const result = await identityToolkit("signInWithPassword", { email, password });
  return { uid: result.localId, idToken: result.idToken, email, password };
}

/**
 * An account with the `admin: true` custom claim and a verified e-mail (as `npm run admin:create`
 * makes it), signed in so its ID token carries both; `emailVerified: false` makes the squatter's kind.
 */
export async function adminUser(options: { emailVerified?: boolean } = {}): Promise<TestAccount> {
  const email = `admin-${randomUUID()}@example.com`;
  const password = "test-admin-password-1";
  const app = initializeApp({ projectId: PROJECT_ID }, `test-admin-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    const user = await auth.createUser({ email, password, emailVerified: options.emailVerified ?? true });
    await auth.setCustomUserClaims(user.uid, { admin: true });
  } finally {
    await deleteApp(app);
  }
  const result = await identityToolkit("signInWithPassword", { email, password });
  return { uid: result.localId, idToken: result.idToken, email, password };
}

export const bearer = (user: TestUser | null | undefined): Record<string, string> =>
  user ? { authorization: `Bearer ${user.idToken}` } : {};
