import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTokensFor } from "~/shared/admin-lists";
import { adminUser, anonymousUser, bearer, emailUser, type TestUser } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../../testing/test-server";

let server: TestServer;
let admin: TestUser;
let member: TestUser;
let anonymous: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [admin, member, anonymous] = await Promise.all([adminUser(), emailUser(), anonymousUser()]);
});
afterAll(() => server.close());

interface AdminOperation {
  name: string;
  method: string;
  path: string;
  body?: () => Promise<unknown> | unknown;
  /** A fresh target for the admin call, since some operations consume it. */
  prepare?: () => Promise<Record<string, string>>;
}

async function pendingApplication(): Promise<string> {
  return server.ports.documents.create("creator_applications", {
    firstName: "Test",
    lastName: "Applicant",
    email: "applicant@example.com",
    status: "pending",
    submittedAt: new Date().toISOString(),
    uploadedFiles: [],
  });
}

async function brandSignup(): Promise<string> {
  const id = `brand-${Math.random().toString(36).slice(2)}`;
  await server.ports.documents.set("brand_signups", id, {
    name: "B",
    email: `${id}@example.com`,
    status: "pending",
    created_at: new Date().toISOString(),
  });
  return id;
}

async function contactMessage(): Promise<string> {
  return server.ports.documents.create("contact_messages", {
    name: "C",
    email: "c@example.com",
    message: "Please erase me",
    createdAt: new Date().toISOString(),
  });
}

/** Someone with a contact message on file, for the People screen's lookup and erasure. */
async function person(): Promise<Record<string, string>> {
  const email = `person-${Math.random().toString(36).slice(2)}@example.com`;
  const message = { name: "P", email, message: "What do you hold about me?", createdAt: new Date().toISOString() };
  await server.ports.documents.create("contact_messages", {
    ...message,
    searchTokens: searchTokensFor.contactMessage(message),
  });
  return { email };
}

const operations: AdminOperation[] = [
  { name: "list creator applications", method: "GET", path: "/data/creator-applications" },
  { name: "list brand sign-ups", method: "GET", path: "/data/brand-signups" },
  { name: "list contact messages", method: "GET", path: "/data/contact-messages" },
  { name: "list newsletter subscribers", method: "GET", path: "/data/newsletter-subscribers?status=confirmed" },
  { name: "list the activity log", method: "GET", path: "/data/admin-audit?status=admin_sign_in" },
  { name: "search applications", method: "GET", path: "/data/creator-applications?status=pending&search=test" },
  { name: "count per status", method: "GET", path: "/data/brand-signups/counts" },
  { name: "overview", method: "GET", path: "/data/overview" },
  {
    name: "get one record",
    method: "GET",
    path: "/data/brand-signups/:id",
    prepare: async () => ({ id: await brandSignup() }),
  },
  {
    name: "playback addresses of an application's files",
    method: "GET",
    path: "/data/creator-applications/:id/files",
    prepare: async () => ({ id: await pendingApplication() }),
  },
  {
    name: "delete a contact message",
    method: "DELETE",
    path: "/data/contact-messages/:id",
    prepare: async () => ({ id: await contactMessage() }),
  },
  { name: "log admin sign-in", method: "POST", path: "/data/admin-logins" },
  { name: "issue a live-list ticket", method: "POST", path: "/data/live-tickets" },
  {
    name: "update a brand sign-up",
    method: "PATCH",
    path: "/data/brand-signups/:id",
    prepare: async () => ({ id: await brandSignup() }),
    body: () => ({ status: "contacted", notes: "Called", meeting_signed_up: true }),
  },
  {
    name: "delete a brand sign-up",
    method: "DELETE",
    path: "/data/brand-signups/:id",
    prepare: async () => ({ id: await brandSignup() }),
  },
  { name: "look up a person (People)", method: "POST", path: "/data/people", prepare: person, body: () => ({}) },
  { name: "erase a person (People)", method: "POST", path: "/data/people/erase", prepare: person, body: () => ({}) },
  {
    name: "approve a creator",
    method: "POST",
    path: "/api/approve-creator",
    prepare: async () => ({ applicationId: await pendingApplication() }),
    body: () => ({ approvalType: "pro", adminEmail: "someone@else.example.com" }),
  },
  {
    name: "delete a creator application",
    method: "POST",
    path: "/api/delete-creator-application",
    prepare: async () => ({ applicationId: await pendingApplication() }),
    body: () => ({}),
  },
];

