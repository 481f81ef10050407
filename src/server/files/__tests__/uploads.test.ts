import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousUser, bearer, type TestUser } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { sampleVideo } from "~/testing/sample-videos";
import { createUploadRequest, patchRequest, uploadVideo } from "../../testing/tus-requests";

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([anonymousUser(), anonymousUser()]);
});
afterAll(() => server.close());

const onDisk = (objectPath: string) => path.join(server.dataDir, "files", "objects", objectPath);

describe("resumable uploads (tus)", () => {
  it("stores a finished upload under the caller's own creator-uploads path and plays it back with ranges", async () => {
    const bytes = sampleVideo({ container: "mov" });
    const uploaded = await uploadVideo(server.baseUrl, alice, {
      name: "../../My Clip!.MOV",
      type: "video/quicktime",
      bytes,
    });

    expect(uploaded.path).toMatch(new RegExp(`^creator-uploads/${alice.uid}/\\d+-My Clip_\\.MOV$`));
    expect(uploaded.url).toBe(`/files/${uploaded.path.replace(/ /g, "%20")}`);
    expect(existsSync(onDisk(uploaded.path))).toBe(true);

    const whole = await fetch(server.baseUrl + uploaded.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/quicktime");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await fetch(server.baseUrl + uploaded.url, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it("refuses uploads without a session, of other types, or over 1 GB", async () => {
    const noSession = await createUploadRequest(server.baseUrl, null, { name: "a.mp4", type: "video/mp4", size: 10 });
    expect(noSession.status).toBe(401);
    const wrongType = await createUploadRequest(server.baseUrl, alice, {
      name: "notes.pdf",
      type: "application/pdf",
      size: 10,
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ error: "notes.pdf is not a supported file type." });
    const tooBig = await createUploadRequest(server.baseUrl, alice, {
      name: "huge.mp4",
      type: "video/mp4",
      size: 1_073_741_825,
    });
    expect(tooBig.status).toBe(413);
    const exactlyOneGigabyte = await createUploadRequest(server.baseUrl, alice, {
      name: "max.mp4",
      type: "video/mp4",
      size: 1_073_741_824,
    });
    expect(exactlyOneGigabyte.status).toBe(201);
  });

  it("refuses a file name that hides its real end (bidi override) or holds invisible characters", async () => {
    for (const name of ["clip\u202Egpj.mp4", "clip\u200B.mp4", "a\u2028b.mp4"]) {
      const refused = await createUploadRequest(server.baseUrl, bob, { name, type: "video/mp4", size: 10 });
      expect(refused.status, name).toBe(400);
      expect(await refused.json()).toEqual({ error: "File name contains characters that are not allowed" });
    }
  });

  it("lets only the owner continue an upload", async () => {
    const bytes = sampleVideo();
    const file = { name: "a.mp4", type: "video/mp4", size: bytes.byteLength };
    const created = await createUploadRequest(server.baseUrl, alice, file);
    const location = new URL(created.headers.get("location") ?? "", server.baseUrl).toString();
    expect((await patchRequest(location, bob, bytes)).status).toBe(403);
    expect((await patchRequest(location, null, bytes)).status).toBe(401);
    expect((await patchRequest(location, alice, bytes)).status).toBe(204);
  });

  it("deletes a file only for the uid that owns it", async () => {
    const uploaded = await uploadVideo(server.baseUrl, alice);
    const asBob = await fetch(server.baseUrl + uploaded.url, { method: "DELETE", headers: bearer(bob) });
    expect(asBob.status).toBe(403);
    const anonymous = await fetch(server.baseUrl + uploaded.url, { method: "DELETE" });
    expect(anonymous.status).toBe(401);
    expect(existsSync(onDisk(uploaded.path))).toBe(true);

    const asAlice = await fetch(server.baseUrl + uploaded.url, { method: "DELETE", headers: bearer(alice) });
    expect(asAlice.status).toBe(200);
    expect(existsSync(onDisk(uploaded.path))).toBe(false);
    expect((await fetch(server.baseUrl + uploaded.url)).status).toBe(404);
  });

  it("never serves anything outside the upload tree", async () => {
    for (const probe of [
      "/files/creator-uploads/x/..%2f..%2f..%2fdocuments.sqlite",
      "/files/creator-uploads/%2e%2e/%2e%2e/documents.sqlite",
      "/files/meta/x.json",
    ]) {
      expect((await fetch(server.baseUrl + probe)).status).toBe(404);
    }
  });
});
