import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_CAPS } from "@functions/core/handlers/open-upload";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import { FUNCTION_DATABASES, UPLOADS_DATABASE } from "../runtime/databases";
import { createRuntimeLoader, type FunctionsRuntime } from "../runtime/runtime";
import { removeUnusedUploads, SWEEP_CLAIM } from "../scheduled/sweeps";
import { checkFinalizedUpload } from "../storage/upload-finalized";
import { FIREBASE_UPLOAD_LIMITS } from "../storage/upload-quota";
import { recordFirestoreAccess, refusedAccesses } from "@testing/emulators/firestore-access";
import { TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";
import { TEST_BUCKET } from "@testing/emulators/storage-app";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";

/** The clean-up and the upload check as the functions run them, on the emulators of this machine. */
let firestore: TestFirestore;
let storage: LocalStorageEmulator;
let app: App;
let loadRuntime: ReturnType<typeof createRuntimeLoader>;
let runtime: FunctionsRuntime;

beforeAll(async () => {
  [firestore, storage] = await Promise.all([testFirestore(), startLocalStorageEmulator()]);
  // firebase-admin takes the emulators from the environment when the runtime makes its clients.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storage.host;
  app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `maintenance-${randomUUID()}`);
  loadRuntime = createRuntimeLoader({
    env: { FUNCTIONS_EMULATOR: "true", FIREBASE_DEBUG_MODE: "true", GCLOUD_PROJECT: TEST_PROJECT_ID },
    app,
    log: () => {},
  });
  const loaded = loadRuntime();
  if (!loaded.ok) throw new Error(loaded.problems.join("; "));
  runtime = loaded.runtime;
});
afterAll(async () => {
  await deleteApp(app);
  await storage.stop();
  firestore.stop();
});
beforeEach(async () => {
  await storage.reset();
  await firestore.clear();
});

const HOUR = 3_600_000;
let clock = 1_700_000_000_000;
async function put(uid: string, bytes: Uint8Array = sampleVideo(), contentType = "video/mp4"): Promise<string> {
  clock += 1;
  const path = `creator-uploads/${uid}/${clock}-clip.mp4`;
  await getStorage(app).bucket().file(path).save(Buffer.from(bytes), { contentType, resumable: false });
  return path;
}
const exists = async (path: string) => (await runtime.ports.files.stat(path)) !== null;

describe("the hourly clean-up of uploads", () => {
  it("removes files no application uses once six hours old, claims referenced ones, keeps claimed and recent ones", async () => {
    const { files, documents } = runtime.ports;
    const unused = await put("uid-1");
    const referenced = await put("uid-1");
    const claimed = await put("uid-2");
    await documents.set("creator_applications", "app-1", {
      submittedAt: "2026-01-01T00:00:00.000Z",
      uploadedFiles: [{ name: "clip.mp4", url: await files.publicUrl(referenced) }],
    });
    await documents.set("creator_applications", "app-2", {
      submittedAt: "2026-01-01T00:00:00.000Z",
      uploadedFiles: [],
    });
    await files.claim(claimed, "app-2");
    expect(await removeUnusedUploads(runtime.ports, Date.now() + 2 * HOUR)).toBe(0);
    expect(await exists(unused)).toBe(true);
    expect(await removeUnusedUploads(runtime.ports, Date.now() + 7 * HOUR)).toBe(1);
    expect(await exists(unused)).toBe(false);
    expect(await exists(referenced)).toBe(true);
    expect(await exists(claimed)).toBe(true);
    expect((await files.listUploads("uid-1")).map((upload) => upload.applicationId)).toEqual(["app-1"]);
  });
});

describe("download tokens (a URL that opens a file for anyone)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are withdrawn first when an upload is finalised, and by the hourly clean-up from older objects", async () => {
    const { files } = runtime.ports;
    const withdraw = vi.spyOn(files, "withdrawDownloadTokens");
    const path = await put("uid-9");
    expect(await checkFinalizedUpload(loadRuntime, path, {})).toMatchObject({ outcome: "accepted" });
    expect(withdraw).toHaveBeenCalledWith(path);
    withdraw.mockClear();
    // An object from before: it carries a token. (firebase-tools' emulator keeps tokens in a list
    // of its own that no metadata write empties, so the withdrawal itself is checked in
    // cloud-storage-playback.test.ts.)
    await getStorage(app)
      .bucket()
      .file(path)
      .setMetadata({ metadata: { firebaseStorageDownloadTokens: "t" } });
    expect((await files.listUploads("uid-9"))[0]?.downloadToken).toBe(true);
    await removeUnusedUploads(runtime.ports, Date.now());
    expect(withdraw).toHaveBeenCalledWith(path);
  });
});

describe("a clean-up interrupted between its claim and its delete", () => {
  it("leaves no claimed orphan: the next clean-up deletes the file", async () => {
    const { files } = runtime.ports;
    const orphan = await put("uid-8");
    // What a sweep that timed out after claiming leaves behind.
    expect(await files.claim(orphan, SWEEP_CLAIM)).toBe("claimed");
    expect(await removeUnusedUploads(runtime.ports, Date.now() + 7 * HOUR)).toBe(1);
    expect(await exists(orphan)).toBe(false);
  });
});

