/**
 * Upload grants in Firestore: the caps hold across function instances, a refusal writes nothing,
 * the grant is the document storage.rules read (size and type as declared, an expiry), and one
 * human check opens its uid's sessions, its token taken once.
 */
import type { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  UPLOAD_CAPS,
  type UploadGrant,
  type UploadGrants,
  type UploadHumanCheck,
} from "@functions/core/handlers/open-upload";
import {
  createFirestoreUploadGrants,
  UPLOAD_CAPS_COLLECTION,
  UPLOAD_GRANTS_COLLECTION,
  uploadGrantId,
} from "../adapters/firestore-upload-grants";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";

const emulators = await officialEmulators();
announceSkip("Upload grants in Firestore", emulators.firestore ? null : emulators.firestoreSkipReason);
if (emulators.firestore)
  announceRun("Upload grants in Firestore", `Google's Firestore emulator at ${emulators.firestore}`);

const CAPS = { ...UPLOAD_CAPS, perUidPerDay: 2, perClientPerDay: 3, everyonePerHour: 5 };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Checked just now (the check is skipped, so no token is recorded). */
const CHECKED = { passed: true } as const;

describe.skipIf(!emulators.firestore)("upload grants shared by every instance (Firestore)", () => {
  const closers: Array<() => Promise<void>> = [];
  let instances: [UploadGrants, UploadGrants];
  let db: ReturnType<typeof emulatorFirestore>["db"];
  let now = Date.UTC(2026, 10, 28, 12, 0, 0);
  let serial = 0;

  beforeAll(async () => {
    await fetch(`http://${emulators.firestore}/emulator/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents`, {
      method: "DELETE",
    });
    const [a, b] = [emulatorFirestore(emulators.firestore!), emulatorFirestore(emulators.firestore!)];
    closers.push(a.close, b.close);
    db = a.db;
    instances = [createFirestoreUploadGrants(a.db), createFirestoreUploadGrants(b.db)];
  });
  afterAll(async () => Promise.all(closers.map((close) => close())));

  const grant = (uid: string): UploadGrant => {
    const objectName = `${now + (serial += 1)}-clip.mp4`;
    return {
      uid,
      objectName,
      path: `creator-uploads/${uid}/${objectName}`,
      size: 1234,
      contentType: "video/mp4",
      expiresAt: new Date(now + 86_400_000),
    };
  };
  const open = (index: number, uid: string, clientKey: string, humanCheck: UploadHumanCheck = CHECKED) =>
    instances[index % 2]!.open(grant(uid), CAPS, { clientKey, now: new Date(now), humanCheck });

  it("records what storage.rules read: the declared size and type, and when it expires", async () => {
    const granted = grant("uid-shape");
    expect(
      await instances[0].open(granted, CAPS, { clientKey: "198.51.100.1", now: new Date(now), humanCheck: CHECKED }),
    ).toBe("granted");
    const stored = await db
      .collection(UPLOAD_GRANTS_COLLECTION)
      .doc(uploadGrantId("uid-shape", granted.objectName))
      .get();
    expect(stored.data()).toMatchObject({ size: 1234, contentType: "video/mp4", path: granted.path });
    expect((stored.get("expireAt") as Timestamp).toMillis()).toBe(granted.expiresAt.getTime());
    // The same object twice: the second is told, not granted again.
    expect(
      await instances[1].open(granted, CAPS, { clientKey: "198.51.100.1", now: new Date(now), humanCheck: CHECKED }),
    ).toBe("exists");
    await instances[1].consume("uid-shape", granted.objectName);
    expect((await stored.ref.get()).exists).toBe(false);
  });

  it("caps a uid and a client a day and everyone together an hour, whatever instance serves them; a refusal writes nothing", async () => {
    now += DAY;
    expect([await open(0, "u1", "a"), await open(1, "u1", "b"), await open(0, "u1", "c")]).toEqual([
      "granted",
      "granted",
      "uid-cap",
    ]);
    expect([await open(1, "u2", "a"), await open(0, "u3", "a"), await open(1, "u4", "a")]).toEqual([
      "granted",
      "granted",
      "client-cap",
    ]);
    expect([await open(0, "u5", "d"), await open(1, "u6", "e")]).toEqual(["granted", "ceiling"]);
    expect((await db.collection(UPLOAD_GRANTS_COLLECTION).where("path", ">=", "creator-uploads/u").get()).size).toBe(5);
    // The next hour, everyone's bucket is open again; the day's allowances still hold.
    now += HOUR;
    expect([await open(1, "u6", "e"), await open(0, "u7", "a")]).toEqual(["granted", "client-cap"]);
    now += DAY;
    expect(await open(0, "u7", "a")).toBe("granted");
    // Counts and passes are hashed: no uid or address in an id.
    const counts = await db.collection(UPLOAD_CAPS_COLLECTION).get();
    expect(counts.size).toBeGreaterThan(0);
    for (const document of counts.docs) {
      expect(document.id).not.toMatch(/u\d|-a-|-e-/);
      expect([
        ["count", "expireAt"],
        ["expireAt", "remaining"],
      ]).toContainEqual(Object.keys(document.data()).sort());
    }
  });

  it("lets one human check open its uid's sessions only, and takes its token once", async () => {
    now += 3 * DAY;
    const caps = { ...CAPS, perUidPerDay: 100, perClientPerDay: 100, everyonePerHour: 100 };
    const openWith = (index: number, uid: string, humanCheck: UploadHumanCheck) =>
      instances[index % 2]!.open(grant(uid), caps, { clientKey: `client-${uid}`, now: new Date(now), humanCheck });
    const token = { passed: true, tokenHash: "a".repeat(64) } as const;
    expect(await openWith(0, "p1", { passed: false })).toBe("unchecked");
    expect(await openWith(1, "p1", token)).toBe("granted");
    expect(await openWith(0, "p2", token)).toBe("replayed");
    expect(await openWith(0, "p2", { passed: false })).toBe("unchecked");
    const later = [];
    for (let index = 1; index <= caps.sessionsPerHumanCheck; index += 1) {
      later.push(await openWith(index, "p1", { passed: false }));
    }
    expect(later).toEqual([...Array<string>(caps.sessionsPerHumanCheck - 1).fill("granted"), "unchecked"]);
  });
});
