import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

export interface AdminCredentials {
  email: string;
  password: string;
}

async function readCredentials(file: string): Promise<AdminCredentials | null> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as AdminCredentials;
  } catch {
    return null;
  }
}

/**
 * Makes sure the one admin account exists in the Auth emulator with the `admin` claim.
 * The emulator forgets its accounts when it stops, so this runs on every start and
 * recreates the account with the password kept in `credentialsFile`; a new password is
 * generated (and reported as new) only the first time.
 */
export async function ensureAdminAccount({
  email,
  credentialsFile: file,
  projectId,
}: {
  email: string;
  credentialsFile: string;
  projectId: string;
}): Promise<AdminCredentials & { generated: boolean }> {
  const stored = await readCredentials(file);
  const generated = !stored || stored.email !== email;
  const credentials: AdminCredentials = generated ? { email, password: randomBytes(12).toString("base64url") } : stored;
  if (generated) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, JSON.stringify(credentials, null, 2) + "\n", { mode: 0o600 });
  }

  const app = initializeApp({ projectId }, `admin-seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const existing = await auth.getUserByEmail(email).catch(() => null);
    const user = existing
      ? await auth.updateUser(existing.uid, { password: credentials.password, emailVerified: true })
      : await auth.createUser({ email, password: credentials.password, emailVerified: true, displayName: "Admin" });
    await auth.setCustomUserClaims(user.uid, { admin: true });
  } finally {
    await deleteApp(app);
  }
  return { ...credentials, generated };
}
