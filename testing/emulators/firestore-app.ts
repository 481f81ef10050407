import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { LIMITS_DATABASE, UPLOADS_DATABASE } from "@functions/firebase/runtime/databases";
import { setEnv } from "../../scripts/env.ts";
import { PROJECT_ID } from "../../scripts/emulators/ports.ts";

export const TEST_PROJECT_ID = PROJECT_ID;

/**
 * A firebase-admin app whose Firestore databases, (default), the uploads one and the limits one, talk to the emulator at `host`. firebase-admin reads
 * FIRESTORE_EMULATOR_HOST when the Firestore client is made, so the variable is set just for that.
 */
export function emulatorFirestore(
  host: string,
  projectId = TEST_PROJECT_ID,
): { db: Firestore; uploadsDb: Firestore; limitsDb: Firestore; close(): Promise<void> } {
  const app: App = initializeApp({ projectId }, `firestore-test-${randomUUID()}`);
  const restoreHost = setEnv({ FIRESTORE_EMULATOR_HOST: host });
  try {
    const [db, uploadsDb] = [getFirestore(app), getFirestore(app, UPLOADS_DATABASE)];
    for (const database of [db, uploadsDb]) database.settings({ ignoreUndefinedProperties: true });
    return { db, uploadsDb, limitsDb: getFirestore(app, LIMITS_DATABASE), close: () => deleteApp(app) };
  } finally {
    restoreHost();
  }
}

/**
 * `settings/admin` as the emulator seed writes it (functions/src/firebase/seed/seed-emulators.ts): the admin's
 * e-mail, and the second factor waived, since the Auth emulator cannot enrol the TOTP factor the admin
 * signs in with. The functions' admin check reads it as firestore.rules do.
 */
export async function seedAdminSettings(host: string, adminEmail: string | undefined): Promise<void> {
  if (!adminEmail) return;
  const { db, close } = emulatorFirestore(host);
  try {
    await db.doc("settings/admin").set({ email: adminEmail.toLowerCase(), secondFactor: "waived-in-emulator" });
  } finally {
    await close();
  }
}
