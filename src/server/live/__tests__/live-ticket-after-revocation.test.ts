import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser, bearer, type TestUser } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../../testing/test-server";

/**
 * A ticket is worth only what its admin still is: one bought before the admin lost access
 * must not open a stream (and hand over a full snapshot) when it is spent afterwards.
 */

let server: TestServer;
let auth: Auth;
const authApp = initializeApp({ projectId: "demo-ugc-marketplace" }, `live-ticket-${randomUUID()}`);

beforeAll(async () => {
  // The default re-check interval (30 s): the question is what happens when the ticket is spent.
  server = await startTestServer();
  auth = getAuth(authApp);
});
afterAll(async () => {
  await server.close();
  await deleteApp(authApp);
});

async function ticketFor(admin: TestUser): Promise<string> {
  const issued = await fetch(`${server.baseUrl}/data/live-tickets`, { method: "POST", headers: bearer(admin) });
  expect(issued.status).toBe(201);
  return ((await issued.json()) as { ticket: string }).ticket;
}

async function spend(ticket: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/data/contact-messages/live?ticket=${ticket}`);
  await response.body?.cancel();
  return response.status;
}

describe("a live ticket bought before the admin lost access", () => {
  it("opens no stream once the admin claim is removed", async () => {
    const admin = await adminUser();
    const ticket = await ticketFor(admin);
    await auth.setCustomUserClaims(admin.uid, {});
    expect((await fetch(`${server.baseUrl}/data/contact-messages`, { headers: bearer(admin) })).status).toBe(403);
    expect(await spend(ticket)).toBe(401);
  });

  it("opens no stream once the account is disabled", async () => {
    const admin = await adminUser();
    const ticket = await ticketFor(admin);
    await auth.updateUser(admin.uid, { disabled: true });
    expect(await spend(ticket)).toBe(401);
  });

  it("still opens a stream while the admin keeps access", async () => {
    expect(await spend(await ticketFor(await adminUser()))).toBe(200);
  });
});
