import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRestoreDrill } from "@testing/emulators/restore-drill";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";
import { testFirestore } from "@testing/emulators/test-firestore";

// `npm run restore-drill` (in `npm test`) proves the restore whole; these prove the drill fails when it is not.
let storage: LocalStorageEmulator;
beforeAll(async () => {
  const firestore = await testFirestore();
  storage = await startLocalStorageEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storage.host;
});
afterAll(async () => {
  await storage.stop();
});

describe("the restore drill", { timeout: 90_000 }, () => {
  it("fails when the restore leaves a collection out", async () => {
    const result = await runRestoreDrill({ skipCollection: "brand_signups" });
    expect(result.ok).toBe(false);
    // The sign-ups' search entries are written with the sign-ups, so they are missing too.
    expect(result.collections.filter((row) => !row.same).map((row) => row.name)).toEqual([
      "(default) brand_signups",
      "(default) search_index",
    ]);
    expect(result.prefixes.every((row) => row.same)).toBe(true);
    expect(result.erased.afterRestore).toBe(0);
  });

  it("fails when the restore leaves out the uploads database's file claims", async () => {
    const result = await runRestoreDrill({ skipCollection: "file_claims" });
    expect(result.ok).toBe(false);
    expect(result.collections.filter((row) => !row.same).map((row) => row.name)).toEqual(["uploads file_claims"]);
    expect(result.prefixes.every((row) => row.same)).toBe(true);
  });

  it("fails when the erasures are not replayed: the erased person is back", async () => {
    const result = await runRestoreDrill({ skipReplay: true });
    expect(result.ok).toBe(false);
    expect(result.erased.inBackup).toBeGreaterThan(0);
    expect(result.erased.afterRestore).toBe(result.erased.inBackup);
    expect(result.collections.find((row) => row.name === "(default) creator_applications")?.same).toBe(false);
    expect(result.prefixes.find((row) => row.name === "creator-uploads/")?.same).toBe(false);
  });
});
