import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openUpload } from "@functions/core/handlers/open-upload";
import { createScriptedHumanCheck } from "@testing/ports/fakes";
import { parseUploadReference } from "@functions/core/upload-paths";
import { createFirestoreUploadGrants } from "@functions/firebase/adapters/firestore-upload-grants";
import { systemClock } from "@functions/firebase/adapters/system-clock";
import { emulatorFirestore } from "@testing/emulators/firestore-app";
import { officialEmulators } from "@testing/emulators/official-emulators";
import { BackendError } from "../../types";
import { createResumeStore, memoryStorage, type ResumeStore } from "~/lib/uploads/resume-store";
import { anonymousUser, type TestUser } from "@testing/emulators/auth-users";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";
import { sendStorageRequest, StorageNetworkError, type SendStorageRequest } from "../storage-http";
import { createFirebaseUploads, type FirebaseUploadsDeps } from "../uploads";

const PROJECT = "demo-ugc-marketplace";
const BUCKET = `${PROJECT}.appspot.com`;
const KIB = 1024;
/** Storage takes chunks in multiples of 256 KiB. */
const CHUNK = 256 * KIB;

// The stand-in reads each upload's grant from Firestore, as storage.rules do.
const emulators = await officialEmulators();
let emulator: LocalStorageEmulator;
let applicant: TestUser;
let resumeStore: ResumeStore;
let firestore: ReturnType<typeof emulatorFirestore>;

beforeAll(async () => {
  if (!emulators.firestore) return;
  firestore = emulatorFirestore(emulators.firestore);
  [emulator, applicant] = await Promise.all([startLocalStorageEmulator(), anonymousUser()]);
});
afterAll(async () => {
  await emulator?.stop();
  await firestore?.close();
});
beforeEach(async () => {
  await emulator.reset();
  resumeStore = createResumeStore({ storage: memoryStorage() });
});

const bytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 7) % 251);
const video = (size = 600 * KIB, name = "clip.mp4") => new File([bytes(size)], name, { type: "video/mp4" });
/** The object's download address on the emulator, with no token: the stored path opens nothing by itself. */
const objectUrl = (path: string) => `${emulator.origin}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`;
/** Asked as the emulator's admin, so the rules cannot hide an object that is there. */
const asOwner = { headers: { Authorization: "Firebase owner" } };
/** What Storage holds at the stored path is exactly `expected`. */
const storedBytesEqual = async (path: string, expected: Uint8Array) =>
  Buffer.from(await (await fetch(objectUrl(path), asOwner)).arrayBuffer()).equals(Buffer.from(expected));
const as = (user: TestUser, uid = user.uid) => ({ uid, getIdToken: async () => user.idToken });

/**
 * The openUpload function's handler over Firestore, as the browser meets it over HTTP (each call a fresh
 * client), with the human check skipped as under the Functions emulator (no secret).
 */
const openUploadOnServer: FirebaseUploadsDeps["openUpload"] = async (declaration, user) => {
  const caller = { uid: user.uid, email: null, isAdmin: false, isAnonymous: true };
  const grants = createFirestoreUploadGrants(firestore.db);
  const result = await openUpload(
    declaration,
    { caller, clientKey: randomUUID() },
    { grants, clock: systemClock, humanCheck: createScriptedHumanCheck("skipped"), config: { production: false } },
  );
  if (result.status !== 201) throw new BackendError((result.body as { error: string }).error, result.status);
  return (result.body as { path: string }).path;
};

function uploads(overrides: Partial<FirebaseUploadsDeps> = {}) {
  return createFirebaseUploads({
    target: () => ({ origin: emulator.origin, bucket: BUCKET }),
    currentUser: async () => as(applicant),
    openUpload: openUploadOnServer,
    resumeStore,
    chunkSize: CHUNK,
    retryDelays: [10],
    ...overrides,
  });
}

describe.skipIf(!emulators.firestore)(
  "Firebase uploads on firebase-tools' Storage emulator (rules by a JavaScript stand-in)",
  () => {
    it("uploads in 256 KiB chunks with confirmed progress; the stored path holds the exact bytes and the server accepts it", async () => {
      const onProgress = vi.fn();
      const stored = await uploads().upload(video(), { onProgress });

      expect(onProgress.mock.calls.map(([confirmed]) => confirmed)).toEqual([0, CHUNK, 2 * CHUNK, 600 * KIB]);
      expect(stored).toMatchObject({ name: "clip.mp4", size: 600 * KIB });
      expect(await storedBytesEqual(stored.url, bytes(600 * KIB))).toBe(true);
      // Nobody reads it without credentials, the uploader included (no owner read, no download token).
      expect((await fetch(objectUrl(stored.url))).status).toBeGreaterThanOrEqual(400);
      // The application endpoint parses it back to the applicant's own path.
      expect(parseUploadReference(stored.url)).toMatchObject({ uid: applicant.uid });
    });

    it("continues after a reload from the bytes Storage holds", async () => {
      let chunks = 0;
      const dying: SendStorageRequest = async (request) => {
        if (request.headers["X-Goog-Upload-Command"]?.startsWith("upload") && ++chunks === 2) {
          throw new StorageNetworkError("tab closed");
        }
        return sendStorageRequest(request);
      };
      await expect(uploads({ send: dying, retryDelays: [] }).upload(video())).rejects.toMatchObject({
        code: "storage/network-request-failed",
      });

      const onResume = vi.fn();
      const stored = await uploads().upload(video(), { onResume });
      expect(onResume).toHaveBeenCalledExactlyOnceWith(CHUNK);
      expect(await storedBytesEqual(stored.url, bytes(600 * KIB))).toBe(true);
    });

    it("is refused outside the caller's own folder and for a type the rules do not take", async () => {
      await expect(
        uploads({ currentUser: async () => as(applicant, "someone-else") }).upload(video()),
      ).rejects.toMatchObject({
        code: "storage/unauthorized",
        message: "Storage access denied. Please check your connection.",
      });
      // Refused by the server before Storage hears of it.
      const text = new File([bytes(10)], "notes.txt", { type: "text/plain" });
      await expect(uploads().upload(text)).rejects.toMatchObject({
        status: 400,
        message: "notes.txt is not a supported file type.",
      });
    });

    it("is refused by Storage without a grant for the object, or with one for another size", async () => {
      const ungranted = uploads({ openUpload: async (_declaration, user) => `creator-uploads/${user.uid}/1-clip.mp4` });
      await expect(ungranted.upload(video())).rejects.toMatchObject({ code: "storage/unauthorized" });
      const smaller = uploads({
        openUpload: (declaration, user) => openUploadOnServer({ ...declaration, size: declaration.size - 1 }, user),
      });
      await expect(smaller.upload(video())).rejects.toMatchObject({ code: "storage/unauthorized" });
      // The same file with its own grant goes through.
      expect((await uploads().upload(video())).size).toBe(600 * KIB);
    });

    it("removes the owner's file by its path once its upload check has used up its grant", async () => {
      const stored = await uploads().upload(video(10 * KIB));
      expect((await fetch(objectUrl(stored.url), asOwner)).status).toBe(200);
      // Before checkUpload: refused (a delete and a second create would use the grant twice).
      await expect(uploads({ retryDelays: [] }).deleteByUrl(stored.url)).rejects.toMatchObject({ status: 409 });
      const [, uid, objectName] = stored.url.split("/");
      await createFirestoreUploadGrants(firestore.db).consume(uid!, objectName!);
      await uploads().deleteByUrl(stored.url);
      expect((await fetch(objectUrl(stored.url), asOwner)).status).toBe(404);
    });
  },
);
