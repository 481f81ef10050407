import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bearer } from "~/testing/auth-users";
import { sampleVideo } from "~/testing/sample-videos";
import { createUploadRequest, patchRequest } from "../../testing/tus-requests";
import { suiteApplicant, suiteServer } from "../../testing/suite-server";

const server = suiteServer();
const alice = suiteApplicant();

const onDisk = (objectPath: string) => path.join(server.dataDir, "files", "objects", objectPath);
/** What is left of unfinished uploads: nothing once an upload has finished. */
const tusFiles = () => readdirSync(path.join(server.dataDir, "tus"));

describe("uploads that finish inside their creating request", () => {
  it("refuses an empty upload (no bytes are no video) and keeps nothing of it", async () => {
    const created = await createUploadRequest(server.baseUrl, alice, { name: "empty.mp4", type: "video/mp4", size: 0 });
    expect(created.status).toBe(415);
    expect(await created.json()).toEqual({ error: "empty.mp4 is not a valid MP4 or MOV video." });
    expect(readdirSync(path.join(server.dataDir, "files", "objects", "creator-uploads", alice.uid))).toEqual([]);
    expect(tusFiles()).toEqual([]);
  });

  it("answers 201 with the location and the stored file when the POST carries the whole file", async () => {
    const bytes = sampleVideo({ container: "mov" });
    const created = await createUploadRequest(
      server.baseUrl,
      alice,
      { name: "whole.mov", type: "video/quicktime", size: bytes.length },
      bytes,
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toMatch(/^\/uploads\/.+/);
    expect(created.headers.get("upload-offset")).toBe(String(bytes.length));
    const url = created.headers.get("upload-file-url") ?? "";
    const played = await fetch(server.baseUrl + url);
    expect(played.status).toBe(200);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
    expect(readFileSync(onDisk(created.headers.get("upload-file-path") ?? ""))).toHaveLength(bytes.length);
    expect(tusFiles()).toEqual([]);
  });

  it("keeps a partly sent creation resumable", async () => {
    const bytes = sampleVideo();
    const created = await createUploadRequest(
      server.baseUrl,
      alice,
      { name: "half.mp4", type: "video/mp4", size: bytes.length },
      bytes.slice(0, 1500),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("upload-offset")).toBe("1500");
    const location = new URL(created.headers.get("location") ?? "", server.baseUrl).toString();
    const head = await fetch(location, { method: "HEAD", headers: { ...bearer(alice), "tus-resumable": "1.0.0" } });
    expect(head.headers.get("upload-offset")).toBe("1500");
    const rest = await patchRequest(location, alice, bytes.slice(1500), 1500);
    expect(rest.status).toBe(204);
    const played = await fetch(server.baseUrl + (rest.headers.get("upload-file-url") ?? ""));
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
  });
});
