import { afterEach, beforeEach, describe, expect } from "vitest";
import { contractCase, type ContractOptions } from "./contract-case";
import { InvalidCursorError, type DocumentStore } from "../ports";

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
