import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { searchTokensFor } from "~/shared/admin-lists";
import { SEARCH_INDEX_COLLECTION } from "../adapters/firestore-search-index";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { readCollections, type Bucket, type DataSnapshot } from "../restore/data-snapshot";
import { NEVER_RESTORED, restoreMissing, type LiveProject } from "../restore/restore-missing";
import { DEFAULT_DATABASE, UPLOADS_DATABASE } from "../runtime/databases";
import { emulatorFirestore } from "@testing/emulators/firestore-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";

let firestore: TestFirestore;
let databases: ReturnType<typeof emulatorFirestore>;
let live: LiveProject;
beforeAll(async () => {
  firestore = await testFirestore();
  databases = emulatorFirestore(firestore.host);
  const byName: Array<[string, Firestore]> = [
    [DEFAULT_DATABASE, databases.db],
    [UPLOADS_DATABASE, databases.uploadsDb],
  ];
  // No objects and no claims here, so the bucket is never reached.
  live = { databases: new Map(byName), bucket: {} as Bucket };
});
beforeEach(() => firestore.clear());
afterAll(() => databases.close());

const backupOf = async (): Promise<DataSnapshot> => ({
  databases: new Map([[DEFAULT_DATABASE, await readCollections(databases.db)]]),
  objects: new Map(),
});

it("never writes back queues, counters, grants or tombstones from a backup", async () => {
  expect(NEVER_RESTORED).toEqual(
    expect.arrayContaining(["outbox", "rate_limits", "daily_counts", "upload_caps", "upload_grants", "erasures"]),
  );
  const collections = new Map(
    [...NEVER_RESTORED, "brand_signups"].map((name) => [name, new Map([["a", { created_at: "2026-05-01" }]])]),
  );
  const restored = await restoreMissing(live, {
    databases: new Map([[DEFAULT_DATABASE, collections]]),
    objects: new Map(),
  });
  expect([...(await readCollections(databases.db)).keys()].sort()).toEqual(["brand_signups", SEARCH_INDEX_COLLECTION]);
  expect(restored).toEqual({ documents: 1, objects: 0, claims: 0 });
});

it("writes a restored document's admin search entry as the product writes it, and finds it by the admin's search", async () => {
  const documents = createFirestoreDocumentStore(databases.db);
  const signUp = { name: "Maya Patel", company_name: "Glow Ltd", email: "maya@glow.example", created_at: "2026-05-01" };
  await documents.set("brand_signups", "maya", { ...signUp, searchTokens: searchTokensFor.brandSignup(signUp) });
  const backup = await backupOf();
  const entryBefore = backup.databases.get(DEFAULT_DATABASE)!.get(SEARCH_INDEX_COLLECTION);
  expect(await documents.delete("brand_signups", "maya")).toBe(true);
  const search = {
    orderBy: "created_at",
    limit: 10,
    where: [{ field: "searchTokens", op: "array-contains", value: "glow" }],
  };
  expect((await documents.list("brand_signups", search as never)).items).toEqual([]);

  // As the runbook restores one kind of record (`--collection brand_signups`): the entry comes from the document.
  await restoreMissing(live, backup, { collections: (name) => name === "brand_signups" });

  expect((await documents.list("brand_signups", search as never)).items).toEqual([{ id: "maya", data: signUp }]);
  expect((await readCollections(databases.db)).get(SEARCH_INDEX_COLLECTION)).toEqual(entryBefore);
});

it("gives a mailbox's slot back to its first entry, so a later spelling is flagged as before", async () => {
  const documents = createFirestoreDocumentStore(databases.db);
  const entry = (created_at: string) => ({ created_at, mailboxSlot: "jodup" });
  await documents.createInSlot("brand_signups", "jo.dup", entry("2026-05-01"), "jodup");
  await documents.createInSlot("brand_signups", "j.odup", entry("2026-05-02"), null);
  const backup = await backupOf();
  expect(await documents.delete("brand_signups", "jo.dup")).toBe(true);
  expect(await documents.delete("brand_signups", "j.odup")).toBe(true);

  // A marker left behind for an entry that is gone: the restore gives the slot to the first entry there.
  await databases.db
    .collection(SEARCH_INDEX_COLLECTION)
    .doc("brand_signups__jodup")
    .set({ collection: "brand_signups", tokens: [], order: null, holder: "gone" });

  await restoreMissing(live, backup, { collections: (name) => name === "brand_signups" });

  expect(await documents.createInSlot("brand_signups", "jodup", entry("2026-05-03"), "jodup")).toEqual({
    kind: "held",
    by: "jo.dup",
  });
  // The mailbox's own spelling, there now, names the first on its search entry: still held after the first goes.
  await documents.createInSlot("brand_signups", "jodup", entry("2026-05-03"), null);
  await restoreMissing(live, backup, { collections: (name) => name === "brand_signups" });
  expect(await documents.delete("brand_signups", "jo.dup")).toBe(true);
  expect(await documents.createInSlot("brand_signups", "jo.d.up", entry("2026-05-04"), "jodup")).toEqual({
    kind: "held",
    by: "jodup",
  });
});

it("keeps tokens an older backup holds on the document off the restored document", async () => {
  const stored = { name: "Old Record", email: "old@example.com", createdAt: "2025-01-01" };
  const old = new Map([["contact_messages", new Map([["old", { ...stored, searchTokens: ["stale"] }]])]]);
  await restoreMissing(live, { databases: new Map([[DEFAULT_DATABASE, old]]), objects: new Map() });
  const restored = await readCollections(databases.db);
  expect(restored.get("contact_messages")?.get("old")).toEqual(stored);
  expect(restored.get(SEARCH_INDEX_COLLECTION)?.get("contact_messages__old")?.tokens).toEqual(
    searchTokensFor.contactMessage(stored),
  );
});
