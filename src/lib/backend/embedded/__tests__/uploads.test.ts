import { describe, expect, it, vi } from "vitest";
import type { UploadOptions as TusOptions } from "tus-js-client";
import { createEmbeddedUploads, uploadError } from "../uploads";

type Behaviour = (options: TusOptions) => void;

/** Stands in for tus-js-client's Upload; `behaviour` plays the server's part once started. */
function fakeTus(behaviour: Behaviour) {
  const instances: Array<{ options: TusOptions; abort: ReturnType<typeof vi.fn> }> = [];
  class FakeUpload {
    abort = vi.fn(async () => undefined);
    constructor(
      _file: File,
      readonly options: TusOptions,
    ) {
      instances.push(this);
    }
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload = vi.fn();
    start() {
      behaviour(this.options);
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

const file = new File([new Uint8Array(10)], "clip.mp4", { type: "video/mp4" });

describe("embedded uploads", () => {
  it("uploads to /uploads/ with the file's name and type, reports progress, and answers the stored URL", async () => {
    const { Upload, instances } = fakeTus((options) => {
      options.onProgress?.(5, 10);
      options.onSuccess?.({
        lastResponse: response(204, "", { "Upload-File-Url": "/files/creator-uploads/u1/1-clip.mp4" }) as never,
      });
    });
    const onProgress = vi.fn();
    const uploads = createEmbeddedUploads({ getIdToken: async () => "token", Upload });

    await expect(uploads.upload(file, { onProgress })).resolves.toEqual({
      name: "clip.mp4",
      url: "/files/creator-uploads/u1/1-clip.mp4",
      size: 10,
    });
    expect(onProgress).toHaveBeenCalledWith(5, 10);
    expect(instances[0]!.options).toMatchObject({
      endpoint: "/uploads/",
      metadata: { filename: "clip.mp4", filetype: "video/mp4" },
    });

    const request = { setHeader: vi.fn() };
    await instances[0]!.options.onBeforeRequest?.(request as never);
    expect(request.setHeader).toHaveBeenCalledWith("Authorization", "Bearer token");
  });

  it("rejects with the server's message and a storage code", async () => {
    const { Upload } = fakeTus((options) => {
      const error = Object.assign(new Error("tus failed"), {
        originalResponse: response(415, JSON.stringify({ error: "notes.pdf is not a supported file type." })),
      });
      options.onError?.(error);
    });
    const uploads = createEmbeddedUploads({ getIdToken: async () => "token", Upload });
    await expect(uploads.upload(file)).rejects.toMatchObject({
      message: "notes.pdf is not a supported file type.",
      code: "storage/invalid-argument",
    });
  });

  it("maps statuses and network failures to the storage codes the form explains", () => {
    const withStatus = (status: number) =>
      uploadError(Object.assign(new Error("x"), { originalResponse: response(status, "plain text") }) as never);
    expect(withStatus(403).code).toBe("storage/unauthorized");
    expect(withStatus(413).code).toBe("storage/quota-exceeded");
    expect(withStatus(500)).toMatchObject({ code: "storage/unknown", message: "Upload failed (500)" });
    expect(uploadError(new Error("offline")).code).toBe("storage/network-request-failed");
  });

  it("aborts the tus upload (discarding it on the server) when the signal fires", async () => {
    const { Upload, instances } = fakeTus(() => {});
    const controller = new AbortController();
    const uploads = createEmbeddedUploads({ getIdToken: async () => "token", Upload });
    const pending = uploads.upload(file, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "storage/canceled" });
    expect(instances[0]!.abort).toHaveBeenCalledWith(true);
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