describe("files claimed for an application that never appeared (a crash between claim and write)", () => {
  it("are kept within the lease, then freed, and removed once unused for six hours", async () => {
    const { files } = runtime.ports;
    const orphan = await put("uid-1");
    await files.claim(orphan, "crashed-attempt", new Date().toISOString());
    expect(await removeUnusedUploads(runtime.ports, Date.now() + 30_000)).toBe(0);
    expect((await files.claimHolder(orphan))?.applicationId).toBe("crashed-attempt");
    expect(await removeUnusedUploads(runtime.ports, Date.now() + 2 * HOUR)).toBe(0);
    expect(await files.claimHolder(orphan)).toBeNull();
    expect(await exists(orphan)).toBe(true);
    expect(await removeUnusedUploads(runtime.ports, Date.now() + 7 * HOUR)).toBe(1);
    expect(await exists(orphan)).toBe(false);
  });
});

describe("the check of every finished upload", () => {
  it("records an accepted video's duration and picture size, and serves it as a download under its own name", async () => {
    const path = await put("uid-3");
    const outcome = await checkFinalizedUpload(loadRuntime, path, {});
    expect(outcome).toMatchObject({ outcome: "accepted", width: 160, height: 120 });
    const [metadata] = await getStorage(app).bucket().file(path).getMetadata();
    expect(metadata.metadata).toMatchObject({ width: "160", height: "120" });
    // The reading the application function stores, on the generation checked.
    expect(await runtime.ports.files.stat(path)).toMatchObject({
      checkedVideo: { contentType: "video/mp4", width: 160, height: 120, codec: "H.264" },
    });
    // A player ignores it; the admin's download link (another origin, so `download` is ignored) saves the file.
    expect(metadata.contentDisposition).toBe(`attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`);
  });

  it("uses up the object's upload grant, so its path takes no second create", async () => {
    const uid = "uid-granted";
    const objectName = `${clock + 1}-clip.mp4`;
    const video = sampleVideo();
    const opened = await runtime.uploadGrants.open(
      {
        uid,
        objectName,
        path: `creator-uploads/${uid}/${objectName}`,
        size: video.byteLength,
        contentType: "video/mp4",
        expiresAt: new Date(Date.now() + HOUR),
      },
      UPLOAD_CAPS,
      { clientKey: "203.0.113.7", now: new Date(), humanCheck: { passed: true } },
    );
    expect(opened).toBe("granted");
    const grant = getFirestore(app).doc(`upload_grants/${uid}__${objectName}`);
    expect((await grant.get()).exists).toBe(true);
    const path = await put(uid, video);
    expect(path).toBe(`creator-uploads/${uid}/${objectName}`);
    expect(await checkFinalizedUpload(loadRuntime, path, {})).toMatchObject({ outcome: "accepted" });
    expect((await grant.get()).exists).toBe(false);
  });

  it("deletes a file whose bytes are not a video, whatever its declared type", async () => {
    const path = await put("uid-4", new TextEncoder().encode("not a video at all, only text"));
    expect(await checkFinalizedUpload(loadRuntime, path, {})).toEqual({
      outcome: "refused",
      reason: "not-a-video",
      deleted: true,
    });
    expect(await exists(path)).toBe(false);
  });

  it("deletes an upload past its owner's allowance of unclaimed files, and leaves others' alone", async () => {
    const paths: string[] = [];
    for (let n = 0; n <= FIREBASE_UPLOAD_LIMITS.maxUnclaimedFiles; n += 1) paths.push(await put("uid-5"));
    const other = await put("uid-6");
    expect(await checkFinalizedUpload(loadRuntime, paths.at(-1), {})).toMatchObject({
      outcome: "refused",
      reason: "over-quota",
      deleted: true,
    });
    expect(await exists(paths.at(-1)!)).toBe(false);
    expect(await checkFinalizedUpload(loadRuntime, other, {})).toMatchObject({ outcome: "accepted" });
  });

  it("ignores objects outside creator-uploads and files an application already has", async () => {
    expect(await checkFinalizedUpload(loadRuntime, "elsewhere/file.mp4", {})).toEqual({ outcome: "ignored" });
    const path = await put("uid-7");
    expect(await checkFinalizedUpload(loadRuntime, path, { applicationId: "app-9" })).toEqual({ outcome: "ignored" });
  });
});

describe("what checkUpload reaches in Firestore (it parses untrusted bytes)", () => {
  it("reads and writes only the uploads database, and in (default) deletes its upload's grant and nothing else", async () => {
    const uid = "uid-reach";
    const paths: string[] = [];
    for (let n = 0; n <= FIREBASE_UPLOAD_LIMITS.maxUnclaimedFiles; n += 1) paths.push(await put(uid));
    await put(uid, new TextEncoder().encode("not a video at all, only text"));
    const recorder = recordFirestoreAccess();
    try {
      for (const path of [...paths, `creator-uploads/${uid}/${clock}-clip.mp4`])
        await checkFinalizedUpload(loadRuntime, path, {});
    } finally {
      recorder.restore();
    }
    const { accesses } = recorder;
    // The over-quota file was claimed and deleted, so claims were read and written.
    expect(accesses.filter((access) => access.database === UPLOADS_DATABASE).map((access) => access.operation)).toEqual(
      expect.arrayContaining(["get", "create", "delete"]),
    );
    expect(accesses.filter((access) => access.database === "(default)")).toEqual(
      [...paths, `creator-uploads/${uid}/${clock}-clip.mp4`].map((path) => ({
        database: "(default)",
        operation: "delete",
        path: `upload_grants/${uid}__${path.split("/").pop()}`,
      })),
    );
    expect(refusedAccesses(accesses, FUNCTION_DATABASES.checkUpload)).toEqual([]);
  });
});
