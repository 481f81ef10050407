import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser, anonymousUser, bearer, emailUser, type TestUser } from "~/testing/auth-users";
import { ADMIN_CLAIMS, forgeToken } from "../../testing/forged-token";
import { startTestServer, type TestServer } from "../../testing/test-server";

let server: TestServer;
let admin: TestUser;
let member: TestUser;
let anonymous: TestUser;
let adminSdk: App;

beforeAll(async () => {
  server = await startTestServer();
  [admin, member, anonymous] = await Promise.all([adminUser(), emailUser(), anonymousUser()]);
  adminSdk = initializeApp({ projectId: "demo-ugc-marketplace" }, `forged-tokens-${randomUUID()}`);
});
afterAll(async () => {
  await server.close();
  await deleteApp(adminSdk);
});

const ADMIN_READS = ["/data/creator-applications", "/data/brand-signups", "/data/contact-messages"];

const get = (path: string, user: TestUser) => fetch(server.baseUrl + path, { headers: bearer(user) });
const post = (path: string, user: TestUser, body?: object) =>
  fetch(server.baseUrl + path, {
    method: "POST",
    headers: { ...bearer(user), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

function pendingApplication(): Promise<string> {
  return server.ports.documents.create("creator_applications", {
    firstName: "Forged",
    lastName: "Target",
    email: "target@example.com",
    status: "pending",
    submittedAt: new Date().toISOString(),
    uploadedFiles: [],
  });
}

describe("forged unsigned tokens are judged by the account, not by their claims", () => {
  it("an anonymous account claiming admin stays an anonymous session (401 everywhere admin)", async () => {
    const forged = forgeToken(anonymous, ADMIN_CLAIMS);
    for (const path of ADMIN_READS) expect((await get(path, forged)).status).toBe(401);
    const id = await pendingApplication();
    expect((await post("/api/approve-creator", forged, { applicationId: id, approvalType: "pro" })).status).toBe(401);
    expect((await post("/api/delete-creator-application", forged, { applicationId: id })).status).toBe(401);
    expect(await server.ports.documents.get("creator_applications", id)).toMatchObject({ status: "pending" });
  });

  it("an ordinary account claiming admin is refused (403) and changes nothing", async () => {
    const forged = forgeToken(member, ADMIN_CLAIMS);
    for (const path of ADMIN_READS) expect((await get(path, forged)).status).toBe(403);
    const id = await pendingApplication();
    expect((await post("/api/approve-creator", forged, { applicationId: id, approvalType: "pro" })).status).toBe(403);
    expect(await server.ports.documents.get("creator_applications", id)).toMatchObject({ status: "pending" });
    expect((await post("/data/live-tickets", forged)).status).toBe(403);
  });

  it("the admin's own uid with another e-mail records the account's real e-mail in the audit trail", async () => {
    const forged = forgeToken(admin, { email: "someone-else@example.com" });
    expect((await post("/data/admin-logins", forged)).ok).toBe(true);
    const logins = await server.ports.documents.list("adminLogins", { orderBy: "timestamp", limit: 50 });
    const emails = logins.items.map((item) => item.data.email);
    expect(emails).toContain(admin.email);
    expect(emails).not.toContain("someone-else@example.com");

    const id = await pendingApplication();
    expect((await post("/api/approve-creator", forged, { applicationId: id, approvalType: "pro" })).status).toBe(200);
    expect(await server.ports.documents.get("creator_applications", id)).toMatchObject({
      approvedByEmail: admin.email,
    });
    const audit = await server.ports.documents.list("adminAudit", { orderBy: "at", limit: 50 });
    const entry = audit.items.find((item) => item.data.targetId === id);
    expect(entry?.data).toMatchObject({ adminUid: admin.uid, adminEmail: admin.email });
  });

  it("a token for an account that does not exist is refused", async () => {
    const forged = forgeToken(member, { ...ADMIN_CLAIMS, sub: "no-such-account", user_id: "no-such-account" });
    expect((await get("/data/brand-signups", forged)).status).toBe(401);
  });

  it("a token dated in the future (to slip past revocation) is refused", async () => {
    const future = Math.floor(Date.now() / 1000) + 3600;
    const forged = forgeToken(admin, { auth_time: future, iat: future - 60, exp: future + 3600 });
    expect((await get("/data/brand-signups", forged)).status).toBe(401);
  });
});

describe("the account record decides at every request", () => {
  it("a disabled account is refused with its still-valid token", async () => {
    const user = await adminUser();
    expect((await get("/data/brand-signups", user)).status).toBe(200);
    await getAuth(adminSdk).updateUser(user.uid, { disabled: true });
    expect((await get("/data/brand-signups", user)).status).toBe(401);
  });

  it("revoking an admin's sessions refuses tokens issued before the revocation", async () => {
    const user = await adminUser();
    expect((await get("/data/brand-signups", user)).status).toBe(200);
    // tokensValidAfterTime has one-second precision.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await getAuth(adminSdk).revokeRefreshTokens(user.uid);
    expect((await get("/data/brand-signups", user)).status).toBe(401);
  });

  it("removing the admin claim takes effect on the next request, even with a token that still carries it", async () => {
    const user = await adminUser();
    expect((await get("/data/brand-signups", user)).status).toBe(200);
    await getAuth(adminSdk).setCustomUserClaims(user.uid, null);
    expect((await get("/data/brand-signups", user)).status).toBe(403);
  });
});
