import type { BrandSignupDocument } from "~/shared/documents";
import type { RequestContext } from "../context";
import { addContactMessage } from "../handlers/contact-message";
import { deleteBrandSignup, deleteContactMessage, logAdminSignIn, updateBrandSignup } from "../handlers/admin-data";
import { exportAdminList } from "../handlers/admin-export";
import { getAdminItem, listAdminItems } from "../handlers/admin-lists";
import { adminOverview, countAdminList } from "../handlers/admin-overview";
import { approveCreator } from "../handlers/approve-creator";
import { deleteCreatorApplication } from "../handlers/delete-creator-application";
import { replayErasures } from "../handlers/erasures";
import type { CorePorts } from "../ports";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;
beforeEach(async () => {
  ports = createTestPorts();
  await ports.documents.set("brand_signups", "b1", {
    name: "Bo",
    status: "pending",
    notes: "",
    meeting_signed_up: false,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  });
  await ports.documents.set("creator_applications", "app-1", {
    firstName: "Ada",
    email: "ada@example.com",
    status: "pending",
    uploadedFiles: [],
    submittedAt: "2026-01-01T00:00:00.000Z",
  });
  await ports.documents.set("contact_messages", "m1", { name: "Cy", createdAt: "2026-01-01T00:00:00.000Z" });
});

type Operation = (input: unknown, context: RequestContext, ports: CorePorts) => Promise<{ status: number }>;
const listOf =
  (list: string): Operation =>
  (input, context, ports) =>
    listAdminItems({ ...(input as object), list }, context, ports);
const listCreatorApplications = listOf("creator-applications");
const listBrandSignups = listOf("brand-signups");
const listContactMessages = listOf("contact-messages");
const adminOperations: Array<[string, Operation, unknown]> = [
  ["list creator applications", listCreatorApplications, {}],
  ["list brand sign-ups", listBrandSignups, {}],
  ["list contact messages", listContactMessages, {}],
  ["list newsletter subscribers", listOf("newsletter-subscribers"), {}],
  ["list the activity log", listOf("admin-audit"), {}],
  ["get one record", getAdminItem, { list: "brand-signups", id: "b1" }],
  ["counts", countAdminList, { list: "creator-applications" }],
  ["overview", adminOverview, {}],
  ["export", exportAdminList, { list: "brand-signups" }],
  ["updateBrandSignup", updateBrandSignup, { id: "b1", notes: "Called" }],
  ["deleteBrandSignup", deleteBrandSignup, { id: "b1" }],
  ["deleteContactMessage", deleteContactMessage, { id: "m1" }],
  ["logAdminSignIn", logAdminSignIn, {}],
  ["approveCreator", approveCreator, { applicationId: "app-1", approvalType: "pro", adminEmail: "" }],
  ["deleteCreatorApplication", deleteCreatorApplication, { applicationId: "app-1" }],
];

describe.each(adminOperations)("auth matrix: %s", (_name, operation, input) => {
  it("no caller 401, anonymous 401, non-admin 403, admin 200", async () => {
    expect(await operation(input, { caller: null }, ports)).toMatchObject({
      status: 401,
      body: { error: "Authentication required" },
    });
    expect((await operation(input, { caller: callers.applicant }, ports)).status).toBe(401);
    expect(await operation(input, { caller: callers.user }, ports)).toMatchObject({ status: 403 });
    expect((await operation(input, { caller: callers.admin }, ports)).status).toBe(200);
  });
});

