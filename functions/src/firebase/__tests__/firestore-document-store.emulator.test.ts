import { beforeEach, describe, expect, it } from "vitest";
import { describeDocumentStoreContract } from "@testing/contracts/document-store-contract";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { SEARCH_INDEX_COLLECTION } from "../adapters/firestore-search-index";
import { emulatorFirestore } from "@testing/emulators/firestore-app";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";

const emulators = await officialEmulators();
announceSkip(
  "Firestore adapter on the official Firestore emulator",
  emulators.firestore ? null : emulators.firestoreSkipReason,
);
if (emulators.firestore)
  announceRun(
    "DocumentStore contract of the Firestore adapter",
    `Google's Firestore emulator at ${emulators.firestore}`,
  );

/** Every case starts from an empty database (the emulator's own reset endpoint). */
const emptyDatabase = () =>
  fetch(`http://${emulators.firestore}/emulator/v1/projects/demo-ugc-marketplace/databases/(default)/documents`, {
    method: "DELETE",
  });

describe.skipIf(!emulators.firestore)(
  `official Firestore emulator${emulators.firestore ? "" : ` (skipped: ${emulators.firestoreSkipReason})`}`,
  () => {
    describeDocumentStoreContract("Firestore adapter on the official Firestore emulator", async () => {
      const { db, close } = emulatorFirestore(emulators.firestore!);
      await emptyDatabase();
      return { store: createFirestoreDocumentStore(db), cleanup: close };
    });
  },
);

describe.skipIf(!emulators.firestore)("the Firestore adapter's search index", () => {
  beforeEach(emptyDatabase);

  it("keeps searchTokens off the documents, in search_index, in step with every write and delete", async () => {
    const { db, close } = emulatorFirestore(emulators.firestore!);
    const store = createFirestoreDocumentStore(db);
    const raw = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).data();
    const entry = (collection: string, id: string) => raw(SEARCH_INDEX_COLLECTION, `${collection}__${id}`);
    try {
      const id = await store.create("contact_messages", {
        createdAt: "2026-05-01",
        name: "Ann",
        searchTokens: ["ann"],
      });
      expect(await raw("contact_messages", id)).toEqual({ createdAt: "2026-05-01", name: "Ann" });
      expect(await entry("contact_messages", id)).toEqual({
        collection: "contact_messages",
        tokens: ["ann"],
        order: "2026-05-01",
      });
      await store.set("adminAudit", "a1", { at: "2026-05-02", searchTokens: ["ad"] });
      await store.upsert("brand_signups", "b1", {
        onCreate: { created_at: "2026-05-03", searchTokens: ["bo"] },
        onUpdate: {},
      });
      for (const [collection, key] of [
        ["adminAudit", "a1"],
        ["brand_signups", "b1"],
      ] as const) {
        expect(await raw(collection, key)).not.toHaveProperty("searchTokens");
        expect(await entry(collection, key)).toBeDefined();
      }
      // A document stored with the tokens on it: rewriting its tokens moves them.
      await db
        .collection("adminAudit")
        .doc("old")
        .set({ at: "2026-04-01", searchTokens: ["ol"] });
      expect(await store.update("adminAudit", "old", { searchTokens: ["ol", "old"] })).toBe(true);
      expect(await raw("adminAudit", "old")).toEqual({ at: "2026-04-01" });
      expect((await entry("adminAudit", "old"))?.tokens).toEqual(["ol", "old"]);
      expect(await store.delete("contact_messages", id)).toBe(true);
      expect(await entry("contact_messages", id)).toBeUndefined();
      expect(await store.delete("contact_messages", id)).toBe(false);
    } finally {
      await close();
    }
  });

  it("keeps a mailbox slot's marker in the search index, where no search finds it, until its entry is deleted", async () => {
    const { db, close } = emulatorFirestore(emulators.firestore!);
    const store = createFirestoreDocumentStore(db);
    const entry = (id: string) => db.collection(SEARCH_INDEX_COLLECTION).doc(`brand_signups__${id}`).get();
    const signUp = { created_at: "2026-05-03", email: "jo.dup@gmail.com", mailboxSlot: "slot", searchTokens: ["jo"] };
    try {
      expect(await store.createInSlot("brand_signups", "jo.dup", signUp, "slot")).toEqual({ kind: "created" });
      expect((await entry("jo.dup")).data()).toEqual({
        collection: "brand_signups",
        tokens: ["jo"],
        order: "2026-05-03",
      });
      expect((await entry("slot")).data()).toEqual({
        collection: "brand_signups",
        tokens: [],
        order: null,
        holder: "jo.dup",
      });
      const search = [{ field: "searchTokens", op: "array-contains", value: "jo" }] as const;
      const found = await store.list("brand_signups", { orderBy: "created_at", limit: 10, where: [...search] });
      expect(found.items.map(({ id }) => id)).toEqual(["jo.dup"]);
      expect(await store.count("brand_signups", [...search])).toBe(1);
      expect(await store.count("brand_signups")).toBe(1);
      expect(await store.delete("brand_signups", "jo.dup")).toBe(true);
      expect((await entry("jo.dup")).exists).toBe(false);
      expect((await entry("slot")).exists).toBe(false);
    } finally {
      await close();
    }
  });
});
