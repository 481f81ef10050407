import { Upload, type DetailedError, type UploadOptions as TusOptions } from "tus-js-client";
import type { StoredUploadedFile } from "~/shared/documents";
import { BackendError, type UploadsClient } from "../types";
import { authorisedJson, type RequestDeps } from "./request";

/** Small enough to pass any proxy and to resume cheaply; big enough to stay fast. */
export const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000];
/** Set by the server on the final response (src/server/files/tus-uploads.ts). */
const FILE_URL_HEADER = "Upload-File-Url";

export interface UploadsDeps extends RequestDeps {
  Upload?: new (
    file: File,
    options: TusOptions,
  ) => Pick<Upload, "start" | "abort" | "findPreviousUploads" | "resumeFromPreviousUpload">;
}

/** Maps a tus failure to the storage codes the upload UI explains (product.md §P4–P5). */
export function uploadError(error: Error | DetailedError): BackendError {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (!response) return new BackendError("Network error", undefined, "storage/network-request-failed");
  const status = response.getStatus();
  let message = `Upload failed (${status})`;
  try {
    const body = JSON.parse(response.getBody()) as { error?: string };
    if (body.error) message = body.error;
  } catch {
    // tus answers some errors as plain text
  }
  const code =
    status === 401 || status === 403
      ? "storage/unauthorized"
      : status === 413
        ? "storage/quota-exceeded"
        : status === 400 || status === 415
          ? "storage/invalid-argument"
          : "storage/unknown";
  return new BackendError(message, status, code);
}

export function createEmbeddedUploads(deps: UploadsDeps): UploadsClient {
  const TusUpload = deps.Upload ?? Upload;

  return {
    upload(file, options = {}) {
      return new Promise<StoredUploadedFile>((resolve, reject) => {
        if (options.signal?.aborted) {
          reject(new BackendError("Upload cancelled", undefined, "storage/canceled"));
          return;
        }
        const upload = new TusUpload(file, {
          endpoint: "/uploads/",
          chunkSize: CHUNK_SIZE,
          retryDelays: RETRY_DELAYS_MS,
          removeFingerprintOnSuccess: true,
          metadata: { filename: file.name, filetype: file.type },
          // A fresh token on every request: an upload can outlast the one-hour ID token.
          async onBeforeRequest(request) {
            const token = await deps.getIdToken();
            if (token) request.setHeader("Authorization", `Bearer ${token}`);
          },
          onProgress: (sent, total) => options.onProgress?.(sent, total),
          onSuccess({ lastResponse }) {
            const url = lastResponse.getHeader(FILE_URL_HEADER);
            if (url) resolve({ name: file.name, url, size: file.size });
            else
              reject(
                new BackendError("The server did not say where the file was stored", undefined, "storage/unknown"),
              );
          },
          onError: (error) => reject(uploadError(error)),
        });
        options.signal?.addEventListener(
          "abort",
          () => {
            void upload.abort(true).catch(() => undefined);
            reject(new BackendError("Upload cancelled", undefined, "storage/canceled"));
          },
          { once: true },
        );
        // Picks up where an interrupted upload of the same file left off (e.g. after a reload).
        upload
          .findPreviousUploads()
          .then((previous) => {
            if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
          })
          .catch(() => undefined)
          .finally(() => {
            if (!options.signal?.aborted) upload.start();
          });
      });
    },

    async deleteByUrl(url) {
      const { pathname } = new URL(url, "http://relative.invalid");
      if (!pathname.startsWith("/files/creator-uploads/")) {
        throw new BackendError("Not an uploaded file", 400, "storage/invalid-argument");
      }
      await authorisedJson(deps, "DELETE", pathname, { fallbackError: "Failed to remove file" });
    },
  };
}