describe("lists", () => {
  it("pages newest first, 50 at most, with a cursor for more", async () => {
    // Names hold no digits: 54 is "fe".
    const inLetters = (n: number) => String(n).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
    for (let n = 0; n < 55; n += 1) {
      await addContactMessage(
        { name: `Person ${inLetters(n)}`, email: "p@x.co", message: "Hi", "g-recaptcha-response": "human" },
        { caller: null },
        ports,
      );
      ports.clock.advance(1000);
    }
    await deleteContactMessage({ id: "m1" }, { caller: callers.admin }, ports);
    const first = await listAdminItems({ list: "contact-messages" }, { caller: callers.admin }, ports);
    if (first.status !== 200) throw new Error("expected a page");
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]).toMatchObject({
      name: "Person fe",
      email: "p@x.co",
      message: "Hi",
      id: expect.any(String),
    });
    const second = await listAdminItems(
      { list: "contact-messages", cursor: first.body.nextCursor, limit: "50" },
      { caller: callers.admin },
      ports,
    );
    if (second.status !== 200) throw new Error("expected a page");
    expect(second.body.items.map((item) => item.name)).toEqual([
      "Person e",
      "Person d",
      "Person c",
      "Person b",
      "Person a",
    ]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("refuses a limit over 50 and a forged cursor with 400", async () => {
    expect(await listBrandSignups({ limit: 51 }, { caller: callers.admin }, ports)).toEqual({
      status: 400,
      body: { error: "Limit must be at most 50" },
    });
    expect(await listCreatorApplications({ cursor: "forged" }, { caller: callers.admin }, ports)).toEqual({
      status: 400,
      body: { error: "Invalid cursor" },
    });
  });
});

describe("brand signup changes", () => {
  it("updates status, notes and meeting flag, setting updated_at", async () => {
    ports.clock.advance(5000);
    const result = await updateBrandSignup(
      { id: "b1", status: "meeting_scheduled", notes: "Tue 10am", meeting_signed_up: true },
      { caller: callers.admin },
      ports,
    );
    expect(result).toEqual({ status: 200, body: { ok: true, updated_at: "2026-05-01T09:00:05.000Z" } });
    expect(await ports.documents.get<BrandSignupDocument>("brand_signups", "b1")).toMatchObject({
      name: "Bo",
      status: "meeting_scheduled",
      notes: "Tue 10am",
      meeting_signed_up: true,
      updated_at: "2026-05-01T09:00:05.000Z",
    });
  });

  it("bad input and unknown ids change nothing", async () => {
    expect(await updateBrandSignup({ id: "b1", status: "won" }, { caller: callers.admin }, ports)).toMatchObject({
      status: 400,
    });
    expect(await updateBrandSignup({ id: "nope", notes: "x" }, { caller: callers.admin }, ports)).toEqual({
      status: 404,
      body: { error: "Brand signup not found" },
    });
    expect(await deleteBrandSignup({ id: "nope" }, { caller: callers.admin }, ports)).toEqual({
      status: 404,
      body: { error: "Brand signup not found" },
    });
    expect(await ports.documents.get("brand_signups", "nope")).toBeNull();
    expect((await ports.documents.get<BrandSignupDocument>("brand_signups", "b1"))?.status).toBe("pending");
  });

  it("deletes a signup", async () => {
    expect((await deleteBrandSignup({ id: "b1" }, { caller: callers.admin }, ports)).status).toBe(200);
    expect(await ports.documents.get("brand_signups", "b1")).toBeNull();
  });
});

describe("contact messages and admin sign-ins", () => {
  it("adds a contact message with createdAt; bad input stores nothing", async () => {
    expect(await addContactMessage({ name: "Ada", email: "nope", message: "Hi" }, { caller: null }, ports)).toEqual({
      status: 400,
      body: { error: "Please enter a valid email address" },
    });
    const result = await addContactMessage(
      { name: " Ada ", email: "a@b.co", message: "Hello", "g-recaptcha-response": "human" },
      { caller: null },
      ports,
    );
    expect(result.status).toBe(201);
    const page = await ports.documents.list("contact_messages", { orderBy: "createdAt", limit: 5 });
    expect(page.items.map((item) => item.data)).toContainEqual({
      name: "Ada",
      email: "a@b.co",
      message: "Hello",
      attribution: { first: null, last: null },
      createdAt: "2026-05-01T09:00:00.000Z",
      searchTokens: expect.arrayContaining(["ada", "a@b.co"]),
    });
  });

  it("logs the verified admin's e-mail to adminLogins, ignoring the body", async () => {
    await logAdminSignIn({ email: "forged@evil.test" }, { caller: callers.admin }, ports);
    const page = await ports.documents.list("adminLogins", { orderBy: "timestamp", limit: 5 });
    expect(page.items.map((item) => item.data)).toEqual([
      { email: "admin@example.com", uid: "admin-uid", timestamp: "2026-05-01T09:00:00.000Z" },
    ]);
  });
});

it("a brand sign-up or message the admin deleted stays deleted after a restore from an older backup", async () => {
  const backup = {
    brand: (await ports.documents.get("brand_signups", "b1"))!,
    message: (await ports.documents.get("contact_messages", "m1"))!,
  };
  await deleteBrandSignup({ id: "b1" }, { caller: callers.admin }, ports);
  await deleteContactMessage({ id: "m1" }, { caller: callers.admin }, ports);
  await ports.documents.set("brand_signups", "b1", backup.brand);
  await ports.documents.set("contact_messages", "m1", backup.message);
  await replayErasures(ports, async () => 0);
  expect(await ports.documents.get("brand_signups", "b1")).toBeNull();
  expect(await ports.documents.get("contact_messages", "m1")).toBeNull();
});
