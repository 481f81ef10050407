/**
 * The openUpload function as deployed (api-functions.ts over its entry point), on a runtime whose
 * grants are in memory and whose clock the test moves: the human check is required, and the client
 * its caps count is the one the rate limits count (an IPv4 address or an IPv6 /48).
 */
import { describe, expect, it } from "vitest";
import { recordingResponse } from "@testing/ports/recording-response";
import { HUMAN_CHECK_FAILED } from "@functions/core/handlers/common";
import {
  HUMAN_CHECK_REQUIRED_CODE,
  UPLOAD_CAPS,
  UPLOAD_HUMAN_CHECK_REQUIRED,
  UPLOADS_BUSY,
  UPLOADS_PER_DAY_REACHED,
} from "@functions/core/handlers/open-upload";
import { memoryUploadGrants } from "@testing/ports/memory-upload-grants";
import type { FunctionsRuntime, RuntimeOutcome } from "../../runtime/runtime";
import { createApiFunctions } from "../api-functions";
import type { FunctionRequest } from "../entry-point";

const HOUR_MS = 60 * 60 * 1000;

function deployed() {
  let now = Date.UTC(2026, 10, 28, 12);
  const verified: string[] = [];
  const runtime = {
    config: { production: true },
    ports: {
      clock: { now: () => new Date(now) },
      config: { production: true },
      humanCheck: {
        mode: "enforced",
        verify: async (token: string) => {
          verified.push(token);
          return token.startsWith("human-");
        },
      },
    },
    verifyCaller: async (authorization: string | undefined) =>
      authorization
        ? { uid: authorization.replace("Bearer ", ""), email: null, isAdmin: false, isAnonymous: true }
        : null,
    appCheck: async () => true,
    rateLimiter: { client: async () => true, caller: async () => true },
    uploadGrants: memoryUploadGrants(),
    log: () => {},
  } as unknown as FunctionsRuntime;
  const loadRuntime = (): RuntimeOutcome => ({ ok: true, runtime });
  const { openUpload } = createApiFunctions(loadRuntime);

  /** One request from `address` (as Google's front end passes it on) by `uid`, with `body`. */
  async function open(uid: string, address: string, body: object): Promise<{ status: number; body: unknown }> {
    const { res, answer } = recordingResponse();
    const request: FunctionRequest = {
      method: "POST",
      headers: {
        "x-forwarded-for": `203.0.113.250, ${address}`,
        "content-type": "application/json",
        authorization: `Bearer ${uid}`,
      },
      rawBody: Buffer.from(JSON.stringify(body)),
      query: {},
    };
    await openUpload(request, res);
    return { status: answer.status, body: answer.body };
  }
  let tokens = 0;
  const clip = (name = "clip.mp4") => ({ name, size: 1234, contentType: "video/mp4" });
  /** An application's first file: with a fresh token the check passes. */
  const checked = (name?: string) => ({ ...clip(name), recaptchaToken: `human-${(tokens += 1)}` });
  return { open, clip, checked, verified, later: (ms: number) => (now += ms) };
}

describe("POST /api/open-upload", () => {
  it("refuses a session without a human check, and one whose token the check refuses, granting nothing", async () => {
    const { open, clip } = deployed();
    expect(await open("uid-1", "198.51.100.1", clip())).toEqual({
      status: 403,
      body: { error: UPLOAD_HUMAN_CHECK_REQUIRED, code: HUMAN_CHECK_REQUIRED_CODE },
    });
    expect(await open("uid-1", "198.51.100.1", { ...clip(), recaptchaToken: "robot" })).toEqual({
      status: 400,
      body: { error: HUMAN_CHECK_FAILED },
    });
  });

  it("opens an application's three files with one check; another uid needs its own", async () => {
    const { open, clip, checked, verified } = deployed();
    const statuses = [
      (await open("uid-1", "198.51.100.1", checked("one.mp4"))).status,
      (await open("uid-1", "198.51.100.1", clip("two.mp4"))).status,
      (await open("uid-1", "198.51.100.1", clip("three.mp4"))).status,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    expect(verified).toHaveLength(1);
    expect((await open("uid-2", "198.51.100.1", clip())).status).toBe(403);
  });

  it("counts every address of one IPv6 /48 as one client, whatever /56 or /64 it sends from", async () => {
    const { open, checked } = deployed();
    const statuses = [];
    // 2001:db8:7::/48: a new uid (a new anonymous session) each time, from a new /56 and /64 each time.
    for (let index = 0; index < UPLOAD_CAPS.perClientPerDay; index += 1) {
      const address = `2001:db8:7:${(index * 0x101).toString(16)}::${index + 1}`;
      statuses.push((await open(`uid-${index}`, address, checked())).status);
    }
    expect(statuses).toEqual(Array<number>(UPLOAD_CAPS.perClientPerDay).fill(201));
    expect(await open("uid-next", "2001:db8:7:ffff:1::1", checked())).toEqual({
      status: 429,
      body: { error: UPLOADS_PER_DAY_REACHED },
    });
    // The next /48 is another client.
    expect((await open("uid-next", "2001:db8:8::1", checked())).status).toBe(201);
  });

  it("lets everyone together open the hour's sessions, and the next hour's, however the day began", async () => {
    const { open, checked, later } = deployed();
    const statuses = [];
    for (let index = 0; index <= UPLOAD_CAPS.everyonePerHour; index += 1) {
      statuses.push((await open(`burst-${index}`, `198.51.100.${index}`, checked())).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(UPLOAD_CAPS.everyonePerHour);
    expect((await open("applicant", "192.0.2.1", checked())).body).toEqual({ error: UPLOADS_BUSY });
    later(HOUR_MS);
    expect((await open("applicant", "192.0.2.1", checked())).status).toBe(201);
  });
});
