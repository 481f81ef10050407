import { describe, expect, it } from "vitest";
import { HUMAN_CHECK_FAILED, HUMAN_CHECK_UNCONFIGURED } from "../handlers/common";
import {
  HUMAN_CHECK_REQUIRED_CODE,
  openUpload,
  UPLOAD_CAPS,
  UPLOAD_HUMAN_CHECK_REQUIRED,
  UPLOADS_BUSY,
  UPLOADS_PER_DAY_REACHED,
} from "../handlers/open-upload";
import { localHumanCheckToken, localTokenFits } from "~/shared/human-check";
import type { HumanCheck } from "../ports";
import { memoryUploadGrants } from "@testing/ports/memory-upload-grants";

const NOW = new Date(Date.UTC(2026, 10, 28, 12));
const HOUR_MS = 60 * 60 * 1000;
const caller = (uid: string) => ({ uid, email: null, isAdmin: false, isAnonymous: true });
const clip = { name: "clip.mp4", size: 1234, contentType: "video/mp4" };

/**
 * A verifier that passes every token it is given that starts with "human-", and counts what it saw;
 * skipped (the emulators), it passes any token but one made for another form.
 */
function humanCheck(mode: HumanCheck["mode"] = "enforced") {
  const seen: string[] = [];
  const check: HumanCheck = {
    mode,
    async verify(token, _remoteIp, action) {
      seen.push(token);
      if (mode === "skipped") return localTokenFits(token, action);
      return token.startsWith("human-") && action === "creator_application";
    },
  };
  return { check, seen };
}

let tokens = 0;
/** A fresh token the verifier passes. */
const human = () => `human-${(tokens += 1)}`;

function server(caps = UPLOAD_CAPS, options: { mode?: HumanCheck["mode"]; production?: boolean } = {}) {
  const grants = memoryUploadGrants();
  const verifier = humanCheck(options.mode);
  let now = NOW.getTime();
  const open = (uid: string, clientKey: string, body: object = clip) =>
    openUpload(
      body,
      { caller: caller(uid), clientKey },
      {
        grants,
        clock: { now: () => new Date((now += 1)) },
        caps,
        humanCheck: verifier.check,
        config: { production: options.production ?? true },
      },
    );
  /** The application's first file brings a human check's token. */
  const openChecked = (uid: string, clientKey: string, body: object = clip) =>
    open(uid, clientKey, { ...body, recaptchaToken: human() });
  return { grants, open, openChecked, seen: verifier.seen, later: (ms: number) => (now += ms) };
}

