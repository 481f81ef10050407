import { describe, expect, it } from "vitest";
import { openUpload, UPLOAD_CAPS, UPLOADS_BUSY, UPLOADS_PER_DAY_REACHED } from "../handlers/open-upload";
import { memoryUploadGrants } from "../testing/memory-upload-grants";

const NOW = new Date(Date.UTC(2026, 10, 28, 12));
const caller = (uid: string) => ({ uid, email: null, isAdmin: false, isAnonymous: true });
const clip = { name: "clip.mp4", size: 1234, contentType: "video/mp4" };

function server(caps = UPLOAD_CAPS) {
  const grants = memoryUploadGrants();
  let now = NOW.getTime();
  const open = (uid: string, clientKey: string, body: object = clip) =>
    openUpload(body, { caller: caller(uid), clientKey }, { grants, clock: { now: () => new Date((now += 1)) }, caps });
  return { grants, open, later: (ms: number) => (now += ms) };
}

describe("openUpload", () => {
  it("grants the caller's own path for exactly the declared size and type, for a day", async () => {
    const { grants, open } = server();
    const answer = await open("uid-1", "203.0.113.7");
    expect(answer.status).toBe(201);
    const { path } = answer.body as { path: string };
    expect(path).toMatch(/^creator-uploads\/uid-1\/\d+-clip\.mp4$/);
    expect(grants.grants.get(path)).toMatchObject({ size: 1234, contentType: "video/mp4", uid: "uid-1" });
    expect(grants.grants.get(path)!.expiresAt.getTime() - Number(/\/(\d+)-/.exec(path)![1])).toBe(86_400_000);
  });

  it("refuses before anything is granted: no session, another type, over 1 GB, no size", async () => {
    const { grants, open } = server();
    expect(await openUpload(clip, { caller: null }, { grants, clock: { now: () => NOW } })).toMatchObject({
      status: 401,
    });
    expect(await open("uid-1", "a", { ...clip, contentType: "video/x-msvideo" })).toMatchObject({
      status: 400,
      body: { error: "clip.mp4 is not a supported file type." },
    });
    expect(await open("uid-1", "a", { ...clip, size: 1_073_741_825 })).toMatchObject({
      status: 413,
      body: { error: "clip.mp4 is too large (max 1GB)." },
    });
    expect(await open("uid-1", "a", { ...clip, size: "12" })).toMatchObject({ status: 400 });
    expect(await open("uid-1", "a", { ...clip, size: 0 })).toMatchObject({ status: 400 });
    expect(grants.grants.size).toBe(0);
  });

  it("caps each uid, each client address and everyone together a day", async () => {
    const caps = { ...UPLOAD_CAPS, perUidPerDay: 2, perClientPerDay: 3, everyonePerDay: 5 };
    const { open, later } = server(caps);
    const statuses = async (calls: Array<[string, string]>) =>
      Promise.all(calls.map(([uid, client]) => open(uid, client).then((answer) => answer.status)));
    // One uid from many addresses: its own allowance.
    expect(
      await statuses([
        ["u1", "a"],
        ["u1", "b"],
        ["u1", "c"],
      ]),
    ).toEqual([201, 201, 429]);
    // Many uids from one address: the address's allowance (a already counted once).
    expect(
      await statuses([
        ["u2", "a"],
        ["u3", "a"],
        ["u4", "a"],
      ]),
    ).toEqual([201, 201, 429]);
    expect((await open("u5", "a")).body).toEqual({ error: UPLOADS_PER_DAY_REACHED });
    // Everyone together: 5 a day (4 granted so far).
    expect(
      await statuses([
        ["u6", "d"],
        ["u7", "e"],
      ]),
    ).toEqual([201, 429]);
    expect((await open("u8", "f")).body).toEqual({ error: UPLOADS_BUSY });
    // The next day, new allowances.
    later(24 * 60 * 60 * 1000);
    expect(await statuses([["u8", "f"]])).toEqual([201]);
    expect(await statuses([["u1", "a"]])).toEqual([201]);
  });
});
