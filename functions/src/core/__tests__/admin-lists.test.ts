import { beforeEach, describe, expect, it } from "vitest";
import { searchTokensForList } from "~/shared/admin-lists";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { listAdminItems, getAdminItem } from "../handlers/admin-lists";
import { adminOverview, countAdminList } from "../handlers/admin-overview";

let ports: TestPorts;
const asAdmin = { caller: callers.admin };

const application = (n: number, fields: Record<string, unknown> = {}) => ({
  firstName: `Person${n}`,
  lastName: "Example",
  email: `person${n}@example.com`,
  niche: n % 2 === 0 ? "Food" : "Travel",
  status: n % 3 === 0 ? "approved_pro" : "pending",
  submittedAt: "2026-04-20T10:00:00.000Z",
  uploadedFiles: [],
  ...fields,
});

beforeEach(() => {
  ports = createTestPorts();
});

async function page(input: Record<string, unknown>) {
  const result = await listAdminItems(input, asAdmin, ports);
  if (result.status !== 200) throw new Error(`expected a page, got ${JSON.stringify(result.body)}`);
  return result.body;
}

describe("admin lists", () => {
  it("filters by status and searches by token, paging the filtered view exactly (same timestamps)", async () => {
    for (let n = 0; n < 130; n += 1) {
      const stored = application(n);
      const searchTokens = searchTokensForList("creator-applications", stored);
      await ports.documents.set("creator_applications", `a${n}`, { ...stored, searchTokens });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page({
        list: "creator-applications",
        status: "pending",
        search: "FOOD",
        cursor,
      });
      expect(next.items.length).toBeLessThanOrEqual(50);
      seen.push(...next.items.map((item) => String(item.id)));
      cursor = next.nextCursor;
    } while (cursor);
    const expected = Array.from({ length: 130 }, (_, n) => n).filter((n) => n % 2 === 0 && n % 3 !== 0);
    expect(seen.sort()).toEqual(expected.map((n) => `a${n}`).sort());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("never sends the search index to the browser", async () => {
    await ports.documents.set("creator_applications", "a1", { ...application(1), searchTokens: ["person1"] });
    const listed = await page({ list: "creator-applications", search: "person1" });
    expect(listed.items).toEqual([expect.not.objectContaining({ searchTokens: expect.anything() })]);
    expect(await getAdminItem({ list: "creator-applications", id: "a1" }, asAdmin, ports)).toEqual({
      status: 200,
      body: expect.not.objectContaining({ searchTokens: expect.anything() }),
    });
    expect(await getAdminItem({ list: "creator-applications", id: "gone" }, asAdmin, ports)).toMatchObject({
      status: 404,
    });
  });

  it("lists newsletter subscribers by the status of their consent record", async () => {
    const subscriber = (status: string, createdAt: string) => ({
      email: `${status}@x.co`,
      createdAt,
      consent: { status },
    });
    await ports.documents.set("newsletter_subscribers", "c", subscriber("confirmed", "2026-04-01"));
    await ports.documents.set("newsletter_subscribers", "u", subscriber("unconfirmed", "2026-04-02"));
    await ports.documents.set("newsletter_subscribers", "x", subscriber("unsubscribed", "2026-04-03"));
    const ids = async (status?: string) =>
      (await page({ list: "newsletter-subscribers", status })).items.map((item) => item.id);
    expect(await ids()).toEqual(["x", "u", "c"]);
    expect(await ids("confirmed")).toEqual(["c"]);
    expect(await ids("unsubscribed")).toEqual(["x"]);
    expect(await countAdminList({ list: "newsletter-subscribers" }, asAdmin, ports)).toEqual({
      status: 200,
      body: { total: 3, byStatus: { confirmed: 1, unconfirmed: 1, unsubscribed: 1 } },
    });
  });

  it("refuses unknown lists, statuses of another list, and a status on a list without one", async () => {
    expect(await listAdminItems({ list: "constructor" }, asAdmin, ports)).toMatchObject({ status: 404 });
    expect(await listAdminItems({ list: "brand-signups", status: "approved_pro" }, asAdmin, ports)).toEqual({
      status: 400,
      body: { error: "Status must be one of: pending, contacted, meeting_scheduled, converted, not_interested" },
    });
    expect(await listAdminItems({ list: "contact-messages", status: "pending" }, asAdmin, ports)).toMatchObject({
      status: 400,
    });
    expect(await listAdminItems({ list: "creator-applications", search: "a\u202Eb" }, asAdmin, ports)).toEqual({
      status: 400,
      body: { error: "Search contains characters that are not allowed" },
    });
  });
});

describe("counts and overview", () => {
  it("counts per status with aggregate counts, never by listing", async () => {
    for (let n = 0; n < 9; n += 1) await ports.documents.set("creator_applications", `a${n}`, application(n));
    const listed: string[] = [];
    const list = ports.documents.list.bind(ports.documents);
    ports.documents.list = async (collection, query) => {
      listed.push(collection);
      return list(collection, query);
    };
    expect(await countAdminList({ list: "creator-applications" }, asAdmin, ports)).toEqual({
      status: 200,
      body: { total: 9, byStatus: { pending: 6, approved_rising_star: 0, approved_pro: 3, rejected: 0 } },
    });
    expect((await adminOverview({}, asAdmin, ports)).status).toBe(200);
    expect(listed).toEqual([]);
  });

  it("buckets applications and sign-ups into 12 London weeks starting on Monday", async () => {
    // The clock reads Friday 1 May 2026, 09:00 UTC (10:00 BST): the current week began Monday 27 April.
    await ports.documents.set(
      "creator_applications",
      "this-monday",
      application(1, { submittedAt: "2026-04-26T23:00:00.000Z" }),
    );
    await ports.documents.set(
      "creator_applications",
      "last-sunday",
      application(2, { submittedAt: "2026-04-26T22:59:59.999Z" }),
    );
    await ports.documents.set(
      "creator_applications",
      "too-old",
      application(3, { submittedAt: "2026-01-01T00:00:00.000Z" }),
    );
    await ports.documents.set("brand_signups", "b", { status: "pending", created_at: "2026-04-30T12:00:00.000Z" });
    const result = await adminOverview({}, asAdmin, ports);
    if (result.status !== 200) throw new Error("expected the overview");
    const { weekly, applications, brandSignups } = result.body;
    expect(weekly).toHaveLength(12);
    expect(weekly.at(-1)).toEqual({ weekStart: "2026-04-27", applications: 1, brandSignups: 1 });
    expect(weekly.at(-2)).toEqual({ weekStart: "2026-04-20", applications: 1, brandSignups: 0 });
    expect(weekly.reduce((sum, week) => sum + week.applications, 0)).toBe(2);
    expect(applications.total).toBe(3);
    expect(brandSignups.byStatus.pending).toBe(1);
  });
});
