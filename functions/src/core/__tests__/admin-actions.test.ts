import { beforeEach, describe, expect, it } from "vitest";
import type { AdminAuditDocument, BrandSignupDocument } from "~/shared/documents";
import { BRAND_SIGNUP_CONFLICT } from "~/shared/schemas/admin";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { deleteContactMessage, logAdminSignIn, updateBrandSignup } from "../handlers/admin-data";
import { deleteCreatorApplication } from "../handlers/delete-creator-application";

let ports: TestPorts;
const asAdmin = { caller: callers.admin };
const CREATED = "2026-01-01T00:00:00.000Z";

beforeEach(async () => {
  ports = createTestPorts();
  await ports.documents.set("brand_signups", "b1", {
    ...{ name: "Bo", company_name: "Glow", email: "bo@glow.co", website: "", status: "pending", notes: "" },
    ...{ email_list_opt_in: false, meeting_signed_up: false, created_at: CREATED, updated_at: CREATED },
  });
});

const audit = async () =>
  (await ports.documents.list<AdminAuditDocument>("adminAudit", { orderBy: "at", limit: 50 })).items.map(
    (item) => item.data,
  );

describe("brand sign-up edits", () => {
  it("refuses a stale edit with 409 conflict and the sign-up as it now is, changing nothing", async () => {
    ports.clock.advance(1000);
    const first = await updateBrandSignup({ id: "b1", notes: "Called Bo", expectedUpdatedAt: CREATED }, asAdmin, ports);
    expect(first).toEqual({ status: 200, body: { ok: true, updated_at: "2026-05-01T09:00:01.000Z" } });
    const stale = await updateBrandSignup({ id: "b1", notes: "Old tab", expectedUpdatedAt: CREATED }, asAdmin, ports);
    expect(stale).toEqual({
      status: 409,
      body: {
        error: BRAND_SIGNUP_CONFLICT,
        code: "conflict",
        current: expect.objectContaining({ id: "b1", notes: "Called Bo", updated_at: "2026-05-01T09:00:01.000Z" }),
      },
    });
    expect((await ports.documents.get<BrandSignupDocument>("brand_signups", "b1"))?.notes).toBe("Called Bo");
  });

  it("keeps updated_at strictly rising, so two edits in one millisecond still conflict", async () => {
    const a = await updateBrandSignup({ id: "b1", status: "contacted" }, asAdmin, ports);
    const b = await updateBrandSignup({ id: "b1", meeting_signed_up: true }, asAdmin, ports);
    if (a.status !== 200 || b.status !== 200) throw new Error("expected updates");
    expect(b.body.updated_at > a.body.updated_at).toBe(true);
    const stale = await updateBrandSignup(
      { id: "b1", notes: "x", expectedUpdatedAt: a.body.updated_at },
      asAdmin,
      ports,
    );
    expect(stale.status).toBe(409);
  });

  it("audits each status change, notes edit and meeting toggle with the fields before and after", async () => {
    await updateBrandSignup({ id: "b1", status: "contacted" }, asAdmin, ports);
    await updateBrandSignup({ id: "b1", notes: "Tue 10am" }, asAdmin, ports);
    await updateBrandSignup({ id: "b1", meeting_signed_up: true }, asAdmin, ports);
    const details = (await audit()).filter((entry) => entry.action === "update_brand_signup").map((e) => e.details);
    expect(details).toHaveLength(3);
    expect(details).toEqual(
      expect.arrayContaining([
        { before: { status: "pending" }, after: { status: "contacted" } },
        { before: { notes: "" }, after: { notes: "Tue 10am" } },
        { before: { meeting_signed_up: false }, after: { meeting_signed_up: true } },
      ]),
    );
  });
});

describe("deletes and sign-ins", () => {
  it("deletes a contact message (erasure) and audits it without its content", async () => {
    await ports.documents.set("contact_messages", "m1", {
      name: "Cy",
      email: "cy@x.co",
      message: "Erase me",
      createdAt: CREATED,
    });
    expect(await deleteContactMessage({ id: "m1" }, asAdmin, ports)).toEqual({ status: 200, body: { ok: true } });
    expect(await ports.documents.get("contact_messages", "m1")).toBeNull();
    expect(await deleteContactMessage({ id: "m1" }, asAdmin, ports)).toEqual({
      status: 404,
      body: { error: "Contact message not found" },
    });
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "delete_contact_message", targetId: "m1", details: {} });
    expect(JSON.stringify(entry)).not.toContain("Erase me");
  });

  it("audits the admin's sign-in", async () => {
    await logAdminSignIn({}, asAdmin, ports);
    expect(await audit()).toEqual([
      expect.objectContaining({ action: "admin_sign_in", targetId: "admin-uid", adminEmail: "admin@example.com" }),
    ]);
  });
});

describe("reject with the polite e-mail", () => {
  beforeEach(async () => {
    await ports.documents.set("creator_applications", "app-1", {
      ...{ firstName: "Maya", lastName: "Patel", email: "maya@example.com", status: "pending" },
      ...{ uploadedFiles: [], submittedAt: CREATED },
    });
  });

  it("sends it only when asked, before the application is deleted, and says so", async () => {
    const existedWhenSent: boolean[] = [];
    const send = ports.mailer.send.bind(ports.mailer);
    ports.mailer.send = async (message) => {
      existedWhenSent.push((await ports.documents.get("creator_applications", "app-1")) !== null);
      return send(message);
    };
    const result = await deleteCreatorApplication({ applicationId: "app-1", notifyApplicant: true }, asAdmin, ports);
    expect(result).toEqual({ status: 200, body: { ok: true, deletedFiles: 0, emailSent: true } });
    expect(existedWhenSent).toEqual([true]);
    expect(ports.mailer.sent).toHaveLength(1);
    expect(ports.mailer.sent[0]!.to).toEqual({ address: "maya@example.com" });
    expect(ports.mailer.sent[0]!.text).not.toContain("Maya");
    expect(ports.mailer.sent[0]!.text).toContain("not been selected this time");
    expect((await audit())[0]?.details).toEqual({ deletedFiles: 0, notifyApplicant: true, emailSent: true });
  });

  it("sends nothing when not asked", async () => {
    expect(await deleteCreatorApplication({ applicationId: "app-1" }, asAdmin, ports)).toMatchObject({
      body: { emailSent: false },
    });
    expect(ports.mailer.sent).toEqual([]);
  });

  it("still deletes when delivery fails, answering emailSent: false", async () => {
    ports.mailer.failDelivery = true;
    expect(
      await deleteCreatorApplication({ applicationId: "app-1", notifyApplicant: true }, asAdmin, ports),
    ).toMatchObject({
      status: 200,
      body: { emailSent: false },
    });
    expect(await ports.documents.get("creator_applications", "app-1")).toBeNull();
  });
});
