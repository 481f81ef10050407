import { describe, expect, it, vi } from "vitest";
import type { UploadOptions as TusOptions } from "tus-js-client";
import { fileFingerprint } from "~/lib/uploads/fingerprint";
import { createResumeStore, memoryStorage } from "~/lib/uploads/resume-store";
import { FIRST_CHUNK_BYTES } from "~/lib/uploads/chunk-size";
import { createEmbeddedUploads, uploadError, type UploadsDeps } from "../uploads";

interface FakeInstance {
  options: TusOptions;
  url: string | null;
  abort: ReturnType<typeof vi.fn>;
}
type Behaviour = (upload: FakeInstance, attempt: number) => void | Promise<void>;

/** Stands in for tus-js-client's Upload; `behaviour` plays the server's part once started. */
function fakeTus(behaviour: Behaviour) {
  const instances: FakeInstance[] = [];
  class FakeUpload implements FakeInstance {
    url: string | null = null;
    abort = vi.fn(async () => undefined);
    constructor(
      _file: File,
      readonly options: TusOptions,
    ) {
      instances.push(this);
    }
    start() {
      void behaviour(this, instances.length);
    }
  }
  return { Upload: FakeUpload as never, instances };
}

const response = (status: number, body: string, headers: Record<string, string> = {}) => ({
  getStatus: () => status,
  getBody: () => body,
  getHeader: (name: string) => headers[name],
  getUnderlyingObject: () => null,
});
const request = (method: string) => ({ getMethod: () => method }) as never;

/** What the server answers to a chunk: the offset it now holds. */
const answer = (upload: FakeInstance, method: string, status: number, offset?: number) =>
  upload.options.onAfterResponse?.(
    request(method),
    response(status, "", offset === undefined ? {} : { "Upload-Offset": String(offset) }) as never,
  );
const finish = (upload: FakeInstance) =>
  upload.options.onSuccess?.({
    lastResponse: response(204, "", { "Upload-File-Url": "/files/creator-uploads/u1/1-clip.mp4" }) as never,
  });

/** An unsigned ID token for uid `u1`: the client only reads the uid from it. */
const token = ["e30", btoa(JSON.stringify({ user_id: "u1" })).replace(/=+$/, ""), "sig"].join(".");
const file = new File([new Uint8Array(10)], "clip.mp4", { type: "video/mp4" });
const client = (Upload: UploadsDeps["Upload"], deps: Partial<UploadsDeps> = {}) =>
  createEmbeddedUploads({
    getIdToken: async () => token,
    Upload,
    resumeStore: createResumeStore({ storage: memoryStorage() }),
    ...deps,
  });

