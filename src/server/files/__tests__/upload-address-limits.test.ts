import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousUser, bearer, type TestUser } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { sampleVideo } from "~/testing/sample-videos";
import { createUploadRequest, patchRequest } from "../../testing/tus-requests";
import { ADDRESS_HOURLY_ALLOWANCE_USED, TOO_MANY_UPLOADS_FROM_ADDRESS } from "../upload-limits";

/**
 * The per-uid quota alone is no limit: anyone may mint anonymous accounts, one per upload. So
 * each client address has its own caps, whichever accounts its uploads are made with.
 */

const HOUR_MS = 60 * 60 * 1000;
const b64 = (value: string) => Buffer.from(value).toString("base64");
const video = (size: number) => ({ name: "clip.mp4", type: "video/mp4", size });

/** A tus creation from a chosen loopback address, so the server sees another client. */
function createFrom(localAddress: string, baseUrl: string, user: TestUser, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL("/uploads/", baseUrl),
      {
        method: "POST",
        localAddress,
        headers: {
          ...bearer(user),
          "tus-resumable": "1.0.0",
          "upload-length": String(size),
          "upload-metadata": `filename ${b64("clip.mp4")},filetype ${b64("video/mp4")}`,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function refusal(response: Response): Promise<{ status: number; error?: string }> {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return { status: response.status, error: body.error };
}

describe("unfinished uploads per client address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ uploadLimits: { maxUnfinishedUploadsPerAddress: 2 } });
  });
  afterAll(() => server.close());

  it("are capped across fresh anonymous accounts, freed by finishing one, and counted per address", async () => {
    const [first, second, third] = await Promise.all([anonymousUser(), anonymousUser(), anonymousUser()]);
    const clip = sampleVideo();
    const started = await createUploadRequest(server.baseUrl, first, video(clip.length));
    expect(started.status).toBe(201);
    expect((await createUploadRequest(server.baseUrl, second, video(10))).status).toBe(201);

    const refused = await createUploadRequest(server.baseUrl, third, video(10));
    expect(await refusal(refused)).toEqual({ status: 413, error: TOO_MANY_UPLOADS_FROM_ADDRESS });
    expect(await createFrom("127.0.0.2", server.baseUrl, third, 10)).toBe(201);

    const location = new URL(started.headers.get("location") ?? "", server.baseUrl).toString();
    expect((await patchRequest(location, first, clip)).status).toBe(204);
    expect((await createUploadRequest(server.baseUrl, third, video(10))).status).toBe(201);
  });

  it("admits only as many of many parallel creations from fresh accounts as the cap allows", async () => {
    const local = await startTestServer({ uploadLimits: { maxUnfinishedUploadsPerAddress: 3 } });
    try {
      const users = await Promise.all(Array.from({ length: 8 }, () => anonymousUser()));
      const statuses = await Promise.all(
        users.map(async (user) => {
          const response = await createUploadRequest(local.baseUrl, user, video(10));
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 413)).toHaveLength(5);
    } finally {
      await local.close();
    }
  });
});

describe("bytes started per hour per client address", () => {
  let server: TestServer;
  let now = new Date("2026-03-01T10:00:00Z").getTime();
  beforeAll(async () => {
    server = await startTestServer({
      uploadLimits: { maxBytesPerHourPerAddress: 3_000 },
      clock: { now: () => new Date(now) },
    });
  });
  afterAll(() => server.close());

  it("are capped across accounts, still count when cancelled, and come back after an hour", async () => {
    const [first, second] = await Promise.all([anonymousUser(), anonymousUser()]);
    const started = await createUploadRequest(server.baseUrl, first, video(2_000));
    expect(started.status).toBe(201);
    const location = new URL(started.headers.get("location") ?? "", server.baseUrl).toString();
    const cancelled = await fetch(location, {
      method: "DELETE",
      headers: { ...bearer(first), "tus-resumable": "1.0.0" },
    });
    expect(cancelled.status).toBe(204);

    const refused = await createUploadRequest(server.baseUrl, second, video(1_500));
    expect(await refusal(refused)).toEqual({ status: 413, error: ADDRESS_HOURLY_ALLOWANCE_USED });
    expect(await createFrom("127.0.0.2", server.baseUrl, second, 1_500)).toBe(201);
    expect((await createUploadRequest(server.baseUrl, second, video(1_000))).status).toBe(201);

    now += HOUR_MS;
    expect((await createUploadRequest(server.baseUrl, second, video(1_500))).status).toBe(201);
  });
});
