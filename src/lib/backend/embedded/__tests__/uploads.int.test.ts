import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailUser, type TestAccount } from "~/testing/auth-users";
import { sampleVideoOfSize } from "~/testing/sample-videos";
import { startRealBackend, type RealBackend } from "~/testing/real-backend";
import { FIRST_CHUNK_BYTES } from "~/lib/uploads/chunk-size";

let real: RealBackend;
let stranger: TestAccount;

beforeAll(async () => {
  [real, stranger] = await Promise.all([startRealBackend(), emailUser()]);
});
afterAll(() => real.close());

/** A real MP4 of `size` bytes (at least 8 kB): the server keeps nothing but videos. */
const video = (size: number, name = "my clip.mp4", type = "video/mp4") =>
  new File([sampleVideoOfSize(size)], name, { type });

const download = (url: string) => fetch(new URL(url, real.server.baseUrl));

describe("uploads client (real tus-js-client) against the embedded server", () => {
  it("uploads a video in several chunks as an anonymous visitor and answers {name, url, size}", async () => {
    const owner = await real.sessionAs("anonymous");
    const file = video(8 * 1024 * 1024 + 1_000);
    const onProgress = vi.fn();
    const onSent = vi.fn();

    const stored = await real.backend.uploads.upload(file, { onProgress, onSent });

    expect(stored).toEqual({ name: "my clip.mp4", url: expect.any(String), size: file.size });
    expect(stored.url).toMatch(new RegExp(`^/files/creator-uploads/${owner!.uid}/\\d+-my%20clip\\.mp4$`));
    expect(onProgress).toHaveBeenLastCalledWith(file.size, file.size);
    // Chunks start at 256 KiB: the first confirmation comes after 256 KiB, not after 8 MiB.
    expect(onProgress.mock.calls[1]).toEqual([FIRST_CHUNK_BYTES, file.size]);
    expect(onSent).toHaveBeenCalled();
    const served = await download(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it("removes the owner's file by its URL, and refuses someone else's", async () => {
    await real.sessionAs("anonymous");
    const stored = await real.backend.uploads.upload(video(8_192, "clip.mov", "video/quicktime"));

    await real.sessionAs(stranger);
    await expect(real.backend.uploads.deleteByUrl(stored.url)).rejects.toMatchObject({
      message: "You can only remove your own files.",
      status: 403,
    });
    expect((await download(stored.url)).status).toBe(200);
  });

  it("deletes an owned file so it is no longer served", async () => {
    await real.sessionAs("anonymous");
    const stored = await real.backend.uploads.upload(video(8_192));
    await real.backend.uploads.deleteByUrl(stored.url);
    expect((await download(stored.url)).status).toBe(404);
  });

  it("maps the server's refusals to storage codes with the server's message", async () => {
    await real.sessionAs(null);
    await expect(real.backend.uploads.upload(video(8_192))).rejects.toMatchObject({
      code: "storage/unauthorized",
      status: 401,
      message: "Sign in before uploading files.",
    });

    await real.sessionAs("anonymous");
    await expect(real.backend.uploads.upload(video(8_192, "notes.txt", "text/plain"))).rejects.toMatchObject({
      code: "storage/invalid-argument",
      status: 415,
      message: "notes.txt is not a supported file type.",
    });

    // Named and declared as a video, but its bytes say otherwise: refused after the last chunk.
    const text = new File(["Dear diary, today I uploaded a text file.\n".repeat(200)], "diary.mp4", {
      type: "video/mp4",
    });
    await expect(real.backend.uploads.upload(text)).rejects.toMatchObject({
      code: "storage/invalid-argument",
      status: 415,
      message: "diary.mp4 is not a valid MP4 or MOV video.",
    });
  });

  it("cancels an upload when its signal aborts", async () => {
    await real.sessionAs("anonymous");
    const controller = new AbortController();
    const pending = real.backend.uploads.upload(video(16 * 1024 * 1024), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ code: "storage/canceled" });
  });
});
