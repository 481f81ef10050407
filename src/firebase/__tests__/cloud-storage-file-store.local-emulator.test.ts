import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeFileClaimsContract } from "~/core/contracts/file-claims-contract";
import { describeFileStoreContract } from "~/core/contracts/file-store-contract";
import { TEST_PROJECT_ID } from "../testing/firestore-app";
import { announceRun } from "../testing/official-emulators";
import { testFirestore, type TestFirestore } from "../testing/test-firestore";
import { cloudStorageHarness } from "../testing/storage-app";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "../testing/storage-emulator";

// The claims live in Firestore: Google's emulator where it runs, else the Node one.
const firestore: TestFirestore = await testFirestore();
let storage: LocalStorageEmulator;
beforeAll(async () => {
  storage = await startLocalStorageEmulator(TEST_PROJECT_ID);
});
afterAll(async () => {
  await storage.stop();
  firestore.stop();
});

const harness = async () => {
  storage.reset();
  await firestore.clear();
  return cloudStorageHarness(storage.host, firestore.host);
};

const name = `Cloud Storage adapter on firebase-tools' Storage emulator (no rules runtime) + ${firestore.kind}`;
announceRun("the Cloud Storage adapter's FileStore and claims contracts", name);
describeFileStoreContract(name, harness);
describeFileClaimsContract(name, harness);

describe("Cloud Storage adapter specifics", () => {
  const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
  let current: Awaited<ReturnType<typeof harness>>;
  beforeEach(async () => {
    current = await harness();
    await current.put(path, {
      bytes: new TextEncoder().encode("0123456789"),
      contentType: "video/mp4",
      ownerUid: "uid-1",
    });
  });
  afterEach(() => current.cleanup());

  it("mirrors a claim into the object's metadata for storage.rules, and clears it on release", async () => {
    const applicationOf = async () => (await current.store.listUploads("uid-1"))[0]?.applicationId;
    expect(await current.store.claim(path, "application-1")).toBe("claimed");
    expect(await applicationOf()).toBe("application-1");
    await current.store.release(path, "application-1");
    expect(await applicationOf()).toBeNull();
  });

  it("reads byte ranges, clamped to the object's end, and null for a missing object", async () => {
    const text = async (start: number, end: number) => {
      const bytes = await current.store.read(path, start, end);
      return bytes && new TextDecoder().decode(bytes);
    };
    expect(await text(2, 6)).toBe("2345");
    expect(await text(8, 100)).toBe("89");
    expect(await text(10, 20)).toBe("");
    expect(await current.store.read("creator-uploads/uid-1/1700000000001-gone.mp4", 0, 4)).toBeNull();
  });

  it("gives a download URL whose token alone plays the object", async () => {
    const url = await current.store.publicUrl(path);
    expect(url).toMatch(/\?alt=media&token=[0-9a-f-]{36}$/);
    expect(await current.store.publicUrl(path)).toBe(url);
    // No credentials: the token alone opens it (the stand-in rules allow nothing).
    const response = await fetch(url);
    expect(await response.text()).toBe("0123456789");
  });

  it("lists uploads with owner, size and upload time, skipping names that are not upload paths", async () => {
    await current.put("creator-uploads/uid-2/not-an-upload", {
      bytes: new Uint8Array(1),
      contentType: "video/mp4",
      ownerUid: "uid-2",
    });
    const uploads = await current.store.listUploads();
    expect(uploads).toEqual([
      { path, ownerUid: "uid-1", size: 10, uploadedAt: expect.any(Number), applicationId: null },
    ]);
    expect(Math.abs(uploads[0]!.uploadedAt - Date.now())).toBeLessThan(60_000);
  });
});
