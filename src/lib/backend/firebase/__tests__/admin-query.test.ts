import { describe, expect, it } from "vitest";
import { ADMIN_LIST_LIMIT } from "~/shared/constants";
import { BackendError } from "../../types";
import { pageConstraints, pageFrom, pageQueryPlan, type PageQueryPlan, type PlainDocument } from "../admin-query";
import { decodeCursor, encodeCursor } from "../cursor";

const document = (id: string, created_at: string, extra: object = {}): PlainDocument => ({
  id,
  data: { created_at, status: "pending", ...extra },
});

/** Firestore's answer to a plan, for documents in memory: filters, newest first, ties by id, after the cursor. */
function answer(plan: PageQueryPlan, documents: PlainDocument[]): PlainDocument[] {
  const value = (doc: PlainDocument) => String((doc.data as Record<string, unknown>)[plan.orderBy]);
  const newestFirst = (a: PlainDocument, b: PlainDocument) =>
    value(a) === value(b) ? (a.id < b.id ? 1 : -1) : value(a) < value(b) ? 1 : -1;
  const sorted = [...documents].sort(newestFirst);
  const start = plan.after
    ? sorted.findIndex((doc) => newestFirst(doc, document(plan.after![1], String(plan.after![0]))) > 0)
    : 0;
  return sorted.slice(start < 0 ? sorted.length : start, (start < 0 ? sorted.length : start) + plan.limit);
}

describe("Firebase admin queries", () => {
  it("turns each list's status and search into Firestore filters on its own fields", () => {
    expect(pageQueryPlan("brand-signups", { status: "contacted", search: "  Glow Café " })).toEqual({
      collection: "brand_signups",
      filters: [
        { field: "status", op: "==", value: "contacted" },
        { field: "searchTokens", op: "array-contains", value: "glow cafe" },
      ],
      orderBy: "created_at",
      after: null,
      limit: ADMIN_LIST_LIMIT + 1,
    });
    expect(pageQueryPlan("newsletter-subscribers", { status: "confirmed" })).toMatchObject({
      collection: "newsletter_subscribers",
      filters: [{ field: "consent.status", op: "==", value: "confirmed" }],
      orderBy: "createdAt",
    });
    expect(pageQueryPlan("admin-audit", { status: "export_csv" })).toMatchObject({
      collection: "adminAudit",
      filters: [{ field: "action", op: "==", value: "export_csv" }],
      orderBy: "at",
    });
    expect(pageQueryPlan("creator-applications", {})).toMatchObject({ filters: [], orderBy: "submittedAt" });
    expect(pageQueryPlan("contact-messages", { search: "   " })).toMatchObject({ filters: [] });
  });

  it("filters applications to those with a portrait video, and no other list", () => {
    expect(pageQueryPlan("creator-applications", { status: "pending", portrait: true }).filters).toEqual([
      { field: "hasPortraitVideo", op: "==", value: true },
      { field: "status", op: "==", value: "pending" },
    ]);
    expect(pageQueryPlan("brand-signups", { portrait: true }).filters).toEqual([]);
    expect(pageQueryPlan("creator-applications", { portrait: false }).filters).toEqual([]);
  });

  it("refuses, as the server does, a status the list does not have and any status on a list without one", () => {
    expect(() => pageQueryPlan("contact-messages", { status: "pending" })).toThrow(
      expect.objectContaining({ status: 400, message: "This list has no status filter" }),
    );
    expect(() => pageQueryPlan("brand-signups", { status: "bogus" })).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining("Status must be one of") }),
    );
  });

  it("orders newest first with the document id as tie-breaker and starts after the cursor", () => {
    const plan = pageQueryPlan("brand-signups", {
      status: "pending",
      cursor: encodeCursor("2026-01-02T00:00:00.000Z", "b7"),
    });
    expect(plan?.after).toEqual(["2026-01-02T00:00:00.000Z", "b7"]);
    const constraints = pageConstraints(plan!) as unknown as Array<{ type: string; _field?: { toString(): string } }>;
    expect(constraints.map((constraint) => constraint.type)).toEqual([
      "where",
      "orderBy",
      "orderBy",
      "startAfter",
      "limit",
    ]);
    expect(constraints.filter((c) => c.type === "orderBy").map((c) => String(c._field))).toEqual([
      "created_at",
      "__name__",
    ]);
  });

  it("pages through documents sharing timestamps exactly once each, 50 at a time", () => {
    const documents = Array.from({ length: 120 }, (_, index) =>
      document(`id-${String(index).padStart(3, "0")}`, `2026-01-0${(index % 3) + 1}T00:00:00.000Z`),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const plan = pageQueryPlan("brand-signups", { cursor });
      const page = pageFrom(plan, answer(plan, documents));
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
      if (cursor) expect(page.items).toHaveLength(ADMIN_LIST_LIMIT);
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen.slice(0, 2)).toEqual(["id-119", "id-116"]);
  });

  it("answers items with their ids, without the search index, and no cursor when nothing follows", () => {
    const plan = pageQueryPlan("brand-signups");
    expect(pageFrom(plan, [document("a", "2026-01-01", { name: "Sam", searchTokens: ["s", "sa"] })])).toEqual({
      items: [{ id: "a", created_at: "2026-01-01", status: "pending", name: "Sam" }],
      nextCursor: null,
    });
  });
});

describe("admin page cursors", () => {
  it("carry the sort value and the id, text or number, through any characters", () => {
    for (const [value, id] of [
      ["2026-03-01T10:00:00.000Z", "abc"],
      [42, "ünïcødé/ id"],
      [null, "x"],
    ] as const) {
      expect(decodeCursor(encodeCursor(value, id))).toEqual([value, id]);
    }
    expect(encodeCursor("2026", "a")).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("refuse anything they did not make with 400 Invalid cursor", () => {
    for (const bad of ["", "%%%", btoa("[1]"), btoa('["x", ""]'), btoa('[{"a":1}, "id"]'), btoa("not json")]) {
      expect(() => decodeCursor(bad)).toThrow(BackendError);
      expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ status: 400, message: "Invalid cursor" }));
    }
    expect(() => pageQueryPlan("brand-signups", { cursor: "garbage" })).toThrow("Invalid cursor");
  });
});
