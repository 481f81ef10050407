import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser, anonymousUser, bearer, emailUser, type TestUser } from "../../testing/auth-users";
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

const operations: AdminOperation[] = [
  { name: "list creator applications", method: "GET", path: "/data/creator-applications" },
  { name: "list brand sign-ups", method: "GET", path: "/data/brand-signups" },
  { name: "list contact messages", method: "GET", path: "/data/contact-messages" },
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
    const response = await call({ ...operations[5]!, prepare: async () => ({ id }) }, admin);
    expect(response.status).toBe(200);
    const stored = await server.ports.documents.get("brand_signups", id);
    expect(stored).toMatchObject({ status: "contacted", notes: "Called", meeting_signed_up: true });
    expect(Date.parse(String(stored?.updated_at))).toBeGreaterThan(Date.now() - 10_000);
  });

  it("records the admin sign-in with the e-mail from the token", async () => {
    await call(operations[3]!, admin);
    const page = await server.ports.documents.list("adminLogins", { orderBy: "timestamp", limit: 50 });
    expect(page.items.map((item) => item.data.email)).toContain(admin.email);
  });
});
