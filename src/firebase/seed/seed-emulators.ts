import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { emailKey } from "~/core/handlers/common";
import { buildUploadPath } from "~/core/upload-paths";
import { ensureAdminAccount } from "~/firebase/seed/admin-account";
import { DEMO_APPLICATIONS, DEMO_BRAND_SIGNUPS, DEMO_CONTACT_MESSAGES, daysAgoIso } from "~/firebase/seed/demo-data";
import { searchTokensFor } from "~/shared/admin-lists";
import type { StoredUploadedFile } from "~/shared/documents";
import { createCloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";

const MEDIA_DIR = fileURLToPath(new URL("./media/", import.meta.url));
/** Server-only (firestore.rules denies it): set once the demo data is in, so deleted records stay deleted. */
const MARKER = "seed_markers/demo-data";
/** Server-only too: the admin's e-mail as the rules read it. */
export const ADMIN_SETTINGS = "settings/admin";

/**
 * The emulators' seed for the local stack: the admin account with
 * its claim, and the demo applications (with their sample videos in Storage), brand sign-ups and
 * contact messages, written through the Firebase adapters. Runs against the emulators only.
 */
export async function seedFirebaseEmulators(options: {
  projectId: string;
  bucket: string;
  adminEmail: string;
  credentialsFile: string;
  now?: Date;
}): Promise<{ admin: { email: string; password: string; generated: boolean }; seeded: boolean }> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error("The seed writes to the emulators only (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST)");
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
  const files = createCloudStorageFileStore(bucket, db);

  for (const application of DEMO_APPLICATIONS) {
    const submittedAt = daysAgoIso(now, application.daysAgo);
    const uploadedFiles: StoredUploadedFile[] = [];
    for (const video of application.videos) {
      const contentType = video.media.endsWith(".mov") ? "video/quicktime" : "video/mp4";
      const path = buildUploadPath(video.ownerUid, new Date(submittedAt).getTime(), video.media);
      const bytes = await readFile(`${MEDIA_DIR}${video.media}`);
      await bucket.file(path).save(bytes, { contentType, resumable: false });
      await files.claim(path, application.id);
      uploadedFiles.push({ name: video.media, url: await files.publicUrl(path), size: bytes.byteLength });
    }
    const document = { ...application.document, uploadedFiles, submittedAt };
    await documents.set("creator_applications", application.id, {
      ...document,
      searchTokens: searchTokensFor.application(document),
    });
  }
  for (const signup of DEMO_BRAND_SIGNUPS) {
    const document = {
      ...signup.document,
      created_at: daysAgoIso(now, signup.daysAgo),
      updated_at: daysAgoIso(now, signup.daysAgo / 2),
    };
    await documents.set("brand_signups", emailKey(signup.document.email), {
      ...document,
      searchTokens: searchTokensFor.brandSignup(document),
    });
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
