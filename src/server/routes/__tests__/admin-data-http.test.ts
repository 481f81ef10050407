import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditDocument } from "~/shared/documents";
import { adminUser, bearer, type TestUser } from "~/testing/auth-users";
import { startMaildevInbox } from "~/testing/maildev-inbox";
import { parseCsv } from "~/testing/parse-csv";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { readLiveList } from "../../live/__tests__/sse-reader";

let inbox: Awaited<ReturnType<typeof startMaildevInbox>>;
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  inbox = await startMaildevInbox();
  [server, admin] = await Promise.all([startTestServer({ smtpPort: inbox.smtpPort }), adminUser()]);
});
afterAll(async () => {
  await server.close();
  await inbox.stop();
});

async function asAdmin(method: string, path: string, body?: unknown) {
  const response = await fetch(server.baseUrl + path, {
    method,
    headers: { ...bearer(admin), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { items?: unknown[] } };
}

const post = (path: string, body: object) =>
  fetch(server.baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function ticket(): Promise<string> {
  return (await asAdmin("POST", "/data/live-tickets")).body.ticket as string;
}

let unique = 0;
const address = (name: string) => `${name}.${Date.now()}.${++unique}@example.com`;

async function apply(firstName: string, email: string): Promise<string> {
  const form = new FormData();
  const fields = { firstName, lastName: "Okafor", email, postcode: "M1 1AE", portfolioUrl: "https://me.example.com" };
  for (const [key, value] of Object.entries({ ...fields, niche: "Pets, Travel", referralSource: "Other" })) {
    form.append(key, value);
  }
  form.append("isUKCreator", "true");
  form.append("newsletterConsent", "false");
  const response = await fetch(`${server.baseUrl}/api/creator-application`, { method: "POST", body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("search through tokens written by the public forms", () => {
  it("finds applications, brand sign-ups and contact messages by name, e-mail, company or niche", async () => {
    const email = address("tobi");
    const id = await apply("Tobi", email);
    const brandEmail = address("sunny");
    await post("/api/subscribe-to-waitlist", {
      ...{ type: "brand", name: "Sunny Day", email: brandEmail, companyName: "Lemonade Stand Ltd" },
      ...{ website: "", "bot-field": "", emailListOptIn: false, "g-recaptcha-response": "" },
    });
    await post("/api/contact-message", { name: "Zed Quill", email: address("zed"), message: "Hello" });

    const search = async (list: string, text: string) =>
      ((await asAdmin("GET", `/data/${list}?search=${encodeURIComponent(text)}`)).body.items ?? []) as Array<
        Record<string, unknown>
      >;
    for (const text of ["tobi okaf", "OKAFOR", email, "pets", "trav"]) {
      expect((await search("creator-applications", text)).map((item) => item.id)).toEqual([id]);
    }
    expect((await search("creator-applications", "tobi okafor x")).length).toBe(0);
    for (const text of ["lemonade stand", "sunny", brandEmail.toUpperCase()]) {
      expect((await search("brand-signups", text)).map((item) => item.email)).toEqual([brandEmail]);
    }
    expect((await search("contact-messages", "quill")).map((item) => item.name)).toEqual(["Zed Quill"]);
    const [found] = await search("creator-applications", "tobi");
    expect(found).not.toHaveProperty("searchTokens");
  });
});

describe("audit of every admin action", () => {
  it("writes who, what, which record and when, before and after for edits", async () => {
    const approved = await apply("Ada", address("ada"));
    const rejected = await apply("Bea", address("bea"));
    expect(
      (await asAdmin("POST", "/api/approve-creator", { applicationId: approved, approvalType: "pro" })).status,
    ).toBe(200);
    expect((await asAdmin("POST", "/api/delete-creator-application", { applicationId: rejected })).status).toBe(200);
    const brand = await server.ports.documents.create("brand_signups", {
      ...{ name: "Cal", email: "cal@example.com", status: "pending", notes: "", meeting_signed_up: false },
      ...{ created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" },
    });
    await asAdmin("PATCH", `/data/brand-signups/${brand}`, { status: "contacted" });
    await asAdmin("PATCH", `/data/brand-signups/${brand}`, { notes: "Rang Cal" });
    await asAdmin("PATCH", `/data/brand-signups/${brand}`, { meeting_signed_up: true });
    await asAdmin("DELETE", `/data/brand-signups/${brand}`);
    const message = await server.ports.documents.create("contact_messages", { name: "D", createdAt: "2026-01-01" });
    await asAdmin("DELETE", `/data/contact-messages/${message}`);
    await (await fetch(`${server.baseUrl}/data/contact-messages/export.csv?ticket=${await ticket()}&search=d`)).text();
    await asAdmin("POST", "/data/admin-logins");

    const entries = async (status: string) =>
      ((await asAdmin("GET", `/data/admin-audit?status=${status}`)).body.items ?? []) as Array<
        AdminAuditDocument & { id: string }
      >;
    const who = { adminUid: admin.uid, adminEmail: admin.email, at: expect.any(String) };
    expect((await entries("approve_creator"))[0]).toMatchObject({
      ...who,
      targetId: approved,
      details: { approvalType: "pro" },
    });
    expect((await entries("delete_creator_application"))[0]).toMatchObject({ ...who, targetId: rejected });
    expect((await entries("update_brand_signup")).slice(0, 3).map((entry) => entry.details)).toEqual([
      { before: { meeting_signed_up: false }, after: { meeting_signed_up: true } },
      { before: { notes: "" }, after: { notes: "Rang Cal" } },
      { before: { status: "pending" }, after: { status: "contacted" } },
    ]);
    expect((await entries("delete_brand_signup"))[0]).toMatchObject({ ...who, targetId: brand });
    expect((await entries("delete_contact_message"))[0]).toMatchObject({ ...who, targetId: message });
    expect((await entries("export_csv"))[0]).toMatchObject({
      ...who,
      targetId: "contact-messages",
      details: { list: "contact-messages", status: null, search: "d" },
    });
    expect((await entries("admin_sign_in"))[0]).toMatchObject({ ...who, targetId: admin.uid });
    expect((await asAdmin("GET", `/data/admin-audit?search=${brand}`)).body.items).toHaveLength(4);
  });
});

describe("brand sign-up conflicts", () => {
  it("answers a stale notes edit with 409, code conflict and the current sign-up", async () => {
    const at = "2026-02-01T00:00:00.000Z";
    const id = await server.ports.documents.create("brand_signups", {
      name: "Eve",
      status: "pending",
      notes: "",
      created_at: at,
      updated_at: at,
    });
    const saved = await asAdmin("PATCH", `/data/brand-signups/${id}`, { notes: "First", expectedUpdatedAt: at });
    expect(saved.status).toBe(200);
    const stale = await asAdmin("PATCH", `/data/brand-signups/${id}`, { notes: "Second", expectedUpdatedAt: at });
    expect(stale).toEqual({
      status: 409,
      body: {
        error: "This sign-up was changed elsewhere. Review the latest version and try again.",
        code: "conflict",
        current: expect.objectContaining({ id, notes: "First", updated_at: saved.body.updated_at }),
      },
    });
  });
});

describe("the polite rejection e-mail, read back from maildev", () => {
  it("arrives only when the box was ticked", async () => {
    const [ticked, unticked] = [address("ticked"), address("unticked")];
    const withMail = await apply("Fay", ticked);
    const without = await apply("Gus", unticked);
    const sent = await asAdmin("POST", "/api/delete-creator-application", {
      applicationId: withMail,
      notifyApplicant: true,
    });
    expect(sent.body).toMatchObject({ ok: true, emailSent: true });
    const quiet = await asAdmin("POST", "/api/delete-creator-application", { applicationId: without });
    expect(quiet.body).toMatchObject({ ok: true, emailSent: false });
    // Each applicant also got the acknowledgement when applying: the rejection is the other one.
    const rejection = (mails: Awaited<ReturnType<typeof inbox.to>>) =>
      mails.filter((mail) => /^Your application to /.test(mail.subject));
    const [mail] = rejection(await inbox.to(ticked, { atLeast: 2 }));
    expect(mail?.subject).toMatch(/^Your application to /);
    expect(mail?.text).toContain("you have not been selected this time");
    expect(mail?.text).toContain("Hi Fay,");
    expect(rejection(await inbox.to(unticked, { atLeast: 2, timeoutMs: 500 }))).toEqual([]);
  });
});

describe("CSV export over HTTP", () => {
  it("streams every row (over 1,000), neutralising formula cells, with UK dates", async () => {
    const names = ["=1+1", "+44 7700", "-5", "@cmd", "\tindent", "\rcarriage", "Plain, with comma"];
    const rows = 1_100;
    for (let n = 0; n < rows; n += 1) {
      await server.ports.documents.set("newsletter_subscribers", `n${String(n).padStart(4, "0")}`, {
        email: `${names[n % names.length]}-${n}@example.com`,
        group: null,
        sourcePage: "/prices",
        createdAt: "2026-08-15T07:05:00.000Z",
        consent: { status: n % 2 === 0 ? "confirmed" : "unconfirmed", policyVersion: "2026-11-21" },
      });
    }
    const response = await fetch(`${server.baseUrl}/data/newsletter-subscribers/export.csv?ticket=${await ticket()}`);
    const table = parseCsv(await response.text());
    expect(table[0]).toEqual([
      "ID",
      "Signed up",
      "Email",
      "Group",
      "Source page",
      "Consent",
      "Confirmed",
      "Unsubscribed",
      "Policy version",
    ]);
    expect(table).toHaveLength(1 + rows);
    const emails = table.slice(1).map((row) => row[2]!);
    expect(new Set(emails).size).toBe(rows);
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      const dangerous = emails.filter((email) => email.startsWith(start));
      expect(dangerous).toEqual([]);
      expect(emails.some((email) => email.startsWith(`'${start}`))).toBe(true);
    }
    expect(emails).toContain("Plain, with comma-6@example.com");
    expect(table[1]![1]).toBe("15/08/2026 08:05");
    const confirmed = await fetch(
      `${server.baseUrl}/data/newsletter-subscribers/export.csv?ticket=${await ticket()}&status=confirmed`,
    );
    expect(parseCsv(await confirmed.text())).toHaveLength(1 + rows / 2);
  });
});

describe("live pages over server-sent events", () => {
  it("streams exactly the filtered page after a cursor, with its next cursor", async () => {
    for (let n = 0; n < 5; n += 1) {
      await server.ports.documents.set("brand_signups", `live-${n}`, {
        name: `Live ${n}`,
        status: "converted",
        created_at: "2030-01-01T00:00:00.000Z",
      });
    }
    const first = await asAdmin("GET", "/data/brand-signups?status=converted&limit=2");
    expect(first.body.items).toHaveLength(2);
    const cursor = encodeURIComponent(String(first.body.nextCursor));
    const stop = new AbortController();
    const response = await fetch(
      `${server.baseUrl}/data/brand-signups/live?ticket=${await ticket()}&status=converted&cursor=${cursor}`,
      { signal: stop.signal },
    );
    const live = readLiveList(response);
    const page = await live.next();
    expect(page.map((item) => item.id)).toEqual(["live-2", "live-1", "live-0"]);
    expect(page[0]).not.toHaveProperty("searchTokens");
    await server.ports.documents.update("brand_signups", "live-1", { name: "Changed" });
    expect((await live.next()).map((item) => item.name)).toEqual(["Live 2", "Changed", "Live 0"]);
    stop.abort();

    const bad = await fetch(`${server.baseUrl}/data/brand-signups/live?ticket=${await ticket()}&cursor=forged`);
    expect(bad.status).toBe(400);
    const badStatus = await fetch(`${server.baseUrl}/data/brand-signups/live?ticket=${await ticket()}&status=won`);
    expect(badStatus.status).toBe(400);
  });
});

describe("counts and overview over HTTP", () => {
  it("answers counts per status and 12 weeks", async () => {
    const counts = await asAdmin("GET", "/data/creator-applications/counts");
    expect(counts.body).toEqual({
      total: expect.any(Number),
      byStatus: { pending: expect.any(Number), approved_rising_star: 0, approved_pro: expect.any(Number), rejected: 0 },
    });
    const overview = await asAdmin("GET", "/data/overview");
    expect(overview.body.weekly).toHaveLength(12);
    expect((overview.body.weekly as Array<{ applications: number }>).at(-1)!.applications).toBeGreaterThan(0);
  });
});