async function call(operation: AdminOperation, user: TestUser | null): Promise<Response> {
  const target = (await operation.prepare?.()) ?? {};
  const path = operation.path.replace(":id", target.id ?? "");
  const body = operation.body ? { ...((await operation.body()) as object), ...(target.id ? {} : target) } : undefined;
  return fetch(server.baseUrl + path, {
    method: operation.method,
    headers: { ...bearer(user), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe.each(operations)("admin operation: $name", (operation) => {
  it("answers 401 without a token, or with a forged one", async () => {
    const response = await call(operation, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Authentication required" });
    const forged = await call(operation, { uid: "x", email: null, idToken: "not-a-token" });
    expect(forged.status).toBe(401);
  });

  it("answers 401 for an anonymous session and 403 for a signed-in non-admin", async () => {
    expect((await call(operation, anonymous)).status).toBe(401);
    const response = await call(operation, member);
    expect(response.status).toBe(403);
    expect(await response.json()).toHaveProperty("error");
  });

  it("succeeds for the admin", async () => {
    const response = await call(operation, admin);
    expect([200, 201]).toContain(response.status);
  });
});

describe("admin data writes", () => {
  it("updates a brand sign-up's status, notes and meeting flag, setting updated_at", async () => {
    const id = await brandSignup();
    const update = operations.find((operation) => operation.name === "update a brand sign-up")!;
    const response = await call({ ...update, prepare: async () => ({ id }) }, admin);
    expect(response.status).toBe(200);
    const stored = await server.ports.documents.get("brand_signups", id);
    expect(stored).toMatchObject({ status: "contacted", notes: "Called", meeting_signed_up: true });
    expect(Date.parse(String(stored?.updated_at))).toBeGreaterThan(Date.now() - 10_000);
  });

  it("records the admin sign-in with the e-mail from the token", async () => {
    await call(
      operations.find((operation) => operation.name === "log admin sign-in")!,
      admin,
    );
    const page = await server.ports.documents.list("adminLogins", { orderBy: "timestamp", limit: 50 });
    expect(page.items.map((item) => item.data.email)).toContain(admin.email);
  });
});

describe("the CSV download", () => {
  const download = (list: string, ticket: string | null) =>
    fetch(`${server.baseUrl}/data/${list}/export.csv${ticket ? `?ticket=${ticket}` : ""}`);
  const ticketFor = async (user: TestUser | null) =>
    fetch(`${server.baseUrl}/data/live-tickets`, { method: "POST", headers: bearer(user) });

  it("needs a ticket only the admin can get, used once", async () => {
    expect((await download("brand-signups", null)).status).toBe(401);
    expect((await download("brand-signups", "forged")).status).toBe(401);
    expect((await ticketFor(null)).status).toBe(401);
    expect((await ticketFor(anonymous)).status).toBe(401);
    expect((await ticketFor(member)).status).toBe(403);
    const { ticket } = (await (await ticketFor(admin)).json()) as { ticket: string };
    const response = await download("brand-signups", ticket);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="brand-signups-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    await response.text();
    expect((await download("brand-signups", ticket)).status).toBe(401);
  });
});

describe("the activity log is append-only", () => {
  it("has no way to change or delete an entry, even for the admin", async () => {
    const id = await server.ports.documents.create("adminAudit", {
      action: "admin_sign_in",
      at: new Date().toISOString(),
    });
    for (const method of ["PATCH", "PUT", "DELETE", "POST"]) {
      const response = await fetch(`${server.baseUrl}/data/admin-audit/${id}`, {
        method,
        headers: { ...bearer(admin), "content-type": "application/json" },
        body: method === "DELETE" ? undefined : "{}",
      });
      expect([404, 405]).toContain(response.status);
    }
    expect(await server.ports.documents.get("adminAudit", id)).toMatchObject({ action: "admin_sign_in" });
  });
});
