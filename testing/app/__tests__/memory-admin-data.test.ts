import { beforeEach, describe, expect, it } from "vitest";
import type { AdminPage } from "~/lib/backend";
import type { CreatorApplicationDocument } from "~/shared/documents";
import { BRAND_SIGNUP_CONFLICT } from "~/shared/schemas/admin";
import { createMemoryBackend, type MemoryBackend } from "../memory-backend";
import { sampleApplicationDocument } from "@testing/fixtures/sample-application";

let backend: MemoryBackend;

const application = (overrides: Partial<CreatorApplicationDocument>) =>
  sampleApplicationDocument({
    ...{ firstName: "Maya", lastName: "Patel", email: "maya@example.com", postcode: "M1 1AE", niche: "Food" },
    ...{ referralSource: "Other", submittedAt: "2026-03-02T10:00:00.000Z" },
    ...overrides,
  });

beforeEach(() => {
  backend = createMemoryBackend();
  backend.accounts.addAccount({ email: "admin@example.com", password: "pw", admin: true });
  backend.accounts.signInAs("admin@example.com");
});

describe("in-memory admin data", () => {
  it("pages 120 applications with 3 timestamps exactly once each, newest first", async () => {
    const times = ["2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-03T10:00:00.000Z"];
    for (let n = 0; n < 120; n += 1) backend.seed("creator-applications", application({ submittedAt: times[n % 3]! }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminPage<CreatorApplicationDocument> = await backend.adminData.list("creator-applications", {
        cursor,
      });
      seen.push(...page.items.map((item) => `${item.submittedAt} ${item.id}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it("filters by status, searches by token, and counts per status", async () => {
    backend.seed("creator-applications", application({ firstName: "Zoë", email: "zoe@glow.example", niche: "Beauty" }));
    backend.seed("creator-applications", application({ status: "approved_pro" }));
    const pro = await backend.adminData.list("creator-applications", { status: "approved_pro" });
    expect(pro.items.map((item) => item.status)).toEqual(["approved_pro"]);
    for (const search of ["zoe", "ZOË P", "glow.example", "beau"]) {
      const found = await backend.adminData.list("creator-applications", { search });
      expect(found.items.map((item) => item.firstName)).toEqual(["Zoë"]);
    }
    expect(await backend.adminData.counts("creator-applications")).toEqual({
      total: 2,
      byStatus: { pending: 1, approved_rising_star: 0, approved_pro: 1, rejected: 0 },
    });
  });

  it("refuses a stale notes edit with the current sign-up, and audits the change", async () => {
    const at = "2026-03-01T10:00:00.000Z";
    const id = backend.seed("brand-signups", {
      ...{ name: "Sam", company_name: "Glow", email: "sam@glow.example", website: "", status: "pending" },
      ...{ notes: "", email_list_opt_in: false, meeting_signed_up: false, created_at: at, updated_at: at },
    });
    const { updated_at } = await backend.adminData.updateBrandSignup(
      id,
      { notes: "Called" },
      { expectedUpdatedAt: at },
    );
    expect(updated_at > at).toBe(true);
    await expect(
      backend.adminData.updateBrandSignup(id, { notes: "Stale" }, { expectedUpdatedAt: at }),
    ).rejects.toMatchObject({
      status: 409,
      code: "conflict",
      message: BRAND_SIGNUP_CONFLICT,
      details: { notes: "Called" },
    });
    const audit = await backend.adminData.list("admin-audit", { status: "update_brand_signup" });
    expect(audit.items[0]).toMatchObject({
      targetId: id,
      details: { before: { notes: "" }, after: { notes: "Called" } },
    });
  });
});
