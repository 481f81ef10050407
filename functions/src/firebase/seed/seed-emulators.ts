import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { createFlagged, signUpMailbox } from "@functions/core/consent/mailbox-flags";
import { emailKey } from "@functions/core/handlers/common";
import { ensureAdminAccount } from "@functions/firebase/seed/admin-account";
import { DEMO_BRAND_SIGNUPS, DEMO_CONTACT_MESSAGES, daysAgoIso } from "@functions/firebase/seed/demo-data";
import { searchTokensFor } from "~/shared/admin-lists";
import { isDemoProject } from "~/shared/emulators";
import { createCloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { UPLOADS_DATABASE } from "../runtime/databases";
import { processEnvironment } from "../runtime/environment";
import { seedDemoApplications } from "./seed-applications";

/** Server-only (firestore.rules denies it): set once the demo data is in, so deleted records stay deleted. */
const MARKER = "seed_markers/demo-data";
/** Server-only too: the admin's e-mail as the rules read it. */
export const ADMIN_SETTINGS = "settings/admin";

/**
 * The emulators' seed for the local stack: the admin account with
 * its claim, and the demo applications (with their sample videos in Storage), brand sign-ups and
 * contact messages, written through the Firebase adapters (the videos' facts by the server's own
 * checks, seed-applications.ts). Runs against the emulators only.
 */
export async function seedFirebaseEmulators(options: {
  projectId: string;
  bucket: string;
  adminEmail: string;
  credentialsFile: string;
  now?: Date;
}): Promise<{ admin: { email: string; password: string; generated: boolean }; seeded: boolean }> {
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST } = processEnvironment();
  if (!FIRESTORE_EMULATOR_HOST || !FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error("The seed writes to the emulators only (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST)");
  }
  // It writes the second-factor waiver: never to a real project, whatever the hosts say.
  if (!isDemoProject(options.projectId)) {
    throw new Error(`The seed writes to a demo- emulator project only, not ${options.projectId}`);
  }
  const now = options.now ?? new Date();
  const admin = await ensureAdminAccount({
    email: options.adminEmail,
    credentialsFile: options.credentialsFile,
    projectId: options.projectId,
  });
  const app =
    getApps().find((existing) => existing.name === "seed") ??
    initializeApp({ projectId: options.projectId, storageBucket: options.bucket }, "seed");
  const db = getFirestore(app);
  // The configured admin e-mail firestore.rules and storage.rules compare with the caller's, as
  // `npm run admin:create` records it on a real project.
  // firestore.rules ask the admin for a second factor; the Auth emulator cannot enrol TOTP, the only
  // one the panel offers, so the emulators' admin is let off it (never written outside the emulators).
  await db.doc(ADMIN_SETTINGS).set({
    email: options.adminEmail.trim().toLowerCase(),
    secondFactor: "waived-in-emulator",
    updatedAt: now.toISOString(),
  });
  if ((await db.doc(MARKER).get()).exists) return { admin, seeded: false };
  const documents = createFirestoreDocumentStore(db);
  const bucket = getStorage(app).bucket();
  const files = createCloudStorageFileStore(bucket, getFirestore(app, UPLOADS_DATABASE));

  await seedDemoApplications({ db, bucket, files, documents }, now, options.adminEmail.trim().toLowerCase());
  for (const signup of DEMO_BRAND_SIGNUPS) {
    // Stored as the sign-up stores it: in its mailbox's slot, with its flags.
    const { flags, mailboxSlot } = signUpMailbox(signup.document.email);
    const document = {
      ...signup.document,
      created_at: daysAgoIso(now, signup.daysAgo),
      updated_at: daysAgoIso(now, signup.daysAgo / 2),
      flags,
      mailboxSlot,
    };
    await createFlagged(
      { documents },
      "brand",
      { id: emailKey(signup.document.email), flags, mailboxSlot },
      {
        ...document,
        searchTokens: searchTokensFor.brandSignup(document),
      },
    );
  }
  for (const message of DEMO_CONTACT_MESSAGES) {
    const document = { ...message.document, createdAt: daysAgoIso(now, message.daysAgo) };
    await documents.set("contact_messages", message.id, {
      ...document,
      searchTokens: searchTokensFor.contactMessage(document),
    });
  }
  await db.doc(MARKER).set({ seededAt: now.toISOString() });
  return { admin, seeded: true };
}
