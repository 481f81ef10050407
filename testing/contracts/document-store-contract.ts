import { afterEach, beforeEach, describe, expect } from "vitest";
import { contractCase, type ContractOptions } from "./contract-case";
import {
  InvalidCursorError,
  type DocumentStore,
  type Filter,
  type ListPage,
  type ListQuery,
} from "@functions/core/ports";

export interface DocumentStoreHarness {
  store: DocumentStore;
  cleanup?: () => Promise<void> | void;
}

const waitFor = async (check: () => boolean, timeoutMs = 2000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("Timed out waiting for a live update");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The behaviour every DocumentStore adapter must have (docs/decisions/0001-backends.md: one suite, every adapter). */
export function describeDocumentStoreContract(
  name: string,
  setup: () => Promise<DocumentStoreHarness> | DocumentStoreHarness,
  options: ContractOptions = {},
) {
  describe(`DocumentStore contract: ${name}`, () => {
    const it = contractCase(options);
    let harness: DocumentStoreHarness;
    let store: DocumentStore;
    beforeEach(async () => {
      harness = await setup();
      store = harness.store;
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    it("creates documents under new ids and reads them back", async () => {
      const first = await store.create("contact_messages", { name: "Ada", createdAt: "2026-01-01T00:00:00.000Z" });
      const second = await store.create("contact_messages", { name: "Bo", createdAt: "2026-01-02T00:00:00.000Z" });
      expect(first).not.toBe(second);
      expect(await store.get("contact_messages", first)).toEqual({
        name: "Ada",
        createdAt: "2026-01-01T00:00:00.000Z",
      });
      expect(await store.get("contact_messages", "missing")).toBeNull();
      expect(await store.get("brand_signups", first)).toBeNull();
    });

    it("set replaces the whole document; update merges and never creates", async () => {
      await store.set("brand_signups", "a", { name: "A", notes: "x" });
      await store.set("brand_signups", "a", { name: "B" });
      expect(await store.get("brand_signups", "a")).toEqual({ name: "B" });
      expect(await store.update("brand_signups", "a", { notes: "y" })).toBe(true);
      expect(await store.get("brand_signups", "a")).toEqual({ name: "B", notes: "y" });
      expect(await store.update("brand_signups", "nope", { notes: "y" })).toBe(false);
      expect(await store.get("brand_signups", "nope")).toBeNull();
    });

    it("delete answers whether there was a document", async () => {
      await store.set("adminLogins", "x", { email: "a@b.co" });
      expect(await store.delete("adminLogins", "x")).toBe(true);
      expect(await store.get("adminLogins", "x")).toBeNull();
      expect(await store.delete("adminLogins", "x")).toBe(false);
    });

    it("upsert creates once, then merges onUpdate and keeps the other fields", async () => {
      const write = (n: number) => ({ onCreate: { email: "a@b.co", status: "pending", n }, onUpdate: { n } });
      expect(await store.upsert("brand_signups", "k", write(1))).toBe("created");
      await store.update("brand_signups", "k", { status: "contacted" });
      expect(await store.upsert("brand_signups", "k", write(2))).toBe("updated");
      expect(await store.get("brand_signups", "k")).toEqual({ email: "a@b.co", status: "contacted", n: 2 });
    });

    it("concurrent upserts of one key yield exactly one document, created once", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          store.upsert("newsletter_subscribers", "same", { onCreate: { n }, onUpdate: { n } }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === "created")).toHaveLength(1);
      const page = await store.list("newsletter_subscribers", { orderBy: "n", limit: 50 });
      expect(page.items).toHaveLength(1);
    });

    it("createInSlot: the mailbox's first spelling holds its slot, later ones are told which entry does", async () => {
      const entry = (n: number, slot: string) => ({ n, created_at: `2026-01-0${n}T00:00:00.000Z`, mailboxSlot: slot });
      // The mailbox's own spelling holds its slot by being there.
      expect(await store.createInSlot("brand_signups", "own", entry(1, "own"), "own")).toEqual({ kind: "created" });
      expect(await store.createInSlot("brand_signups", "own+2", entry(2, "own"), "own")).toEqual({
        kind: "held",
        by: "own",
      });
      expect(await store.get("brand_signups", "own+2")).toBeNull();
      expect(await store.createInSlot("brand_signups", "own+2", entry(2, "own"), null)).toEqual({ kind: "created" });
      expect(await store.createInSlot("brand_signups", "own", entry(3, "own"), "own")).toEqual({ kind: "exists" });
      expect(await store.createInSlot("brand_signups", "own+2", entry(3, "own"), null)).toEqual({ kind: "exists" });
      expect(await store.get("brand_signups", "own")).toEqual(entry(1, "own"));

      // Another spelling first: it holds the slot with a marker, which is no document of the list.
      expect(await store.createInSlot("brand_signups", "k+1", entry(4, "k"), "k")).toEqual({ kind: "created" });
      expect(await store.createInSlot("brand_signups", "k+2", entry(5, "k"), "k")).toEqual({ kind: "held", by: "k+1" });
      expect(await store.createInSlot("brand_signups", "k", entry(5, "k"), "k")).toEqual({ kind: "held", by: "k+1" });
      expect(await store.get("brand_signups", "k")).toBeNull();
      // The mailbox's own spelling, created without the slot where the marker is: the first still holds it.
      expect(await store.createInSlot("brand_signups", "k", entry(6, "k"), null)).toEqual({ kind: "created" });
      expect(await store.createInSlot("brand_signups", "k+3", entry(7, "k"), "k")).toEqual({ kind: "held", by: "k+1" });
      const listed = await store.list("brand_signups", { orderBy: "created_at", limit: 10 });
      expect(listed.items.map(({ id }) => id)).toEqual(["k", "k+1", "own+2", "own"]);
    });

    it("createVersioned / updateAtVersion: a compare-and-set on the create that nothing has written over", async () => {
      const receipt = (state: string) => ({ state, firstAt: "2026-01-01T00:00:00.000Z" });
      const version = await store.createVersioned("submission_receipts", "v1", receipt("pending"));
      expect(version).toEqual(expect.any(String));
      expect(await store.createVersioned("submission_receipts", "v1", receipt("other"))).toBeNull();
      expect(await store.get("submission_receipts", "v1")).toEqual(receipt("pending"));
      expect(await store.updateAtVersion("submission_receipts", "v1", version!, { state: "stored" })).toBe("updated");
      expect(await store.get("submission_receipts", "v1")).toEqual(receipt("stored"));
      // Written since (by the update above, or by anything else): the version no longer holds.
      expect(await store.updateAtVersion("submission_receipts", "v1", version!, { state: "failed" })).toBe(
        "condition_failed",
      );
      const other = await store.createVersioned("submission_receipts", "v2", receipt("pending"));
      await store.update("submission_receipts", "v2", { state: "taken over" });
      expect(await store.updateAtVersion("submission_receipts", "v2", other!, { state: "stored" })).toBe(
        "condition_failed",
      );
      expect(await store.get("submission_receipts", "v2")).toEqual(receipt("taken over"));
      await store.delete("submission_receipts", "v2");
      expect(await store.updateAtVersion("submission_receipts", "v2", other!, { state: "stored" })).not.toBe("updated");
    });

    it("createInSlot: an outbox entry given is written with the entry, and not at all when the entry is not", async () => {
      const entry = { created_at: "2026-01-01T00:00:00.000Z", mailboxSlot: "q" };
      const mail = (n: number) => ({ message: null, statusLinksFor: null, createdAt: `2026-01-0${n}T00:00:00.000Z` });
      const queued = async () =>
        (await store.list("outbox", { orderBy: "createdAt", limit: 10 })).items.map(({ data }) => data);
      expect(await store.createInSlot("newsletter_subscribers", "q", entry, "q", mail(1))).toEqual({ kind: "created" });
      expect(await queued()).toEqual([mail(1)]);
      // Refused, whichever way: nothing of it is written.
      expect(await store.createInSlot("newsletter_subscribers", "q", entry, "q", mail(2))).toEqual({ kind: "exists" });
      expect(await store.createInSlot("newsletter_subscribers", "q+1", entry, "q", mail(3))).toEqual({
        kind: "held",
        by: "q",
      });
      expect(await queued()).toEqual([mail(1)]);
      expect(await store.createInSlot("newsletter_subscribers", "q+1", entry, null, mail(4))).toEqual({
        kind: "created",
      });
      expect(await queued()).toEqual([mail(4), mail(1)]);
    });

    it("createInSlot: deleting the entry that holds a slot, by its place or by a marker, frees it", async () => {
      const entry = { created_at: "2026-01-01T00:00:00.000Z", mailboxSlot: "m" };
      await store.createInSlot("newsletter_subscribers", "m+1", entry, "m");
      expect(await store.createInSlot("newsletter_subscribers", "m+2", entry, "m")).toEqual({
        kind: "held",
        by: "m+1",
      });
      expect(await store.createInSlot("newsletter_subscribers", "m+2", entry, null)).toEqual({ kind: "created" });
      // A later spelling's entry, deleted, leaves the marker of the first where it is.
      expect(await store.delete("newsletter_subscribers", "m+2")).toBe(true);
      expect(await store.createInSlot("newsletter_subscribers", "m+3", entry, "m")).toEqual({
        kind: "held",
        by: "m+1",
      });
      expect(await store.delete("newsletter_subscribers", "m+1")).toBe(true);
      expect(await store.createInSlot("newsletter_subscribers", "m+3", entry, "m")).toEqual({ kind: "created" });
      expect(await store.delete("newsletter_subscribers", "m+3")).toBe(true);
      expect(await store.createInSlot("newsletter_subscribers", "m", entry, "m")).toEqual({ kind: "created" });
      expect(await store.delete("newsletter_subscribers", "m")).toBe(true);
      expect(await store.createInSlot("newsletter_subscribers", "m+4", entry, "m")).toEqual({ kind: "created" });
    });

    it("createInSlot: the slot stays with the mailbox's first entry still there, whichever of its spellings goes", async () => {
      const entry = { created_at: "2026-01-01T00:00:00.000Z", mailboxSlot: "s" };
      const later = () => store.createInSlot("brand_signups", "s+later", entry, "s");
      // The first spelling deleted: the mailbox's own entry, there since, holds the slot by being there.
      await store.createInSlot("brand_signups", "s+1", entry, "s");
      await store.createInSlot("brand_signups", "s", entry, null);
      expect(await store.delete("brand_signups", "s+1")).toBe(true);
      expect(await later()).toEqual({ kind: "held", by: "s" });
      expect(await store.delete("brand_signups", "s")).toBe(true);
      expect(await later()).toEqual({ kind: "created" });
      await store.delete("brand_signups", "s+later");
      // The mailbox's own entry deleted: the first spelling still holds the slot.
      await store.createInSlot("brand_signups", "s+1", entry, "s");
      await store.createInSlot("brand_signups", "s", entry, null);
      await store.update("brand_signups", "s", { searchTokens: ["s"] });
      expect(await store.delete("brand_signups", "s")).toBe(true);
      expect(await later()).toEqual({ kind: "held", by: "s+1" });
      expect(await store.delete("brand_signups", "s+1")).toBe(true);
      expect(await later()).toEqual({ kind: "created" });
    });

    it("createInSlot: of concurrent first spellings of one mailbox exactly one holds the slot", async () => {
      const entry = { created_at: "2026-01-01T00:00:00.000Z", mailboxSlot: "c" };
      const ids = Array.from({ length: 8 }, (_, n) => `c+${n}`);
      const outcomes = await Promise.all(ids.map((id) => store.createInSlot("brand_signups", id, entry, "c")));
      const created = ids.filter((_, n) => outcomes[n]!.kind === "created");
      expect(created).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === "held")).toEqual(
        Array.from({ length: 7 }, () => ({ kind: "held", by: created[0] })),
      );
    });

    it("updateIf changes the document only when the condition holds, and only once under concurrency", async () => {
      await store.set("creator_applications", "app", { status: "pending", firstName: "Ada" });
      expect(
        await store.updateIf(
          "creator_applications",
          "missing",
          { field: "status", equals: "pending" },
          { status: "x" },
        ),
      ).toBe("not_found");
      const outcomes = await Promise.all(
        ["approved_pro", "approved_rising_star", "approved_pro"].map((status) =>
          store.updateIf("creator_applications", "app", { field: "status", equals: "pending" }, { status }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === "updated")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === "condition_failed")).toHaveLength(2);
      const stored = await store.get<{ status: string; firstName: string }>("creator_applications", "app");
      expect(stored?.firstName).toBe("Ada");
      expect(stored?.status).toMatch(/^approved_/);
    });

    it("upsert with an empty onUpdate leaves an existing document exactly as it was", async () => {
      const entry = { email: "a@b.co", name: "First", status: "pending" };
      expect(await store.upsert("brand_signups", "same", { onCreate: entry, onUpdate: {} })).toBe("created");
      expect(
        await store.upsert("brand_signups", "same", { onCreate: { ...entry, name: "Second" }, onUpdate: {} }),
      ).toBe("updated");
      expect(await store.get("brand_signups", "same")).toEqual(entry);
    });

    it("updateIf compares a missing field as undefined, so a first counter can be set once", async () => {
      await store.set("brand_signups", "k", { email: "a@b.co" });
      const outcomes = await Promise.all(
        [1, 1, 1].map((count) =>
          store.updateIf("brand_signups", "k", { field: "repeat_count", equals: undefined }, { repeat_count: count }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === "updated")).toHaveLength(1);
      expect(
        await store.updateIf("brand_signups", "k", { field: "repeat_count", equals: 1 }, { repeat_count: 2 }),
      ).toBe("updated");
      expect(await store.get("brand_signups", "k")).toEqual({ email: "a@b.co", repeat_count: 2 });
    });

    it("lists newest first with a limit and a cursor that walks every document once", async () => {
      for (let day = 1; day <= 7; day += 1) {
        await store.set("contact_messages", `m${day}`, { createdAt: `2026-03-0${day}T10:00:00.000Z` });
      }
      await store.set("contact_messages", "tie-a", { createdAt: "2026-03-04T10:00:00.000Z" });
      await store.set("brand_signups", "other", { createdAt: "2026-03-09T10:00:00.000Z" });
      const first = await store.list("contact_messages", { orderBy: "createdAt", limit: 3 });
      expect(first.items.map((item) => item.id)).toEqual(["m7", "m6", "m5"]);
      expect(first.nextCursor).not.toBeNull();
      const seen = [...first.items.map((item) => item.id)];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await store.list("contact_messages", { orderBy: "createdAt", limit: 3, cursor });
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(["m7", "m6", "m5", "tie-a", "m4", "m3", "m2", "m1"]);
      const all = await store.list("contact_messages", { orderBy: "createdAt", limit: 50 });
      expect(all.items).toHaveLength(8);
      expect(all.nextCursor).toBeNull();
      expect(all.items[0]?.data).toEqual({ createdAt: "2026-03-07T10:00:00.000Z" });
    });

    it("rejects a cursor it did not issue", async () => {
      await expect(
        store.list("contact_messages", { orderBy: "createdAt", limit: 5, cursor: "not-a-cursor" }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it("pages 120 documents with only 3 distinct timestamps: each exactly once, newest first, ties by id", async () => {
      const times = ["2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-03T10:00:00.000Z"];
      const expected: string[] = [];
      for (let n = 0; n < 120; n += 1) {
        const createdAt = times[n % 3]!;
        const id = await store.create("contact_messages", { createdAt, n });
        expected.push(`${createdAt}|${id}`);
      }
      expected.sort().reverse();
      for (const limit of [50, 7, 1]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page: ListPage = await store.list("contact_messages", { orderBy: "createdAt", limit, cursor });
          expect(page.items.length).toBeLessThanOrEqual(limit);
          seen.push(...page.items.map((item) => `${String(item.data.createdAt)}|${item.id}`));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor && pages < 200);
        expect(seen).toEqual(expected);
        expect(pages).toBe(Math.ceil(120 / limit));
      }
    });

    it("modify is an atomic read-modify-write: concurrent increments are all counted", async () => {
      await store.set("brand_signups", "counted", { count: 0, name: "Ada" });
      // Eight at once show a lost update; twenty queued on one document outlast the Firestore emulator's lock timeout
      // on a busy machine (ABORTED after the SDK's retries). Every one is awaited, so none is left running into the
      // next test.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          store.modify("brand_signups", "counted", (current) => ({ count: (current.count as number) + 1 })),
        ),
      );
      expect(outcomes).toEqual(Array.from({ length: 8 }, () => ({ status: "fulfilled", value: "updated" })));
      expect(await store.get("brand_signups", "counted")).toEqual({ count: 8, name: "Ada" });
      expect(await store.modify("brand_signups", "counted", () => null)).toBe("unchanged");
      expect(await store.modify("brand_signups", "absent", () => ({ count: 1 }))).toBe("not_found");
      expect(await store.get("brand_signups", "absent")).toBeNull();
    });

    it("modify with a document to start from creates a missing one: concurrent first increments are all counted", async () => {
      const start = { count: 0, name: "Ada" };
      const increment = (current: Record<string, unknown>) => ({ count: (current.count as number) + 1 });
      expect(await store.modify("brand_signups", "from-nothing", () => null, start)).toBe("unchanged");
      expect(await store.get("brand_signups", "from-nothing")).toBeNull();
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => store.modify("brand_signups", "from-nothing", increment, start)),
      );
      expect(outcomes.filter((outcome) => outcome === "created")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === "updated")).toHaveLength(3);
      expect(await store.get("brand_signups", "from-nothing")).toEqual({ count: 4, name: "Ada" });
    });

    it("filters with ==, array-contains and dotted paths, and pages through the filtered view exactly", async () => {
      for (let n = 0; n < 30; n += 1) {
        await store.set("brand_signups", `s${String(n).padStart(2, "0")}`, {
          created_at: `2026-04-0${1 + (n % 3)}T10:00:00.000Z`,
          status: n % 2 === 0 ? "pending" : "contacted",
          searchTokens: n % 5 === 0 ? ["glow", "gl"] : ["oat"],
          consent: { status: n % 3 === 0 ? "confirmed" : "unconfirmed" },
        });
      }
      const where: Filter[] = [
        { field: "status", op: "==", value: "pending" },
        { field: "searchTokens", op: "array-contains", value: "glow" },
      ];
      const ids = async (query: Omit<ListQuery, "orderBy">) =>
        (await store.list("brand_signups", { orderBy: "created_at", ...query })).items.map((item) => item.id);
      // n even and a multiple of 5: 0, 10, 20 (dates 04-01, 04-02, 04-03).
      expect(await ids({ limit: 50, where })).toEqual(["s20", "s10", "s00"]);
      const first = await store.list("brand_signups", { orderBy: "created_at", limit: 2, where });
      expect(first.items.map((item) => item.id)).toEqual(["s20", "s10"]);
      expect(await ids({ limit: 2, where, cursor: first.nextCursor })).toEqual(["s00"]);
      expect(await ids({ limit: 50, where: [{ field: "consent.status", op: "==", value: "confirmed" }] })).toHaveLength(
        10,
      );
      expect(await ids({ limit: 50, where: [{ field: "searchTokens", op: "array-contains", value: "g" }] })).toEqual(
        [],
      );
      expect(await store.count("brand_signups", where)).toBe(3);
      expect(await store.count("brand_signups", [{ field: "status", op: "==", value: "contacted" }])).toBe(15);
      expect(await store.count("brand_signups")).toBe(30);
      expect(await store.count("contact_messages")).toBe(0);
    });

    it("array-contains follows every kind of write: create, set, update, updateIf, upsert, delete", async () => {
      const found = async (token: string) =>
        (
          await store.list("contact_messages", {
            orderBy: "createdAt",
            limit: 10,
            where: [{ field: "searchTokens", op: "array-contains", value: token }],
          })
        ).items
          .map((item) => item.id)
          .sort();
      const created = await store.create("contact_messages", { createdAt: "1", searchTokens: ["ann", "an"] });
      await store.set("contact_messages", "set", { createdAt: "2", searchTokens: ["ann"] });
      expect(await found("ann")).toEqual([created, "set"].sort());
      await store.update("contact_messages", created, { searchTokens: ["bob"] });
      await store.set("contact_messages", "set", { createdAt: "2" });
      expect(await found("ann")).toEqual([]);
      expect(await found("bob")).toEqual([created]);
      await store.updateIf("contact_messages", created, { field: "createdAt", equals: "1" }, { searchTokens: ["cy"] });
      await store.upsert("contact_messages", "up", {
        onCreate: { createdAt: "3", searchTokens: ["cy"] },
        onUpdate: {},
      });
      expect(await found("cy")).toEqual([created, "up"].sort());
      await store.upsert("contact_messages", "up", { onCreate: {}, onUpdate: { searchTokens: ["dee"] } });
      await store.delete("contact_messages", created);
      expect(await found("cy")).toEqual([]);
      expect(await found("dee")).toEqual(["up"]);
      expect(
        await store.count("contact_messages", [{ field: "searchTokens", op: "array-contains", value: "dee" }]),
      ).toBe(1);
      expect(await store.count("brand_signups", [{ field: "searchTokens", op: "array-contains", value: "dee" }])).toBe(
        0,
      );
    });

    it("compares values with their type, and a missing field matches nothing, not even null", async () => {
      await store.set("adminAudit", "text", { at: "2026-01-01", value: "1", flag: "true" });
      await store.set("adminAudit", "number", { at: "2026-01-02", value: 1, flag: true, empty: null });
      await store.set("adminAudit", "array", { at: "2026-01-03", value: ["1"], flag: false });
      const idsWhere = async (filter: Filter) =>
        (await store.list("adminAudit", { orderBy: "at", limit: 10, where: [filter] })).items.map((item) => item.id);
      expect(await idsWhere({ field: "value", op: "==", value: "1" })).toEqual(["text"]);
      expect(await idsWhere({ field: "value", op: "==", value: 1 })).toEqual(["number"]);
      expect(await idsWhere({ field: "flag", op: "==", value: true })).toEqual(["number"]);
      expect(await idsWhere({ field: "flag", op: "==", value: false })).toEqual(["array"]);
      expect(await idsWhere({ field: "empty", op: "==", value: null })).toEqual(["number"]);
      expect(await idsWhere({ field: "value", op: "array-contains", value: "1" })).toEqual(["array"]);
      expect(await store.count("adminAudit", [{ field: "missing", op: "==", value: null }])).toBe(0);
    });

    it("counts and lists a range of the order field, [from, to)", async () => {
      for (let day = 1; day <= 9; day += 1) {
        await store.set("creator_applications", `a${day}`, { submittedAt: `2026-05-0${day}T00:00:00.000Z` });
      }
      const week: Filter[] = [
        { field: "submittedAt", op: ">=", value: "2026-05-03T00:00:00.000Z" },
        { field: "submittedAt", op: "<", value: "2026-05-07T00:00:00.000Z" },
      ];
      expect(await store.count("creator_applications", week)).toBe(4);
      const page = await store.list("creator_applications", { orderBy: "submittedAt", limit: 3, where: week });
      expect(page.items.map((item) => item.id)).toEqual(["a6", "a5", "a4"]);
      const rest = await store.list("creator_applications", {
        orderBy: "submittedAt",
        limit: 3,
        where: week,
        cursor: page.nextCursor,
      });
      expect(rest.items.map((item) => item.id)).toEqual(["a3"]);
      expect(rest.nextCursor).toBeNull();
    });

    it("watches exactly the page after a cursor, in a filtered view, with its next cursor", async () => {
      const add = (id: string, day: number, status = "pending") =>
        store.set("creator_applications", id, { submittedAt: `2026-06-${String(day).padStart(2, "0")}`, status });
      for (let day = 10; day <= 15; day += 1) await add(`p${day}`, day);
      await add("approved", 12, "approved_pro");
      const where: Filter[] = [{ field: "status", op: "==", value: "pending" }];
      const query = { orderBy: "submittedAt", limit: 2, where };
      const first = await store.list("creator_applications", query);
      expect(first.items.map((item) => item.id)).toEqual(["p15", "p14"]);
      const snapshots: Array<{ ids: string[]; nextCursor: string | null }> = [];
      const stop = store.watch("creator_applications", { ...query, cursor: first.nextCursor }, (items, nextCursor) =>
        snapshots.push({ ids: items.map((item) => item.id), nextCursor }),
      );
      await waitFor(() => snapshots.length >= 1);
      expect(snapshots[0]!.ids).toEqual(["p13", "p12"]);
      expect(snapshots[0]!.nextCursor).not.toBeNull();
      const third = await store.list("creator_applications", { ...query, cursor: snapshots[0]!.nextCursor });
      expect(third.items.map((item) => item.id)).toEqual(["p11", "p10"]);
      // A newer document does not move a page that starts after a fixed cursor; one inside it does.
      await add("p16", 16);
      await add("p13b", 13);
      await waitFor(() => snapshots.at(-1)?.ids.includes("p13b") === true);
      expect(snapshots.at(-1)!.ids).toEqual(["p13b", "p13"]);
      stop();
      expect(() => store.watch("creator_applications", { ...query, cursor: "nope" }, () => {})).toThrow(
        InvalidCursorError,
      );
    });

    it("watch delivers the current page, then every change, until unsubscribed", async () => {
      await store.set("contact_messages", "old", { createdAt: "2026-01-01T00:00:00.000Z" });
      const snapshots: string[][] = [];
      const unsubscribe = store.watch("contact_messages", { orderBy: "createdAt", limit: 2 }, (items) => {
        snapshots.push(items.map((item) => item.id));
      });
      await waitFor(() => snapshots.length >= 1);
      expect(snapshots[0]).toEqual(["old"]);
      await store.set("contact_messages", "new", { createdAt: "2026-02-01T00:00:00.000Z" });
      await waitFor(() => snapshots.at(-1)?.[0] === "new");
      expect(snapshots.at(-1)).toEqual(["new", "old"]);
      await store.set("brand_signups", "elsewhere", { created_at: "2026-02-01T00:00:00.000Z" });
      await store.delete("contact_messages", "old");
      await waitFor(() => snapshots.at(-1)?.length === 1);
      unsubscribe();
      const count = snapshots.length;
      await store.set("contact_messages", "later", { createdAt: "2026-03-01T00:00:00.000Z" });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(snapshots).toHaveLength(count);
    });
  });
}
