/**
 * The rate limits live in Firestore, so every function instance counts the same allowance: per client
 * address, per signed-in uid, and a ceiling per endpoint group that no single client can fill; a group may
 * let each instance count a client's first requests of a window in memory (its `localShare`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFirestoreEmulator } from "../../../../scripts/emulators/index.ts";
import { createFirestoreRateLimiter, RATE_LIMIT_COLLECTION, type RateLimiter } from "../http/rate-limit";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";

const emulators = await officialEmulators();
announceSkip("Rate limits in Firestore", emulators.firestore ? null : emulators.firestoreSkipReason);
if (emulators.firestore)
  announceRun("Rate limits in Firestore", `Google's Firestore emulator at ${emulators.firestore}`);

const LIMITS = { perClient: 2, ceiling: 6, instances: 2 };
/** Each group counts with limits of its own. */
const GROUPS = {
  contact: LIMITS,
  subscribe: LIMITS,
  application: LIMITS,
  "one-click": { ...LIMITS, perClient: 1 },
  /** Each instance counts a client's first 2 requests of a minute in memory. */
  roomy: { perClient: 8, ceiling: 100, instances: 2, localShare: 2 },
};
const MINUTE = 60_000;

describe.skipIf(!emulators.firestore)("rate limits shared by every instance (Firestore)", () => {
  const closers: Array<() => Promise<void>> = [];
  /** Two function instances: each its own firebase-admin app and limiter, one database. */
  let instances: [RateLimiter<keyof typeof GROUPS>, RateLimiter<keyof typeof GROUPS>];
  let now = Date.UTC(2026, 10, 28, 12, 0, 0);

  beforeAll(async () => {
    await clearFirestoreEmulator(emulators.firestore!, TEST_PROJECT_ID);
    const [a, b] = [emulatorFirestore(emulators.firestore!), emulatorFirestore(emulators.firestore!)];
    closers.push(a.close, b.close);
    instances = [createFirestoreRateLimiter(a.limitsDb, GROUPS), createFirestoreRateLimiter(b.limitsDb, GROUPS)];
  });
  afterAll(async () => Promise.all(closers.map((close) => close())));

  /** The limits database, as another instance sees it. */
  const limitsOf = () => {
    const { limitsDb, close } = emulatorFirestore(emulators.firestore!);
    closers.push(close);
    return limitsDb;
  };
  /** Each test in a minute of its own. */
  const nextMinute = () => (now += MINUTE);

  it("one client's allowance holds across instances, and comes back the next minute", async () => {
    const at = nextMinute();
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(await instances[index % 2]!.client("contact", "203.0.113.7", at));
    expect(answers).toEqual([true, true, false, false, false, false]);
    expect(await instances[0].client("contact", "203.0.113.7", at + MINUTE)).toBe(true);
    // Another group is another allowance, with its own limit.
    expect(await instances[1].client("subscribe", "203.0.113.7", at)).toBe(true);
    expect(await instances[1].client("one-click", "203.0.113.7", at)).toBe(true);
    expect(await instances[0].client("one-click", "203.0.113.7", at)).toBe(false);
  });

  it("a signed-in uid has one allowance whatever instance serves it", async () => {
    const at = nextMinute();
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(await instances[index % 2]!.caller("application", "uid-1", at));
    expect(answers).toEqual([true, true, false, false]);
    expect(await instances[0].caller("application", "uid-2", at)).toBe(true);
  });

  it("many clients together stop at the group's ceiling; one client alone fills at most its own allowance", async () => {
    const at = nextMinute();
    // One client at its limit leaves the rest of its shard, and the other shard, to everyone else.
    expect(await instances[0].client("application", "198.51.100.1", at)).toBe(true);
    expect(await instances[1].client("application", "198.51.100.1", at)).toBe(true);
    expect(await instances[0].client("application", "198.51.100.1", at)).toBe(false);
    const others = [];
    for (let index = 2; index < 30; index += 1) {
      others.push(await instances[index % 2]!.client("application", `198.51.100.${index}`, at));
    }
    // The ceiling of 6 a minute (a share of 3 on each instance): the busy client's 2, then 4 others.
    expect(others.filter(Boolean)).toHaveLength(LIMITS.ceiling - 2);
    expect(await instances[0].client("application", "198.51.100.200", at)).toBe(false);
    expect(await instances[0].client("application", "198.51.100.200", at + MINUTE)).toBe(true);
  });

  it("counts one client's requests racing on two instances exactly, and the group's ceiling within it", async () => {
    const at = nextMinute();
    const oneClient = await Promise.all(
      Array.from({ length: 24 }, (_, index) => instances[index % 2]!.client("contact", "192.0.2.9", at)),
    );
    expect(oneClient.filter(Boolean)).toHaveLength(LIMITS.perClient);
    // Many clients, one request at a time on each instance, the two instances at once: near the ceiling
    // each reads everyone's count before it admits, so they pass it by at most the one they admit together.
    const inTurn = async (instance: 0 | 1) => {
      const answers = [];
      for (let index = 0; index < 12; index += 1)
        answers.push(await instances[instance].client("subscribe", `192.0.2.${instance * 100 + index}`, at));
      return answers;
    };
    const admitted = (await Promise.all([inTurn(0), inTurn(1)])).flat().filter(Boolean).length;
    expect(admitted).toBeGreaterThanOrEqual(LIMITS.ceiling);
    expect(admitted).toBeLessThanOrEqual(LIMITS.ceiling + 1);
  });

  it("an instance's own share is counted in memory: exact on one instance, at most each share more across them", async () => {
    const at = nextMinute();
    const slotsOf = async () =>
      (await limitsOf().collection(RATE_LIMIT_COLLECTION).get()).docs.filter(
        ({ id }) => !id.startsWith("ceiling-") && id.includes(`-${at}-`),
      ).length;
    const oneInstance = [];
    for (let index = 0; index < 10; index += 1) oneInstance.push(await instances[0].client("roomy", "192.0.2.50", at));
    expect(oneInstance).toEqual([...Array<boolean>(8).fill(true), false, false]);
    // Its first 2 wrote nothing; the other 6 took the shared slots.
    expect(await slotsOf()).toBe(6);
    const spread = [];
    for (let index = 0; index < 12; index += 1)
      spread.push(await instances[index % 2]!.client("roomy", "192.0.2.51", at + 1));
    expect(spread).toEqual([...Array<boolean>(10).fill(true), false, false]);
    // A signed-in caller alike.
    const callers = [];
    for (let index = 0; index < 10; index += 1) callers.push(await instances[1].caller("roomy", "uid-roomy", at));
    expect(callers.filter(Boolean)).toHaveLength(8);
  });

  it.each([3, -1, 0.5])(
    "refuses a local share of %d (a whole number up to a 2 × instances-th of the allowance)",
    (share) => {
      expect(() =>
        createFirestoreRateLimiter(limitsOf(), {
          wide: { perClient: 8, ceiling: 100, instances: 2, localShare: share },
        }),
      ).toThrow(/not a whole number from 0 to its widest/);
    },
  );

  it("stores no address: counters are hashed ids with a count and an expiry, in the limits database only", async () => {
    const { db, limitsDb, close } = emulatorFirestore(emulators.firestore!);
    closers.push(close);
    const documents = await limitsDb.collection(RATE_LIMIT_COLLECTION).get();
    expect(documents.size).toBeGreaterThan(0);
    expect((await db.collection(RATE_LIMIT_COLLECTION).get()).size).toBe(0);
    for (const document of documents.docs) {
      expect(document.id).not.toMatch(/\d+\.\d+\.\d+\.\d+|uid-/);
      expect(Object.keys(document.data()).sort()).toEqual(["count", "expireAt"]);
    }
  });

  it("refuses a Firestore handle of any other database", () => {
    const { db, uploadsDb, close } = emulatorFirestore(emulators.firestore!);
    closers.push(close);
    for (const other of [db, uploadsDb]) expect(() => createFirestoreRateLimiter(other, GROUPS)).toThrow(/limits/);
  });
});
