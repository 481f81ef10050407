import type { Firestore } from "firebase-admin/firestore";
import type { Storage } from "firebase-admin/storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCloudStorageFileStore, PLAYBACK_URL_LIFETIME_MS } from "../adapters/cloud-storage-file-store";

/**
 * What the adapter asks of Cloud Storage in production, where the emulators cannot answer: signed
 * URLs need a real service account, and firebase-tools' emulator keeps download tokens for its own
 * API whatever the metadata says. So the calls themselves are checked, on a recording bucket.
 */
const PATH = "creator-uploads/uid-1/1700000000000-clip.mp4";
const NOW = 1_800_000_000_000;

function recordingBucket(options?: Parameters<typeof createCloudStorageFileStore>[2]) {
  const calls: Array<{ name: string; options?: unknown; method: string; args: unknown[] }> = [];
  const file = (name: string, options?: unknown) => ({
    name,
    async getMetadata() {
      calls.push({ name, options, method: "getMetadata", args: [] });
      return [{ size: "10", contentType: "video/mp4", metadata: { firebaseStorageDownloadTokens: "tok" } }];
    },
    async setMetadata(...args: unknown[]) {
      calls.push({ name, options, method: "setMetadata", args });
      return [{}];
    },
    async getSignedUrl(...args: unknown[]) {
      calls.push({ name, options, method: "getSignedUrl", args });
      return ["https://storage.googleapis.com/bucket/signed"];
    },
  });
  const bucket = { name: "bucket", file } as unknown as ReturnType<Storage["bucket"]>;
  const db = {
    databaseId: "uploads",
    collection: () => ({ doc: () => ({ get: async () => ({ exists: false, get: () => undefined }) }) }),
  } as unknown as Firestore;
  return { store: createCloudStorageFileStore(bucket, db, options), calls };
}

describe("Cloud Storage adapter in production (no emulator)", () => {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  beforeEach(() => {
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  });
  afterEach(() => {
    if (emulator !== undefined) process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator;
    vi.useRealTimers();
  });

  it("plays from a V4 signed URL for reading that expires within the hour, and mints no token", async () => {
    const { store, calls } = recordingBucket();
    expect(await store.playbackUrl(PATH)).toBe("https://storage.googleapis.com/bucket/signed");
    expect(calls.find((call) => call.method === "getSignedUrl")?.args).toEqual([
      { version: "v4", action: "read", expires: NOW + PLAYBACK_URL_LIFETIME_MS },
    ]);
    expect(PLAYBACK_URL_LIFETIME_MS).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(calls.filter((call) => call.method === "setMetadata")).toEqual([]);
  });

  it("signs, and mints no token, even with a Storage emulator variable left in the environment", async () => {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = "127.0.0.1:9199";
    const { store, calls } = recordingBucket();
    expect(await store.playbackUrl(PATH)).toBe("https://storage.googleapis.com/bucket/signed");
    expect(calls.filter((call) => call.method === "setMetadata")).toEqual([]);
    // Only a store made for the emulators (the runtime passes the host under the Functions emulator alone) uses tokens.
    const emulated = recordingBucket({ emulatorHost: "127.0.0.1:9199" });
    expect(await emulated.store.playbackUrl(PATH)).toMatch(
      /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/bucket\/o\/.*&token=tok$/,
    );
  });

  it("stores the object path: publicUrl reads nothing and gives no address", async () => {
    const { store, calls } = recordingBucket();
    expect(await store.publicUrl(PATH)).toBe(PATH);
    expect(calls).toEqual([]);
  });

  it("withdraws the download tokens by clearing firebaseStorageDownloadTokens", async () => {
    const { store, calls } = recordingBucket();
    expect(await store.withdrawDownloadTokens(PATH)).toBe(true);
    expect(calls).toEqual([
      {
        name: PATH,
        options: undefined,
        method: "setMetadata",
        args: [{ metadata: { firebaseStorageDownloadTokens: null } }],
      },
    ]);
  });
});
