import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeFileClaimsContract } from "@testing/contracts/file-claims-contract";
import { describeFileStoreContract } from "@testing/contracts/file-store-contract";
import { createCloudStorageFileStore, type CloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import { emulatorFirestore } from "@testing/emulators/firestore-app";
import { announceRun } from "@testing/emulators/official-emulators";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";
import { cloudStorageHarness } from "@testing/emulators/storage-app";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";

// The claims live in Firestore: Google's emulator.
const firestore: TestFirestore = await testFirestore();
let storage: LocalStorageEmulator;
beforeAll(async () => {
  storage = await startLocalStorageEmulator();
});
afterAll(async () => {
  await storage.stop();
  firestore.stop();
});

const harness = async () => {
  await storage.reset();
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

  it("stores the object path, which opens nothing; plays from an address made when the admin asks", async () => {
    // What an application keeps: the path, never a URL that opens the file for anyone.
    expect(await current.store.publicUrl(path)).toBe(path);
    // The Storage emulator cannot sign URLs, so there the admin's player gets a token URL.
    const url = await current.store.playbackUrl(path);
    expect(url).toMatch(/\?alt=media&token=[0-9a-f-]{36}$/);
    expect(await (await fetch(url!)).text()).toBe("0123456789");
    expect(await current.store.playbackUrl("creator-uploads/uid-1/1700000000009-gone.mp4")).toBeNull();
  });

  it("lists uploads with owner, size and upload time, skipping names that are not upload paths", async () => {
    await current.put("creator-uploads/uid-2/not-an-upload", {
      bytes: new Uint8Array(1),
      contentType: "video/mp4",
      ownerUid: "uid-2",
    });
    const uploads = await current.store.listUploads();
    expect(uploads).toEqual([
      { path, ownerUid: "uid-1", size: 10, uploadedAt: expect.any(Number), applicationId: null, downloadToken: false },
    ]);
    expect(Math.abs(uploads[0]!.uploadedAt - Date.now())).toBeLessThan(60_000);
  });
});

/**
 * Object versions as Cloud Storage keeps them (every write a new `generation`; `generation` on a
 * handle and `ifGenerationMatch` on a metadata write refer to one version). firebase-tools' Storage
 * emulator ignores both, so the adapter's pinning is proven against this stand-in, with claims in
 * Google's Firestore emulator.
 */
function versionedBucket() {
  let nextGeneration = 1;
  type StoredObject = { generation: string; metageneration: number; bytes: Buffer; metadata: Record<string, unknown> };
  type ObjectMetadata = Record<string, unknown> & { metadata?: Record<string, unknown> };
  const objects = new Map<string, StoredObject>();
  const metadataOf = (object: StoredObject): ObjectMetadata => ({
    ...object.metadata,
    generation: object.generation,
    metageneration: String(object.metageneration),
    size: object.bytes.length,
  });
  const notFound = () => Object.assign(new Error("No such object"), { code: 404 });
  const preconditionFailed = () => Object.assign(new Error("Precondition failed"), { code: 412 });
  /** Run before a metadata read or write reaches the object (a concurrent caller's turn). */
  const hooks: {
    beforeRead?: () => Promise<void>;
    beforeWrite?: (patch: Record<string, unknown>) => Promise<void>;
    afterWrite?: (patch: Record<string, unknown>) => Promise<void>;
  } = {};
  const bucket = {
    name: "versioned-bucket",
    hooks,
    file(name: string, options: { generation?: string } = {}) {
      const current = () => {
        const object = objects.get(name);
        if (!object || (options.generation && options.generation !== object.generation)) throw notFound();
        return object;
      };
      return {
        async save(bytes: Buffer, { contentType }: { contentType: string }) {
          objects.set(name, {
            generation: String(nextGeneration++),
            metageneration: 1,
            bytes,
            metadata: { contentType },
          });
        },
        async getMetadata(): Promise<[ObjectMetadata]> {
          await hooks.beforeRead?.();
          return [metadataOf(current())];
        },
        async setMetadata(
          patch: { metadata: Record<string, unknown> },
          preconditions: { ifGenerationMatch?: string; ifMetagenerationMatch?: string } = {},
        ) {
          await hooks.beforeWrite?.(patch.metadata);
          const object = current();
          if (preconditions.ifGenerationMatch && preconditions.ifGenerationMatch !== object.generation) {
            throw preconditionFailed();
          }
          if (
            preconditions.ifMetagenerationMatch !== undefined &&
            preconditions.ifMetagenerationMatch !== String(object.metageneration)
          ) {
            throw preconditionFailed();
          }
          object.metadata.metadata = { ...(object.metadata.metadata as object), ...patch.metadata };
          object.metageneration += 1;
          // As Cloud Storage answers a metadata update: the object's metadata as the update left it.
          const answer = metadataOf(object);
          await hooks.afterWrite?.(patch.metadata);
          return [answer];
        },
        async download({ start, end }: { start: number; end: number }) {
          return [current().bytes.subarray(start, end + 1)];
        },
      };
    },
  };
  return bucket;
}

