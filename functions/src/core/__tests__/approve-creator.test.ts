import type { AdminAuditDocument, CreatorApplicationDocument } from "~/shared/documents";
import { sampleApplicationDocument } from "@testing/fixtures/sample-application";
import { approveCreator } from "../handlers/approve-creator";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;

const application = (overrides: Partial<CreatorApplicationDocument> = {}) =>
  sampleApplicationDocument({
    ...{ firstName: "<b>Ada</b>", instagram: "@ada", submittedAt: "2026-04-01T00:00:00.000Z" },
    ...overrides,
  });
const seed = (id: string, overrides: Partial<CreatorApplicationDocument> = {}) =>
  ports.documents.set("creator_applications", id, { ...application(overrides) });
const asAdmin = { caller: callers.admin };
const request = (approvalType: string, applicationId = "app-1") => ({
  applicationId,
  approvalType,
  adminEmail: "forged@evil.test",
});

describe("approve-creator", () => {
  beforeEach(async () => {
    ports = createTestPorts();
    await seed("app-1");
  });

  it("needs a signed-in admin: no caller 401, anonymous 401, non-admin 403; nothing changes", async () => {
    expect(await approveCreator(request("pro"), { caller: null }, ports)).toEqual({
      status: 401,
      body: { error: "Authentication required" },
    });
    expect((await approveCreator(request("pro"), { caller: callers.applicant }, ports)).status).toBe(401);
    expect(await approveCreator(request("pro"), { caller: callers.user }, ports)).toEqual({
      status: 403,
      body: { error: "You are not authorized to perform this action" },
    });
    expect((await ports.documents.get<CreatorApplicationDocument>("creator_applications", "app-1"))?.status).toBe(
      "pending",
    );
    expect(ports.mailer.sent).toEqual([]);
  });

  it("pro → approved_pro, sends the Pro e-mail (£200), records the verified admin, never the body's adminEmail", async () => {
    expect(await approveCreator(request("pro"), asAdmin, ports)).toEqual({
      status: 200,
      body: { emailSent: true, status: "approved_pro" },
    });
    const stored = await ports.documents.get<CreatorApplicationDocument>("creator_applications", "app-1");
    expect(stored).toMatchObject({
      status: "approved_pro",
      approvalType: "pro",
      approvedByEmail: "admin@example.com",
      approvedByUid: "admin-uid",
      requestedAdminEmail: "forged@evil.test",
      approvalEmailSent: true,
    });
    expect(ports.mailer.sent).toHaveLength(1);
    const [mail] = ports.mailer.sent;
    expect(mail?.to).toEqual({ address: "ada@example.com" });
    expect(mail?.subject).toContain("Pro");
    expect(mail?.text).toContain("£200 per video");
    expect(mail?.text).not.toContain("£95");
    expect(mail?.html).toContain("£200 per video");
  });

  it("rising_star → approved_rising_star with the Rising Star e-mail (£95)", async () => {
    expect(await approveCreator(request("rising_star"), asAdmin, ports)).toMatchObject({
      body: { status: "approved_rising_star" },
    });
    const [mail] = ports.mailer.sent;
    expect(mail?.subject).toContain("Rising Star");
    expect(mail?.text).toContain("£95 per video");
    expect(mail?.text).not.toContain("£200");
  });

  it.each(["ada@example.com,eve@evil.test", "ada@example.com;eve@evil.test", "ada@example.com>,<eve@evil.test"])(
    "never mails a stored address list (%s): approves with emailSent false",
    async (email) => {
      await seed("app-list", { email });
      expect(await approveCreator(request("pro", "app-list"), asAdmin, ports)).toEqual({
        status: 200,
        body: { emailSent: false, status: "approved_pro" },
      });
      expect(ports.mailer.sent).toEqual([]);
    },
  );

  it("carries nothing the applicant wrote: the address was never confirmed", async () => {
    await approveCreator(request("pro"), asAdmin, ports);
    const [mail] = ports.mailer.sent;
    for (const body of [mail!.html, mail!.text]) {
      expect(body).toContain("Hi,");
      expect(body).not.toMatch(/Ada|Lovelace/);
    }
  });

  it("approving twice answers 409 and sends one e-mail, also when the two race", async () => {
    const results = await Promise.all([
      approveCreator(request("pro"), asAdmin, ports),
      approveCreator(request("rising_star"), asAdmin, ports),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await approveCreator(request("pro"), asAdmin, ports)).status).toBe(409);
    expect(ports.mailer.sent).toHaveLength(1);
  });

  it.each(["approved_pro", "approved_rising_star", "rejected"] as const)(
    "from %s answers 409 and changes nothing",
    async (status) => {
      await seed("app-2", { status });
      const result = await approveCreator(request("pro", "app-2"), asAdmin, ports);
      expect(result.status).toBe(409);
      expect((await ports.documents.get<CreatorApplicationDocument>("creator_applications", "app-2"))?.status).toBe(
        status,
      );
      expect(ports.mailer.sent).toEqual([]);
    },
  );

  it("answers 404 for an unknown id and 400 for a bad approval type", async () => {
    expect(await approveCreator(request("pro", "missing"), asAdmin, ports)).toEqual({
      status: 404,
      body: { error: "Creator application not found" },
    });
    expect(await approveCreator(request("vip"), asAdmin, ports)).toEqual({
      status: 400,
      body: { error: "Approval type must be rising_star or pro" },
    });
    expect((await ports.documents.get<CreatorApplicationDocument>("creator_applications", "app-1"))?.status).toBe(
      "pending",
    );
  });

  it("a failed delivery still approves and answers emailSent false", async () => {
    ports.mailer.failDelivery = true;
    expect(await approveCreator(request("pro"), asAdmin, ports)).toEqual({
      status: 200,
      body: { emailSent: false, status: "approved_pro" },
    });
    expect(
      (await ports.documents.get<CreatorApplicationDocument>("creator_applications", "app-1"))?.approvalEmailSent,
    ).toBe(false);
  });

  it("writes an adminAudit entry", async () => {
    await approveCreator(request("pro"), asAdmin, ports);
    const audit = await ports.documents.list<AdminAuditDocument>("adminAudit", { orderBy: "at", limit: 5 });
    expect(audit.items.map((item) => item.data)).toEqual([
      {
        action: "approve_creator",
        targetId: "app-1",
        adminUid: "admin-uid",
        adminEmail: "admin@example.com",
        details: { approvalType: "pro", emailSent: true },
        at: "2026-05-01T09:00:00.000Z",
        searchTokens: expect.arrayContaining(["admin@example.com", "app-1"]),
      },
    ]);
  });
});

it("production without configured mail refuses before changing anything", async () => {
  ports = createTestPorts({ production: true, mailConfigured: false });
  await seed("app-1");
  expect(await approveCreator(request("pro"), asAdmin, ports)).toEqual({
    status: 500,
    body: { error: "E-mail delivery is not configured on the server" },
  });
  expect((await ports.documents.get<CreatorApplicationDocument>("creator_applications", "app-1"))?.status).toBe(
    "pending",
  );
});
