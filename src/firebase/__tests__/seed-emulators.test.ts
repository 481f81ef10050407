import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_APPLICATIONS, DEMO_BRAND_SIGNUPS } from "~/firebase/seed/demo-data";
import { seedFirebaseEmulators } from "../seed/seed-emulators";
import { emulatorFirestore, TEST_PROJECT_ID } from "../testing/firestore-app";
import { testFirestore, type TestFirestore } from "../testing/test-firestore";
import { TEST_BUCKET } from "../testing/storage-app";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "../testing/storage-emulator";

let firestore: TestFirestore;
let storage: LocalStorageEmulator;
let directory: string;
beforeAll(async () => {
  [firestore, storage] = await Promise.all([testFirestore(), startLocalStorageEmulator(TEST_PROJECT_ID)]);
  await firestore.clear();
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storage.host;
  directory = mkdtempSync(path.join(os.tmpdir(), "firebase-seed-"));
});
afterAll(async () => {
  await storage.stop();
  firestore.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe("the emulator seed of npm start", () => {
  it("writes the admin with its claim and the demo data once, videos claimed in Storage", async () => {
    const options = {
      projectId: TEST_PROJECT_ID,
      bucket: TEST_BUCKET,
      adminEmail: `admin-${randomUUID()}@example.com`,
      credentialsFile: path.join(directory, "admin.json"),
    };
    const first = await seedFirebaseEmulators(options);
    expect(first).toMatchObject({ seeded: true, admin: { email: options.adminEmail, generated: true } });
    const { db, close } = emulatorFirestore(firestore.host);
    // The rules' admin check needs the configured e-mail (as `npm run admin:create` records it).
    expect((await db.doc("settings/admin").get()).get("email")).toBe(options.adminEmail);
    const applications = await db.collection("creator_applications").get();
    expect(applications.size).toBe(DEMO_APPLICATIONS.length);
    expect((await db.collection("brand_signups").get()).size).toBe(DEMO_BRAND_SIGNUPS.length);
    const withVideos = applications.docs.find((doc) => (doc.get("uploadedFiles") as unknown[]).length > 0);
    // The seed writes through the Firestore adapter: the tokens are in the server-only search index.
    expect(withVideos?.get("searchTokens")).toBeUndefined();
    const entry = await db.collection("search_index").doc(`creator_applications__${withVideos!.id}`).get();
    expect(entry.get("tokens")).toEqual(expect.arrayContaining([expect.any(String)]));
    const claims = await db.collection("file_claims").where("applicationId", "==", withVideos!.id).get();
    expect(claims.size).toBe((withVideos!.get("uploadedFiles") as unknown[]).length);
    await db
      .collection("brand_signups")
      .doc((await db.collection("brand_signups").limit(1).get()).docs[0]!.id)
      .delete();
    expect(await seedFirebaseEmulators(options)).toMatchObject({ seeded: false, admin: { generated: false } });
    expect((await db.collection("brand_signups").get()).size).toBe(DEMO_BRAND_SIGNUPS.length - 1);
    await close();
  });
});
