import type { Firestore } from "firebase-admin/firestore";
import { NEVER_RESTORED, restoreMissing, type DataSnapshot } from "../restore/data-snapshot";

/** A live database that is empty: records what a restore creates. */
function emptyDatabase() {
  const created: string[] = [];
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({
        create: async () => {
          created.push(`${name}/${id}`);
        },
      }),
    }),
  } as unknown as Firestore;
  return { db, created };
}

const noBucket = {} as Parameters<typeof restoreMissing>[1];

it("never writes back queues, counters, grants or tombstones from a backup", async () => {
  expect(NEVER_RESTORED).toEqual(
    expect.arrayContaining(["outbox", "rate_limits", "daily_counts", "upload_caps", "upload_grants", "erasures"]),
  );
  const collections: DataSnapshot["collections"] = new Map(
    [...NEVER_RESTORED, "brand_signups"].map((name) => [name, new Map([["a", { createdAt: "2026-05-01" }]])]),
  );
  const { db, created } = emptyDatabase();
  const restored = await restoreMissing(db, noBucket, { collections, objects: new Map() });
  expect(created).toEqual(["brand_signups/a"]);
  expect(restored).toEqual({ documents: 1, objects: 0 });
});