describe("embedded uploads", () => {
  it("uploads in chunks to /uploads/ with the file's name and type and a fresh token on every request", async () => {
    const { Upload, instances } = fakeTus((upload) => finish(upload));
    await expect(client(Upload).upload(file)).resolves.toEqual({
      name: "clip.mp4",
      url: "/files/creator-uploads/u1/1-clip.mp4",
      size: 10,
    });
    expect(instances[0]!.options).toMatchObject({
      endpoint: "/uploads/",
      uploadUrl: null,
      chunkSize: FIRST_CHUNK_BYTES,
      retryDelays: null,
      metadata: { filename: "clip.mp4", filetype: "video/mp4" },
    });
    const headers = { getMethod: () => "POST", setHeader: vi.fn() };
    await instances[0]!.options.onBeforeRequest?.(headers as never);
    expect(headers.setHeader).toHaveBeenCalledWith("Authorization", `Bearer ${token}`);
  });

  it("reports the server's Upload-Offset after each chunk, not bytes handed to the socket", async () => {
    const { Upload } = fakeTus(async (upload) => {
      upload.options.onProgress?.(5, 10);
      await answer(upload, "PATCH", 204, 4);
      upload.options.onProgress?.(9, 10);
      await answer(upload, "PATCH", 409, 9);
      await answer(upload, "PATCH", 204, 10);
      finish(upload);
    });
    const onProgress = vi.fn();
    await client(Upload).upload(file, { onProgress });
    expect(onProgress.mock.calls).toEqual([
      [0, 10],
      [4, 10],
      [10, 10],
    ]);
  });

  it("reports bytes handed to the connection separately, ahead of the confirmed ones", async () => {
    const { Upload } = fakeTus(async (upload) => {
      upload.options.onProgress?.(3, 10);
      upload.options.onProgress?.(7, 10);
      await answer(upload, "PATCH", 204, 10);
      finish(upload);
    });
    const onSent = vi.fn();
    const onProgress = vi.fn();
    await client(Upload).upload(file, { onSent, onProgress });
    expect(onSent.mock.calls).toEqual([
      [3, 10],
      [7, 10],
    ]);
    expect(onProgress.mock.calls.at(-1)).toEqual([10, 10]);
  });

  it("sizes each chunk from how fast the last one went, and starts smaller after a failure", async () => {
    const KiB = 1024;
    let clock = 0;
    const sizes: number[] = [];
    const patch = async (upload: FakeInstance, from: number, to: number, ms: number) => {
      await upload.options.onBeforeRequest?.({ getMethod: () => "PATCH", setHeader: () => undefined } as never);
      clock += ms;
      await answer(upload, "PATCH", 204, to);
      sizes.push(Number(upload.options.chunkSize) / KiB);
      return from;
    };
    const { Upload, instances } = fakeTus(async (upload, attempt) => {
      if (attempt === 1) {
        await patch(upload, 0, 256 * KiB, 5); // loopback-fast: grows fourfold
        await patch(upload, 256 * KiB, 1280 * KiB, 5);
        await patch(upload, 1280 * KiB, 1536 * KiB, 1000); // slowed to 256 KiB/s: one second's worth
        upload.options.onError?.(new Error("socket hang up"));
        return;
      }
      finish(upload);
    });
    await client(Upload, { retryDelays: [1], now: () => clock }).upload(file);
    expect(sizes).toEqual([1024, 4096, 256]);
    expect(instances[1]!.options.chunkSize).toBe(256 * KiB);
  });

  it("continues the caller's remembered upload and reports the server's offset", async () => {
    const resumeStore = createResumeStore({ storage: memoryStorage() });
    resumeStore.save(await fileFingerprint(file), {
      sessionUrl: "/uploads/u1.a",
      ownerUid: "u1",
      createdAt: Date.now(),
    });
    const { Upload, instances } = fakeTus(async (upload) => {
      await answer(upload, "HEAD", 200, 6);
      finish(upload);
    });
    const onResume = vi.fn();
    await client(Upload, { resumeStore }).upload(file, { onResume });
    expect(instances[0]!.options.uploadUrl).toBe("/uploads/u1.a");
    expect(onResume).toHaveBeenCalledWith(6);
  });

  it("retries a lost connection with a new request continuing the same upload", async () => {
    const { Upload, instances } = fakeTus((upload, attempt) => {
      if (attempt > 1) return finish(upload);
      upload.url = "http://site/uploads/u1.b";
      upload.options.onUploadUrlAvailable?.();
      upload.options.onError?.(new Error("socket hang up"));
    });
    const onPhase = vi.fn();
    await expect(client(Upload, { retryDelays: [1] }).upload(file, { onPhase })).resolves.toBeDefined();
    expect(onPhase).toHaveBeenCalledWith({ phase: "retrying", attempt: 1, delayMs: 1 });
    expect(instances[1]!.options.uploadUrl).toBe("http://site/uploads/u1.b");
  });

  it("rejects a refusal at once with the server's message and a storage code", async () => {
    const { Upload, instances } = fakeTus((upload) => {
      const error = Object.assign(new Error("tus failed"), {
        originalResponse: response(415, JSON.stringify({ error: "notes.pdf is not a supported file type." })),
      });
      upload.options.onError?.(error);
    });
    await expect(client(Upload).upload(file)).rejects.toMatchObject({
      message: "notes.pdf is not a supported file type.",
      code: "storage/invalid-argument",
    });
    expect(instances).toHaveLength(1);
  });

  it("maps statuses and network failures to the storage codes the form explains", () => {
    const withStatus = (status: number) =>
      uploadError(Object.assign(new Error("x"), { originalResponse: response(status, "plain text") }) as never);
    expect(withStatus(403).code).toBe("storage/unauthorized");
    expect(withStatus(413).code).toBe("storage/quota-exceeded");
    expect(withStatus(500)).toMatchObject({ code: "storage/unknown", message: "Upload failed (500)" });
    expect(uploadError(new Error("offline")).code).toBe("storage/network-request-failed");
  });

  it("on abort stops the request and deletes the unfinished upload on the server", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    const { Upload, instances } = fakeTus((upload) => {
      upload.url = "http://site/uploads/u1.c";
      upload.options.onUploadUrlAvailable?.();
    });
    const controller = new AbortController();
    const pending = client(Upload, { fetch: fetchMock as never }).upload(file, { signal: controller.signal });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    controller.abort();

    await expect(pending).rejects.toMatchObject({ code: "storage/canceled" });
    expect(instances[0]!.abort).toHaveBeenCalledWith(false);
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("http://site/uploads/u1.c", {
        method: "DELETE",
        headers: { "Tus-Resumable": "1.0.0", Authorization: `Bearer ${token}` },
      }),
    );
  });

  it("deletes only this server's upload URLs, with the ID token", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    const uploads = createEmbeddedUploads({
      getIdToken: async () => "token",
      fetch: fetchMock as unknown as typeof fetch,
    });
    await uploads.deleteByUrl("/files/creator-uploads/u1/1-clip%20one.mp4");
    expect(fetchMock).toHaveBeenCalledWith(
      "/files/creator-uploads/u1/1-clip%20one.mp4",
      expect.objectContaining({ method: "DELETE", headers: { authorization: "Bearer token" } }),
    );
    await expect(uploads.deleteByUrl("https://evil.example.com/other")).rejects.toMatchObject({
      code: "storage/invalid-argument",
    });
  });
});
