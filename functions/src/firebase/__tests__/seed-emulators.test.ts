import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUploadReference } from "@functions/core/upload-paths";
import { probeVideo } from "@functions/core/video/probe-video";
import { orientationOf } from "~/content/video-facts";
import { DEMO_APPLICATIONS } from "@functions/firebase/seed/demo-applications";
import { DEMO_BRAND_SIGNUPS } from "@functions/firebase/seed/demo-data";
import { CREATOR_APPLICATION_STATUSES } from "~/shared/constants";
import type { CreatorApplicationDocument, StoredUploadedFile } from "~/shared/documents";
import { checkPosterAddress } from "~/shared/poster";
import { hasPortraitVideo } from "~/shared/video-facts";
import { createCloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import { seedFirebaseEmulators } from "../seed/seed-emulators";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";
import { TEST_BUCKET } from "@testing/emulators/storage-app";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";

let firestore: TestFirestore;
let storage: LocalStorageEmulator;
let directory: string;
beforeAll(async () => {
  [firestore, storage] = await Promise.all([testFirestore(), startLocalStorageEmulator()]);
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

const seedOptions = (credentials: string) => ({
  projectId: TEST_PROJECT_ID,
  bucket: TEST_BUCKET,
  adminEmail: `admin-${randomUUID()}@example.com`,
  credentialsFile: path.join(directory, credentials),
});

describe("the emulator seed of npm start", () => {
  it("writes to a demo- emulator project only, whatever the emulator hosts say", async () => {
    const options = { ...seedOptions("real.json"), projectId: "reelmark-prod", bucket: "reelmark-prod.appspot.com" };
    await expect(seedFirebaseEmulators(options)).rejects.toThrow(
      "The seed writes to a demo- emulator project only, not reelmark-prod",
    );
  });

  it("writes the admin with its claim and the demo data once, videos claimed in Storage", async () => {
    const options = seedOptions("admin.json");
    const first = await seedFirebaseEmulators(options);
    expect(first).toMatchObject({ seeded: true, admin: { email: options.adminEmail, generated: true } });
    const { db, uploadsDb, close } = emulatorFirestore(firestore.host);
    // The rules' admin check needs the configured e-mail (as `npm run admin:create` records it).
    expect((await db.doc("settings/admin").get()).get("email")).toBe(options.adminEmail);
    const applications = await db.collection("creator_applications").get();
    expect(applications.size).toBe(DEMO_APPLICATIONS.length);
    expect((await db.collection("brand_signups").get()).size).toBe(DEMO_BRAND_SIGNUPS.length);
    // The demo shows the flags a sign-up gets, set as the sign-up sets them.
    const flagsOf = async (email: string) =>
      (await db.collection("brand_signups").where("email", "==", email).get()).docs[0]?.get("flags");
    const sophie = await db.collection("brand_signups").where("email", "==", "sophie@glowbotanicals.example.com").get();
    expect(await flagsOf("sophie+waitlist@glowbotanicals.example.com")).toEqual({
      disposable: false,
      possibleDuplicateOf: sophie.docs[0]?.id,
    });
    expect(await flagsOf("trial.brand@mailinator.com")).toEqual({ disposable: true });
    const withVideos = applications.docs.find((doc) => (doc.get("uploadedFiles") as unknown[]).length > 0);
    // The seed writes through the Firestore adapter: the tokens are in the server-only search index.
    expect(withVideos?.get("searchTokens")).toBeUndefined();
    const entry = await db.collection("search_index").doc(`creator_applications__${withVideos!.id}`).get();
    expect(entry.get("tokens")).toEqual(expect.arrayContaining([expect.any(String)]));
    const claims = await uploadsDb.collection("file_claims").where("applicationId", "==", withVideos!.id).get();
    expect(claims.size).toBe((withVideos!.get("uploadedFiles") as unknown[]).length);
    await db
      .collection("brand_signups")
      .doc((await db.collection("brand_signups").limit(1).get()).docs[0]!.id)
      .delete();
    expect(await seedFirebaseEmulators(options)).toMatchObject({ seeded: false, admin: { generated: false } });
    expect((await db.collection("brand_signups").get()).size).toBe(DEMO_BRAND_SIGNUPS.length - 1);
    await close();
  });

  it("gives the review queue what it shows: each video's poster and the server's facts, every status", async () => {
    // Already there when the case above ran first (the seed writes once); else written now.
    await seedFirebaseEmulators(seedOptions("admin-queue.json"));
    const { db, uploadsDb, close } = emulatorFirestore(firestore.host);
    const app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `seed-${randomUUID()}`);
    const bucket = getStorage(app).bucket();
    const store = createCloudStorageFileStore(bucket, uploadsDb);
    const applications = (await db.collection("creator_applications").get()).docs.map(
      (doc) => doc.data() as CreatorApplicationDocument,
    );
    const videos = applications.flatMap((application) => application.uploadedFiles as StoredUploadedFile[]);
    expect(videos.length).toBeGreaterThan(0);
    for (const application of applications) {
      const files = application.uploadedFiles as StoredUploadedFile[];
      for (const file of files) {
        // What the server reads of the stored bytes when the application is sent, and nothing else.
        const objectPath = parseUploadReference(file.url)!.path;
        const probe = await probeVideo(store, objectPath);
        if (!probe.ok) throw new Error(`${file.name} is not a video: ${probe.reason}`);
        const { size, durationSeconds, width, height, contentType, codec, codecString, hdr, frameRate, hasAudio } =
          probe.video;
        const facts = { size, durationSeconds, width, height, contentType, codec, codecString, hdr, frameRate };
        expect(file, file.name).toMatchObject({ ...facts, hasAudio });
        // The upload check ran on it: the object carries what it records (the admin's download name too).
        const [metadata] = await bucket.file(objectPath).getMetadata();
        expect(metadata.metadata, file.name).toMatchObject({ durationSeconds: String(durationSeconds) });
        expect(metadata.contentDisposition, file.name).toContain(file.name);
        // The poster the applicant's Chromium drew: of every file it decodes, which is all but HEVC.
        if (file.codec === "HEVC") continue;
        const poster = checkPosterAddress(file.poster ?? "");
        if (!poster.ok) throw new Error(`${file.name} has no poster the server accepts: ${poster.reason}`);
        expect(orientationOf(poster.image.width, poster.image.height), file.name).toBe(orientationOf(width, height));
      }
      // The queue's row shows the first video's poster.
      if (files[0]) expect(files[0].poster, application.firstName).toMatch(/^data:image\/(webp|jpeg);base64,/);
      expect(application.hasPortraitVideo, application.firstName).toBe(hasPortraitVideo(files));
    }

    // Every filter of the queue has something to keep and something to leave out.
    expect(new Set(applications.map((application) => application.status))).toEqual(
      new Set(CREATOR_APPLICATION_STATUSES),
    );
    const pending = applications.filter((application) => application.status === "pending");
    expect(pending.filter((application) => application.hasPortraitVideo).length).toBeGreaterThan(1);
    expect(pending.some((application) => !application.hasPortraitVideo)).toBe(true);
    expect(applications.some((application) => application.uploadedFiles.length === 0)).toBe(true);
    expect(applications.some((application) => application.uploadedFiles.length > 1)).toBe(true);
    expect(applications.some((application) => application.attribution?.last?.source)).toBe(true);
    // Durations from seconds to over a minute; sound and silence; an iPhone's HDR clip; QuickTime.
    expect(Math.min(...videos.map((video) => video.durationSeconds!))).toBeLessThan(5);
    expect(Math.max(...videos.map((video) => video.durationSeconds!))).toBeGreaterThan(60);
    expect(new Set(videos.map((video) => video.hasAudio))).toEqual(new Set([true, false]));
    expect(videos.some((video) => video.hdr && video.codec === "HEVC")).toBe(true);
    expect(videos.some((video) => video.contentType === "video/quicktime")).toBe(true);
    await close();
    await deleteApp(app);
  });
});