describe("openUpload", () => {
  it("grants the caller's own path for exactly the declared size and type, for a day", async () => {
    const { grants, openChecked } = server();
    const answer = await openChecked("uid-1", "203.0.113.7");
    expect(answer.status).toBe(201);
    const { path } = answer.body as { path: string };
    expect(path).toMatch(/^creator-uploads\/uid-1\/\d+-clip\.mp4$/);
    expect(grants.grants.get(path)).toMatchObject({ size: 1234, contentType: "video/mp4", uid: "uid-1" });
    expect(grants.grants.get(path)!.expiresAt.getTime() - Number(/\/(\d+)-/.exec(path)![1])).toBe(86_400_000);
  });

  it("refuses before anything is granted: no session, another type, over 1 GB, no size", async () => {
    const { grants, openChecked } = server();
    const deps = {
      grants,
      clock: { now: () => NOW },
      humanCheck: humanCheck().check,
      config: { production: true },
    };
    expect(await openUpload({ ...clip, recaptchaToken: human() }, { caller: null }, deps)).toMatchObject({
      status: 401,
    });
    expect(await openChecked("uid-1", "a", { ...clip, contentType: "video/x-msvideo" })).toMatchObject({
      status: 400,
      body: { error: "clip.mp4 is not a supported file type." },
    });
    expect(await openChecked("uid-1", "a", { ...clip, size: 1_073_741_825 })).toMatchObject({
      status: 413,
      body: { error: "clip.mp4 is too large (max 1GB)." },
    });
    expect(await openChecked("uid-1", "a", { ...clip, size: "12" })).toMatchObject({ status: 400 });
    expect(await openChecked("uid-1", "a", { ...clip, size: 0 })).toMatchObject({ status: 400 });
    expect(grants.grants.size).toBe(0);
  });

  it("refuses a session no human check covers, saying so, and a token the check refuses", async () => {
    const { grants, open, seen } = server();
    expect(await open("uid-1", "a")).toEqual({
      status: 403,
      body: { error: UPLOAD_HUMAN_CHECK_REQUIRED, code: HUMAN_CHECK_REQUIRED_CODE },
    });
    expect(await open("uid-1", "a", { ...clip, recaptchaToken: "" })).toMatchObject({ status: 403 });
    expect(await open("uid-1", "a", { ...clip, recaptchaToken: "robot" })).toEqual({
      status: 400,
      body: { error: HUMAN_CHECK_FAILED },
    });
    expect(await open("uid-1", "a", { ...clip, recaptchaToken: 42 })).toMatchObject({ status: 400 });
    expect(seen).toEqual(["robot"]);
    expect(grants.grants.size).toBe(0);
  });

  it("opens the sessions of all of an application's files with one check, for its uid only", async () => {
    const { grants, open, openChecked, seen } = server();
    expect((await openChecked("uid-1", "a", { ...clip, name: "one.mp4" })).status).toBe(201);
    expect((await open("uid-1", "a", { ...clip, name: "two.mp4" })).status).toBe(201);
    expect((await open("uid-1", "b", { ...clip, name: "three.mp4" })).status).toBe(201);
    expect(seen).toHaveLength(1);
    expect(grants.grants.size).toBe(3);
    // Another uid (another applicant, or a script's next anonymous account) needs a check of its own.
    expect((await open("uid-2", "a")).status).toBe(403);
  });

  it("takes a token once, and one check opens at most its sessions, within its lifetime", async () => {
    const caps = { ...UPLOAD_CAPS, perUidPerDay: 100, perClientPerDay: 100 };
    const { open, later } = server(caps);
    const token = human();
    expect((await open("uid-1", "a", { ...clip, recaptchaToken: token })).status).toBe(201);
    // The same token again, for this uid or another: refused, whatever the verifier says.
    expect(await open("uid-2", "b", { ...clip, recaptchaToken: token })).toEqual({
      status: 400,
      body: { error: HUMAN_CHECK_FAILED },
    });
    expect((await open("uid-1", "a", { ...clip, recaptchaToken: token })).status).toBe(400);
    const statuses = [];
    for (let index = 1; index <= caps.sessionsPerHumanCheck; index += 1)
      statuses.push((await open("uid-1", "a")).status);
    expect(statuses).toEqual([...Array<number>(caps.sessionsPerHumanCheck - 1).fill(201), 403]);

    // A new check, a new pass; it ends after its lifetime, whatever it has left.
    expect((await open("uid-1", "a", { ...clip, recaptchaToken: human() })).status).toBe(201);
    later(caps.humanCheckLifetimeMs);
    expect((await open("uid-1", "a")).status).toBe(403);
  });

  it("skips the check against the emulators (no secret), and refuses every session in production without one", async () => {
    const emulators = server(UPLOAD_CAPS, { mode: "skipped", production: false });
    expect((await emulators.open("uid-1", "a")).status).toBe(201);
    // The emulator build's stand-in token, again and again (one per form): never taken as replayed.
    const standIn = { ...clip, recaptchaToken: localHumanCheckToken("creator_application") };
    expect((await emulators.open("uid-2", "a", standIn)).status).toBe(201);
    expect((await emulators.open("uid-3", "a", standIn)).status).toBe(201);
    // A stand-in token made for another form is refused, as Google's answer naming another action is.
    const newsletter = { ...clip, recaptchaToken: localHumanCheckToken("newsletter") };
    expect(await emulators.open("uid-4", "a", newsletter)).toEqual({
      status: 400,
      body: { error: HUMAN_CHECK_FAILED },
    });
    expect(await server(UPLOAD_CAPS, { mode: "skipped", production: true }).openChecked("uid-1", "a")).toEqual({
      status: 500,
      body: { error: HUMAN_CHECK_UNCONFIGURED },
    });
  });

  it("caps each uid and each client address a day, and everyone together an hour", async () => {
    const caps = { ...UPLOAD_CAPS, perUidPerDay: 2, perClientPerDay: 3, everyonePerHour: 5 };
    const { openChecked, later } = server(caps);
    const statuses = async (calls: Array<[string, string]>) =>
      Promise.all(calls.map(([uid, client]) => openChecked(uid, client).then((answer) => answer.status)));
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
    expect((await openChecked("u5", "a")).body).toEqual({ error: UPLOADS_PER_DAY_REACHED });
    // Everyone together: 5 an hour (4 granted so far).
    expect(
      await statuses([
        ["u6", "d"],
        ["u7", "e"],
      ]),
    ).toEqual([201, 429]);
    expect((await openChecked("u8", "f")).body).toEqual({ error: UPLOADS_BUSY });
    // The next hour, everyone's bucket is full again; the address's day is not over.
    later(HOUR_MS);
    expect(await statuses([["u8", "f"]])).toEqual([201]);
    expect(await statuses([["u9", "a"]])).toEqual([429]);
    // The next day, new allowances.
    later(24 * HOUR_MS);
    expect(await statuses([["u1", "a"]])).toEqual([201]);
  });

  it("fills everyone's bucket for one hour only: a burst leaves the rest of the day open", async () => {
    const { openChecked, later } = server();
    // From the hour's first millisecond (the clock the handler reads moves 1 ms a call).
    later(HOUR_MS - (NOW.getTime() % HOUR_MS) - 1);
    let granted = 0;
    for (let client = 0; client < UPLOAD_CAPS.everyonePerHour + 1; client += 1) {
      if ((await openChecked(`burst-${client}`, `198.51.100.${client}`)).status === 201) granted += 1;
    }
    expect(granted).toBe(UPLOAD_CAPS.everyonePerHour);
    expect((await openChecked("applicant", "192.0.2.1")).body).toEqual({ error: UPLOADS_BUSY });
    later(HOUR_MS);
    expect((await openChecked("applicant", "192.0.2.1")).status).toBe(201);
    // What the docs size checkUpload for: about 1,500 a day.
    expect(UPLOAD_CAPS.everyonePerHour * 24).toBeLessThanOrEqual(1_500);
    expect((UPLOAD_CAPS.everyonePerHour + 1) * 24).toBeGreaterThan(1_500);
  });
});
