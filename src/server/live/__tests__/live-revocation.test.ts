import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser, bearer, type TestUser } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { readLiveList } from "./sse-reader";

/**
 * Through the real Auth emulator: a disabled or revoked account, and a removed admin claim (seen
 * because the verifier reads the account record, never the token's own claims), end the stream.
 */

let server: TestServer;
let auth: Auth;
const authApp = initializeApp({ projectId: "demo-ugc-marketplace" }, `live-revocation-${randomUUID()}`);

beforeAll(async () => {
  server = await startTestServer({ liveLimits: { recheckIntervalMs: 200 } });
  auth = getAuth(authApp);
});
afterAll(async () => {
  await server.close();
  await deleteApp(authApp);
});

async function openList(user: TestUser) {
  const issued = await fetch(`${server.baseUrl}/data/live-tickets`, { method: "POST", headers: bearer(user) });
  const { ticket } = (await issued.json()) as { ticket: string };
  const live = readLiveList(await fetch(`${server.baseUrl}/data/contact-messages/live?ticket=${ticket}`));
  expect(await live.next()).toEqual([]);
  return live;
}

describe("live admin lists end when the admin loses access (Auth emulator)", () => {
  it("when the admin claim is removed", async () => {
    const admin = await adminUser();
    const live = await openList(admin);
    await auth.setCustomUserClaims(admin.uid, {});
    expect(await live.ended(3_000)).toBe(true);
  });

  it("when the account is disabled", async () => {
    const admin = await adminUser();
    const live = await openList(admin);
    await auth.updateUser(admin.uid, { disabled: true });
    expect(await live.ended(3_000)).toBe(true);
  });

  it("when the account's sessions are revoked", async () => {
    const admin = await adminUser();
    const live = await openList(admin);
    // Revocation counts whole seconds: a token issued in the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await auth.revokeRefreshTokens(admin.uid);
    expect(await live.ended(3_000)).toBe(true);
  });

  it("stays open while the admin keeps access", async () => {
    const live = await openList(await adminUser());
    expect(await live.ended(1_000)).toBe(false);
  });
});