/** Runs `run` with a store over a fresh versioned bucket holding a 10-byte video at `path`. */
async function withStore(
  path: string,
  run: (bucket: ReturnType<typeof versionedBucket>, store: CloudStorageFileStore) => Promise<void>,
) {
  await firestore.clear();
  const { uploadsDb, close } = emulatorFirestore(firestore.host);
  try {
    const bucket = versionedBucket();
    const store = createCloudStorageFileStore(
      bucket as unknown as Parameters<typeof createCloudStorageFileStore>[0],
      uploadsDb,
    );
    await bucket.file(path).save(Buffer.from("0123456789"), { contentType: "video/mp4" });
    await run(bucket, store);
  } finally {
    await close();
  }
}

describe("Cloud Storage adapter: a claim pins the object's generation", () => {
  const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
  it("never reads or claims a version uploaded over the claimed one", async () => {
    await withStore(path, async (bucket, store) => {
      expect(await store.claim(path, "application-1")).toBe("claimed");
      expect(new TextDecoder().decode((await store.read(path, 0, 4))!)).toBe("0123");
      // storage.rules refuse this to the uploader once claimed; the adapter does not rely on it alone.
      await bucket.file(path).save(Buffer.from("replaced!!"), { contentType: "video/mp4" });
      expect(await store.read(path, 0, 10)).toBeNull();
      expect(await store.stat(path)).toBeNull();
      expect(await store.claim(path, "application-1")).toBe("missing");
    });
  });

  it("records the upload check's reading only on the generation it read, and stat answers it from the claimed one", async () => {
    const reading = {
      ...{ contentType: "video/mp4" as const, durationSeconds: 1, width: 160, height: 120, codec: "H.264" },
      ...{ codecString: "avc1.64000a", hdr: false, frameRate: 10, hasAudio: false },
    };
    await withStore(path, async (bucket, store) => {
      const checked = await store.open(path);
      await bucket.file(path).save(Buffer.from("replaced!!"), { contentType: "video/mp4" });
      expect(await checked!.recordCheckedVideo(reading)).toBe(false);
      expect((await store.stat(path))?.checkedVideo).toBeUndefined();
      expect(await (await store.open(path))!.recordCheckedVideo(reading)).toBe(true);
      expect(await store.claim(path, "application-1")).toBe("claimed");
      expect((await store.stat(path))?.checkedVideo).toEqual(reading);
    });
  });
});

describe("Cloud Storage adapter: a release races a claim", () => {
  const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
  const mirrorOf = async (bucket: ReturnType<typeof versionedBucket>) =>
    ((await bucket.file(path).getMetadata())[0].metadata as Record<string, unknown> | undefined)?.applicationId ?? null;

  it("never leaves a renewed claim's file open to its uploader's delete, even for a moment", async () => {
    await withStore(path, async (bucket, store) => {
      expect(await store.claim(path, "application-1", "2026-11-24T10:00:00.000Z")).toBe("claimed");
      // A release decided on the first stamp; the application is stored after all and its claim
      // renewed while the release runs (at the release's first look at the object).
      let renewed = false;
      const renew = async () => {
        if (renewed) return;
        renewed = true;
        expect(await store.claim(path, "application-1", "2026-11-24T10:01:00.000Z")).toBe("claimed");
      };
      bucket.hooks.beforeRead = renew;
      bucket.hooks.beforeWrite = renew;
      // storage.rules let the uploader delete whenever the mirror has no applicationId.
      const openWhileHeld: string[] = [];
      bucket.hooks.afterWrite = async () => {
        const holder = await store.claimHolder(path);
        const mirror = ((await bucket.file(path).getMetadata())[0].metadata as Record<string, unknown>)?.applicationId;
        if (holder && !mirror) openWhileHeld.push(holder.applicationId);
      };
      const hooksOff = () => {
        bucket.hooks.beforeRead = bucket.hooks.beforeWrite = undefined;
      };
      await store.release(path, "application-1", "2026-11-24T10:00:00.000Z");
      hooksOff();
      bucket.hooks.afterWrite = undefined;
      expect(renewed).toBe(true);
      expect(openWhileHeld).toEqual([]);
      expect(await store.claimHolder(path)).toEqual({
        applicationId: "application-1",
        claimedAt: "2026-11-24T10:01:00.000Z",
      });
      expect(await mirrorOf(bucket)).toBe("application-1");
    });
  });

  it("does not clear the mirror of a claim made after the released one went", async () => {
    await withStore(path, async (bucket, store) => {
      expect(await store.claim(path, "application-1")).toBe("claimed");
      let claimedMeanwhile: string | null = null;
      bucket.hooks.beforeWrite = async (patch) => {
        if (patch.applicationId !== null || claimedMeanwhile) return;
        // The release's clearing write is on its way: another application claims first.
        claimedMeanwhile = await store.claim(path, "application-2");
      };
      await store.release(path, "application-1");
      bucket.hooks.beforeWrite = undefined;
      expect(claimedMeanwhile).toBe("claimed");
      expect((await store.claimHolder(path))?.applicationId).toBe("application-2");
      expect(await mirrorOf(bucket)).toBe("application-2");
    });
  });
});
