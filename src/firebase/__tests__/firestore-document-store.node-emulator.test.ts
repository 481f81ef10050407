import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DocumentStore, Filter } from "~/core/ports";
import { describeDocumentStoreContract } from "~/core/contracts/document-store-contract";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { emulatorFirestore } from "../testing/firestore-app";
import { startNodeFirestore, type NodeFirestore } from "../testing/node-firestore";
import { announceSkip, officialEmulators } from "../testing/official-emulators";

/** What `@firestore-emulator/server` cannot do, so the cases that need it are skipped with the reason. */
const NO_CURSORS = "the Node Firestore emulator ignores query cursors (startAfter) and document-id ordering";
const NO_ISOLATION =
  "the Node Firestore emulator's transactions have no isolation, so concurrent compare-and-set cannot be proven there";

const LOOSE_EQUALITY = 'the Node Firestore emulator\'s == compares across types (== 1 also matches "1" and ["1"])';
const SET_MERGES =
  "the Node Firestore emulator merges a whole-document set into the old fields instead of replacing them";

// Google's emulator runs the whole contract (firestore-document-store.emulator.test.ts); this one
// adds nothing then, and stands in only where Google's cannot run.
const google = (await officialEmulators()).firestore;
const skipReason = google ? `Google's Firestore emulator runs the full contract at ${google}` : null;
announceSkip("the Firestore adapter on the Node Firestore emulator", skipReason);

describe.skipIf(skipReason !== null)(
  `the Node Firestore emulator${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    let emulator: NodeFirestore;
    beforeAll(async () => {
      emulator = await startNodeFirestore();
    });
    afterAll(() => emulator.stop());

    describeDocumentStoreContract(
      "Firestore adapter on the Node Firestore emulator",
      () => {
        emulator.clear();
        const { db, close } = emulatorFirestore(emulator.host);
        return { store: createFirestoreDocumentStore(db), cleanup: close };
      },
      {
        unsupported: {
          "set replaces the whole document; update merges and never creates": SET_MERGES,
          "array-contains follows every kind of write: create, set, update, updateIf, upsert, delete": SET_MERGES,
          "lists newest first with a limit and a cursor that walks every document once": NO_CURSORS,
          "pages 120 documents with only 3 distinct timestamps: each exactly once, newest first, ties by id":
            NO_CURSORS,
          "filters with ==, array-contains and dotted paths, and pages through the filtered view exactly": NO_CURSORS,
          "counts and lists a range of the order field, [from, to)": NO_CURSORS,
          "watches exactly the page after a cursor, in a filtered view, with its next cursor": NO_CURSORS,
          "compares values with their type, and a missing field matches nothing, not even null": LOOSE_EQUALITY,
          "updateIf changes the document only when the condition holds, and only once under concurrency": NO_ISOLATION,
          "updateIf compares a missing field as undefined, so a first counter can be set once": NO_ISOLATION,
        },
      },
    );

    /** What the skipped cases cover that this emulator can still prove: filters, counts, first pages, CAS outcomes. */
    describe("Firestore adapter on the Node Firestore emulator: what the skipped cases cover, without cursors", () => {
      let store: DocumentStore;
      let close: () => Promise<void>;
      beforeEach(() => {
        emulator.clear();
        const firestore = emulatorFirestore(emulator.host);
        store = createFirestoreDocumentStore(firestore.db);
        close = firestore.close;
      });
      afterEach(() => close());

      it("filters with == and array-contains, counts with the same filters, and offers a next page", async () => {
        for (let n = 0; n < 12; n += 1) {
          await store.set("brand_signups", `s${String(n).padStart(2, "0")}`, {
            created_at: `2026-04-${String(10 + n)}T10:00:00.000Z`,
            status: n % 2 === 0 ? "pending" : "contacted",
            searchTokens: n % 4 === 0 ? ["glow"] : ["oat"],
          });
        }
        const where: Filter[] = [
          { field: "status", op: "==", value: "pending" },
          { field: "searchTokens", op: "array-contains", value: "glow" },
        ];
        const page = await store.list("brand_signups", { orderBy: "created_at", limit: 2, where });
        expect(page.items.map((item) => item.id)).toEqual(["s08", "s04"]);
        expect(page.nextCursor).not.toBeNull();
        expect(await store.count("brand_signups", where)).toBe(3);
        expect(await store.count("brand_signups", [{ field: "status", op: "==", value: "contacted" }])).toBe(6);
        expect(await store.count("brand_signups")).toBe(12);
      });

      it("counts and lists a range of the order field, and refuses a range on another field", async () => {
        for (let day = 1; day <= 9; day += 1) {
          await store.set("creator_applications", `a${day}`, { submittedAt: `2026-05-0${day}T00:00:00.000Z` });
        }
        const week: Filter[] = [
          { field: "submittedAt", op: ">=", value: "2026-05-03T00:00:00.000Z" },
          { field: "submittedAt", op: "<", value: "2026-05-07T00:00:00.000Z" },
        ];
        expect(await store.count("creator_applications", week)).toBe(4);
        const page = await store.list("creator_applications", { orderBy: "submittedAt", limit: 10, where: week });
        expect(page.items.map((item) => item.id)).toEqual(["a6", "a5", "a4", "a3"]);
        expect(page.nextCursor).toBeNull();
        await expect(store.list("creator_applications", { orderBy: "status", limit: 5, where: week })).rejects.toThrow(
          "Range filters only on the order field",
        );
        await expect(store.list("creator_applications", { orderBy: "a') OR 1", limit: 5 })).rejects.toThrow(
          "Invalid field",
        );
      });

      it("answers each compare-and-set outcome, a missing field comparing as undefined", async () => {
        await store.set("brand_signups", "k", { email: "a@b.co", status: "pending" });
        const cas = (equals: unknown, patch: object) =>
          store.updateIf("brand_signups", "k", { field: "repeat_count", equals }, { ...patch });
        expect(await store.updateIf("brand_signups", "gone", { field: "status", equals: "x" }, {})).toBe("not_found");
        expect(await cas(1, { repeat_count: 5 })).toBe("condition_failed");
        expect(await cas(undefined, { repeat_count: 1 })).toBe("updated");
        expect(await cas(undefined, { repeat_count: 9 })).toBe("condition_failed");
        expect(await cas(1, { repeat_count: 2 })).toBe("updated");
        expect(await store.get("brand_signups", "k")).toEqual({ email: "a@b.co", status: "pending", repeat_count: 2 });
      });

      it("update merges top-level fields and never creates", async () => {
        await store.set("brand_signups", "a", { name: "B", consent: { status: "unconfirmed", nonce: "n1" } });
        expect(await store.update("brand_signups", "a", { consent: { status: "confirmed" }, notes: "y" })).toBe(true);
        expect(await store.get("brand_signups", "a")).toEqual({
          name: "B",
          consent: { status: "confirmed" },
          notes: "y",
        });
        expect(await store.update("brand_signups", "nope", { notes: "y" })).toBe(false);
        expect(await store.get("brand_signups", "nope")).toBeNull();
      });

      it("treats an id Firestore cannot hold (a slash, dots) as no document", async () => {
        await store.set("brand_signups", "a", { name: "A" });
        for (const id of ["a/b", "..", "__x__"]) {
          expect(await store.get("brand_signups", id)).toBeNull();
          expect(await store.update("brand_signups", id, { name: "x" })).toBe(false);
          expect(await store.delete("brand_signups", id)).toBe(false);
        }
      });
    });
  },
);
