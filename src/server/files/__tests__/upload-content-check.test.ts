import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorApplicationDocument } from "~/shared/documents";
import { anonymousUser, bearer, type TestUser } from "~/testing/auth-users";
import { submitApplication } from "~/testing/application-requests";
import { sampleVideo } from "~/testing/sample-videos";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { uploadInChunks } from "../../testing/tus-requests";

/** The server trusts bytes, not names: the content check at the end of a real tus upload. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every stored object and metadata file of `uid`, and every unfinished upload: what is left on disk. */
function onDisk(uid: string): string[] {
  const list = (directory: string) => (existsSync(directory) ? readdirSync(directory) : []);
  const files = path.join(server.dataDir, "files");
  return [
    ...list(path.join(files, "objects", "creator-uploads", uid)),
    ...list(path.join(files, "meta", "creator-uploads", uid)),
    ...list(path.join(server.dataDir, "tus")).filter((name) => name.includes(uid)),
  ];
}

describe("a finished upload is kept only when its bytes are an MP4 or QuickTime video", () => {
  it.each([
    ["an MP4 with moov at the end", "clip.mp4", "video/mp4", () => sampleVideo({ seconds: 2 }), 2],
    ["a faststart MP4", "clip.mp4", "video/mp4", () => sampleVideo({ faststart: true }), 1],
    ["a MOV declared as MP4", "clip.mp4", "video/mp4", () => sampleVideo({ container: "mov", seconds: 2 }), 2],
  ])("%s, sent in chunks, is stored with its duration and picture size", async (_, name, type, bytes, seconds) => {
    const user = await anonymousUser();
    const { last } = await uploadInChunks(server.baseUrl, user, { name, type, bytes: bytes() });
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-file-duration")).toBe(String(seconds));
    expect([last.headers.get("upload-file-width"), last.headers.get("upload-file-height")]).toEqual(["160", "120"]);
    expect(onDisk(user.uid)).toHaveLength(2);
  });

  const text = () => new TextEncoder().encode("Just my notes, renamed to look like a video.\n".repeat(300));
  const truncated = () => sampleVideo().subarray(0, 4000);
  const hugeBox = () => {
    const bytes = sampleVideo({ faststart: true });
    const view = new DataView(bytes.buffer);
    view.setUint32(view.getUint32(0), 0xffff_fff0); // the moov box, right after ftyp, claims 4 GB
    return bytes;
  };
  it.each([
    ["a text file named .mp4", "notes.mp4", text],
    ["an AVI named .mp4", "old camera.mp4", () => sampleVideo({ container: "avi" })],
    ["a truncated MP4", "cut.mp4", truncated],
    ["an MP4 whose box claims a huge size", "forged.mp4", hugeBox],
    ["random bytes named .mov", "noise.mov", () => new Uint8Array(randomBytes(20_000))],
  ])("%s is refused at the last chunk (415, final for tus) and deleted", async (_, name, bytes) => {
    const user = await anonymousUser();
    const type = name.endsWith(".mov") ? "video/quicktime" : "video/mp4";
    const { location, last } = await uploadInChunks(server.baseUrl, user, { name, type, bytes: bytes() });
    expect(last.status).toBe(415);
    expect(await last.json()).toEqual({ error: `${name} is not a valid MP4 or MOV video.` });
    expect(onDisk(user.uid)).toEqual([]);
    const head = await fetch(location, { method: "HEAD", headers: { ...bearer(user), "tus-resumable": "1.0.0" } });
    expect(head.status).toBe(404);
  });
});

describe("the stored application records each video's facts from its bytes", () => {
  let applicant: TestUser;
  beforeAll(async () => {
    applicant = await anonymousUser();
  });

  it("size, duration, picture size and type, never the request's", async () => {
    const bytes = sampleVideo({ container: "mov", seconds: 2, width: 320, height: 240 });
    const { last } = await uploadInChunks(server.baseUrl, applicant, { name: "intro.mp4", type: "video/mp4", bytes });
    const url = last.headers.get("upload-file-url") ?? "";
    const submitted = await submitApplication(server.baseUrl, applicant, [{ name: "intro.mp4", url, size: 1 }]);
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const stored = await server.ports.documents.get<CreatorApplicationDocument>("creator_applications", id);
    expect(stored?.uploadedFiles).toEqual([
      {
        name: "intro.mp4",
        url,
        size: bytes.byteLength,
        durationSeconds: 2,
        width: 320,
        height: 240,
        contentType: "video/quicktime",
      },
    ]);
  });
});
