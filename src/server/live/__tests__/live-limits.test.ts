import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TokenVerifier } from "../../auth/verify-token";
import { adminUser, bearer, type TestUser } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { readLiveList } from "./sse-reader";

let server: TestServer;
/** Uids whose admin rights the wrapped verifier no longer confirms. */
const withdrawn = new Set<string>();

/** The real verifier, except that it stops confirming the admin claim of withdrawn uids. */
function withdrawable(real: TokenVerifier): TokenVerifier {
  const check = async (header: string | null | undefined) => {
    const caller = await real.callerFromHeader(header);
    return caller && withdrawn.has(caller.uid) ? { ...caller, isAdmin: false } : caller;
  };
  return { ...real, callerFromHeader: check, callerFrom: (req) => check(req.headers.authorization) };
}

beforeAll(async () => {
  server = await startTestServer({
    wrapTokens: withdrawable,
    liveLimits: { streamsPerCaller: 2, streamsTotal: 3, ticketsPerCaller: 3, recheckIntervalMs: 100 },
  });
});
afterAll(() => server.close());

const opened: AbortController[] = [];
afterEach(async () => {
  for (const controller of opened.splice(0)) controller.abort();
  // Let the server see those streams close before the next test counts streams.
  await new Promise((resolve) => setTimeout(resolve, 200));
});

async function ticketFor(user: TestUser): Promise<Response> {
  return fetch(`${server.baseUrl}/data/live-tickets`, { method: "POST", headers: bearer(user) });
}

async function openList(user: TestUser, list = "brand-signups"): Promise<Response> {
  const { ticket } = (await (await ticketFor(user)).json()) as { ticket: string };
  const controller = new AbortController();
  opened.push(controller);
  return fetch(`${server.baseUrl}/data/${list}/live?ticket=${ticket}`, { signal: controller.signal });
}

describe("live admin lists: limits and re-checks", () => {
  it("answers 404 for list names that are not lists, such as constructor, after the ticket", async () => {
    const admin = await adminUser();
    expect((await fetch(`${server.baseUrl}/data/constructor/live`)).status).toBe(401);
    for (const name of ["constructor", "brand-signups-x"]) {
      const response = await openList(admin, name);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found." });
    }
    // None of those left a stream behind: the admin still has both of theirs.
    expect((await openList(admin)).status).toBe(200);
    expect((await openList(admin)).status).toBe(200);
  });

  it("caps streams per admin and in total with 429, and frees a slot when a stream closes", async () => {
    const [first, second] = [await adminUser(), await adminUser()];
    expect((await openList(first)).status).toBe(200);
    expect((await openList(first)).status).toBe(200);
    const third = await openList(first);
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("30");
    expect((await openList(second)).status).toBe(200);
    expect((await openList(second)).status).toBe(429);

    opened[0]!.abort();
    await vi.waitFor(async () => expect((await openList(second, "contact-messages")).status).toBe(200), {
      timeout: 3_000,
    });
  });

  it("limits unspent tickets per admin", async () => {
    const admin = await adminUser();
    for (let index = 0; index < 3; index += 1) expect((await ticketFor(admin)).status).toBe(201);
    expect((await ticketFor(admin)).status).toBe(429);
  });

  it("ends an open stream once its admin is no longer confirmed as admin", async () => {
    const admin = await adminUser();
    const live = readLiveList(await openList(admin, "contact-messages"));
    expect(await live.next()).toEqual([]);
    expect(await live.ended(500)).toBe(false);

    withdrawn.add(admin.uid);
    expect(await live.ended(3_000)).toBe(true);
    expect((await ticketFor(admin)).status).toBe(403);
  });

  it("reads and serialises each change once for all the streams of a list", async () => {
    const admin = await adminUser();
    const watch = vi.spyOn(server.ports.documents, "watch");
    const streams = [await openList(admin, "creator-applications"), await openList(admin, "creator-applications")];
    const readers = streams.map((stream) => readLiveList(stream));
    for (const live of readers) expect(await live.next()).toEqual([]);
    expect(watch).toHaveBeenCalledTimes(1);

    await server.ports.documents.set("creator_applications", "live-1", { firstName: "Live", submittedAt: "2026" });
    const [a, b] = await Promise.all(readers.map((live) => live.next()));
    expect(a).toEqual([{ id: "live-1", firstName: "Live", submittedAt: "2026" }]);
    expect(b).toEqual(a);
  });
});
