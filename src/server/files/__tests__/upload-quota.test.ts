import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousUser, bearer, type TestUser } from "~/testing/auth-users";
import { submitApplication } from "~/testing/application-requests";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { createUploadRequest, patchRequest, uploadVideo } from "../../testing/tus-requests";
import { TOO_MANY_UNFINISHED_UPLOADS, TOO_MANY_UPLOAD_REQUESTS, UPLOAD_ALLOWANCE_USED } from "../upload-limits";

const GIGABYTE = 1_073_741_824;
const video = (size: number, name = "clip.mp4") => ({ name, type: "video/mp4", size });
const locationOf = (server: TestServer, response: Response) =>
  new URL(response.headers.get("location") ?? "", server.baseUrl).toString();
const tusHeaders = (user: TestUser) => ({ ...bearer(user), "tus-resumable": "1.0.0" });

describe("upload quota per uid (default limits)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("allows three unfinished uploads at once, and another once one is cancelled", async () => {
    const alice = await anonymousUser();
    const created = [];
    for (const name of ["a.mp4", "b.mp4", "c.mp4"]) {
      const response = await createUploadRequest(server.baseUrl, alice, video(GIGABYTE, name));
      expect(response.status).toBe(201);
      created.push(response);
    }
    const fourth = await createUploadRequest(server.baseUrl, alice, video(10, "d.mp4"));
    expect(fourth.status).toBe(413);
    expect(await fourth.json()).toEqual({ error: TOO_MANY_UNFINISHED_UPLOADS });

    // Someone else's allowance is their own.
    const bob = await anonymousUser();
    expect((await createUploadRequest(server.baseUrl, bob, video(10))).status).toBe(201);

    const cancelled = await fetch(locationOf(server, created[0]!), { method: "DELETE", headers: tusHeaders(alice) });
    expect(cancelled.status).toBe(204);
    expect((await createUploadRequest(server.baseUrl, alice, video(10, "d.mp4"))).status).toBe(201);
  });

  it("admits only as many of many parallel creations as the limit allows", async () => {
    const carol = await anonymousUser();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const response = await createUploadRequest(server.baseUrl, carol, video(100, `p${index}.mp4`));
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 413)).toHaveLength(9);
  });
});

describe("upload byte allowance and request rate (small limits)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ uploadLimits: { maxUnclaimedBytes: 10_000, requestsPerMinute: 12 } });
  });
  afterAll(() => server.close());

  it("counts unfinished and unused finished bytes; freeing or submitting a file makes room", async () => {
    const dave = await anonymousUser();
    // A real video (the server keeps nothing else) of a few kB; the allowance is 10,000 bytes.
    const finished = await uploadVideo(server.baseUrl, dave);
    const room = 10_000 - finished.size;
    expect((await createUploadRequest(server.baseUrl, dave, video(room - 1000, "b.mp4"))).status).toBe(201);
    const over = await createUploadRequest(server.baseUrl, dave, video(2000, "c.mp4"));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: UPLOAD_ALLOWANCE_USED });

    // A file in a submitted application no longer counts.
    const applied = await submitApplication(server.baseUrl, dave, [
      { name: finished.name, url: finished.url, size: finished.size },
    ]);
    expect(applied.status).toBe(201);
    expect((await createUploadRequest(server.baseUrl, dave, video(finished.size, "c.mp4"))).status).toBe(201);
  });

  it("frees the allowance when the uploader removes an unused file", async () => {
    const erin = await anonymousUser();
    const finished = await uploadVideo(server.baseUrl, erin);
    const overTheRest = video(10_000 - finished.size + 1);
    expect((await createUploadRequest(server.baseUrl, erin, overTheRest)).status).toBe(413);
    expect((await fetch(server.baseUrl + finished.url, { method: "DELETE", headers: bearer(erin) })).status).toBe(200);
    expect((await createUploadRequest(server.baseUrl, erin, overTheRest)).status).toBe(201);
  });

  it("limits upload requests per uid per minute, continuations included", async () => {
    const [frank, grace] = [await anonymousUser(), await anonymousUser()];
    const created = await createUploadRequest(server.baseUrl, frank, video(100));
    const location = locationOf(server, created);
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await patchRequest(location, frank, new Uint8Array(1), index);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 11).every((status) => status === 204)).toBe(true);
    expect(statuses[11]).toBe(429);
    const refused = await fetch(location, { method: "HEAD", headers: tusHeaders(frank) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    const limited = await patchRequest(location, frank, new Uint8Array(1), 11);
    expect(await limited.json()).toEqual({ error: TOO_MANY_UPLOAD_REQUESTS });
    // Another uid is not slowed down by frank.
    expect((await createUploadRequest(server.baseUrl, grace, video(100))).status).toBe(201);
  });
});
