import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backfillSearchTokens } from "~/core/handlers/search-backfill";
import { startMaildevInbox } from "~/testing/maildev-inbox";
import { parseCsv } from "~/testing/parse-csv";
import type { CreatorApplicationDocument } from "~/shared/documents";
import { startRealBackend, type RealBackend } from "~/testing/real-backend";
import type { AdminPage } from "../../types";

let inbox: Awaited<ReturnType<typeof startMaildevInbox>>;
let real: RealBackend;
const TIMES = ["2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-03T10:00:00.000Z"];

beforeAll(async () => {
  inbox = await startMaildevInbox();
  real = await startRealBackend({ smtpPort: inbox.smtpPort });
  // 120 applications on 3 timestamps: exact paging must neither repeat nor skip one.
  for (let n = 0; n < 120; n += 1) {
    await real.server.ports.documents.set("creator_applications", `app-${String(n).padStart(3, "0")}`, {
      ...{ firstName: n % 4 === 0 ? "Maya" : "Sam", lastName: `Patel${n}`, email: `c${n}@example.com` },
      ...{
        niche: "Food",
        status: n % 2 === 0 ? "pending" : "approved_pro",
        uploadedFiles: [],
        submittedAt: TIMES[n % 3],
      },
    });
  }
  await backfillSearchTokens(real.server.ports.documents);
  await real.sessionAs(real.admin);
});
afterAll(async () => {
  await real.close();
  await inbox.stop();
});

describe("the embedded admin client against the real server", () => {
  it("pages a filtered, searched list exactly, newest first, 50 a page", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminPage<CreatorApplicationDocument> = await real.backend.adminData.list("creator-applications", {
        status: "pending",
        cursor,
      });
      seen.push(...page.items.map((item) => `${item.submittedAt}|${item.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(60);
    expect(seen).toEqual([...new Set(seen)].sort().reverse());
    const maya = await real.backend.adminData.list("creator-applications", { search: "maya pat" });
    expect(maya.items).toHaveLength(30);
    expect(maya.items.every((item) => item.firstName === "Maya")).toBe(true);
  });

  it("watches the second page of a filter live, and only that page", async () => {
    const first = await real.backend.adminData.list("creator-applications", { status: "approved_pro" });
    const pages: Array<AdminPage<CreatorApplicationDocument>> = [];
    const stop = real.backend.adminData.watch(
      "creator-applications",
      { status: "approved_pro", cursor: first.nextCursor },
      (page) => pages.push(page),
    );
    await vi.waitFor(() => expect(pages).toHaveLength(1));
    expect(pages[0]!.items).toHaveLength(10);
    expect(pages[0]!.nextCursor).toBeNull();
    const oldest = pages[0]!.items.at(-1)!;
    await real.server.ports.documents.update("creator_applications", oldest.id, { niche: "Changed" });
    await vi.waitFor(() => expect(pages.at(-1)!.items.at(-1)!.niche).toBe("Changed"));
    stop();
  });

  it("answers one record, counts per status and the overview", async () => {
    expect(await real.backend.adminData.get("creator-applications", "app-007")).toMatchObject({
      id: "app-007",
      lastName: "Patel7",
    });
    expect(await real.backend.adminData.get("creator-applications", "missing")).toBeNull();
    expect(await real.backend.adminData.counts("creator-applications")).toEqual({
      total: 120,
      byStatus: { pending: 60, approved_rising_star: 0, approved_pro: 60, rejected: 0 },
    });
    const overview = await real.backend.adminData.overview();
    expect(overview.weekly).toHaveLength(12);
    expect(overview.applications.total).toBe(120);
  });

  it("downloads the filtered CSV through the link it starts", async () => {
    const links: string[] = [];
    const link = { href: "", download: "", rel: "", click: () => links.push(link.href), remove: () => {} };
    // Node has no document: the client's download is a link click, so catch the link and follow it.
    vi.stubGlobal("document", { createElement: () => link, body: { append: () => {} } });
    await real.backend.adminData.exportCsv("creator-applications", { status: "pending", search: "maya" });
    expect(links).toHaveLength(1);
    const rows = parseCsv(await (await fetch(links[0]!)).text());
    expect(rows).toHaveLength(1 + 30);
    expect(rows.slice(1).every((row) => row[3] === "Maya" && row[2] === "Pending")).toBe(true);
  });

  it("shows a sign-up's conflict instead of overwriting it, and erases a contact message", async () => {
    const at = "2026-04-01T00:00:00.000Z";
    const id = await real.server.ports.documents.create("brand_signups", {
      name: "Ola",
      notes: "",
      status: "pending",
      created_at: at,
      updated_at: at,
    });
    const { updated_at } = await real.backend.adminData.updateBrandSignup(
      id,
      { notes: "Mine" },
      { expectedUpdatedAt: at },
    );
    expect(updated_at > at).toBe(true);
    await expect(
      real.backend.adminData.updateBrandSignup(id, { notes: "Stale" }, { expectedUpdatedAt: at }),
    ).rejects.toMatchObject({ status: 409, code: "conflict", details: { id, notes: "Mine", updated_at } });

    const message = await real.server.ports.documents.create("contact_messages", { name: "Del", createdAt: at });
    await real.backend.adminData.deleteContactMessage(message);
    expect(await real.backend.adminData.get("contact-messages", message)).toBeNull();
    await expect(real.backend.adminData.deleteContactMessage(message)).rejects.toMatchObject({ status: 404 });
  });

  it("rejects with the polite e-mail only when asked", async () => {
    const send = (id: string, email: string) =>
      real.server.ports.documents.set("creator_applications", id, {
        ...{ firstName: "Rae", lastName: "Lee", email, status: "pending", uploadedFiles: [], submittedAt: TIMES[0] },
      });
    await send("notify-me", "notify-me@example.com");
    await send("quiet", "quiet@example.com");
    expect(
      await real.backend.api.deleteCreatorApplication({ applicationId: "notify-me", notifyApplicant: true }),
    ).toEqual({
      emailSent: true,
    });
    expect(await real.backend.api.deleteCreatorApplication({ applicationId: "quiet" })).toEqual({ emailSent: false });
    expect((await inbox.to("notify-me@example.com"))[0]?.text).toContain("not been selected this time");
    expect(await inbox.to("quiet@example.com", { timeoutMs: 300 })).toEqual([]);
  });
});
