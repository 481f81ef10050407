import { Upload, type DetailedError, type UploadOptions as TusOptions } from "tus-js-client";
import type { StoredUploadedFile } from "~/shared/documents";
import { afterFailure, FIRST_CHUNK_BYTES, nextChunkSize } from "../../uploads/chunk-size";
import { resilientUpload, type UploadTransport } from "../../uploads/resilient-upload";
import { createResumeStore, type ResumeStore } from "../../uploads/resume-store";
import type { Timers } from "../../uploads/timers";
import { BackendError, type UploadsClient } from "../types";
import { authorisedJson, type RequestDeps } from "./request";

/** Set by the server on the final response (src/server/files/tus-uploads.ts). */
const FILE_URL_HEADER = "Upload-File-Url";

type TusUpload = Pick<Upload, "start" | "abort" | "url"> & { options: Pick<TusOptions, "chunkSize"> };

export interface UploadsDeps extends RequestDeps {
  Upload?: new (file: File, options: TusOptions) => TusUpload;
  /** Where unfinished uploads are remembered for resuming (localStorage by default). */
  resumeStore?: ResumeStore;
  retryDelays?: readonly number[];
  stallAfterMs?: number;
  timers?: Timers;
  /** Milliseconds for measuring each chunk's speed (performance.now by default). */
  now?: () => number;
}

type TusError = Error | DetailedError;
const responseOf = (error: unknown) =>
  error instanceof Error && "originalResponse" in error ? (error as DetailedError).originalResponse : null;

/** Maps a tus failure to the storage codes the upload UI explains (product.md §P4–P5). */
export function uploadError(error: TusError): BackendError {
  const response = responseOf(error);
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

/** Worth another try: no answer at all, the server busy or failing, a lost race for the upload
 *  (409 offset, 423 locked), or an unfinished upload that is gone (a new one is opened). */
function retryable(error: unknown): boolean {
  const response = responseOf(error);
  if (!response) return true;
  const status = response.getStatus();
  return status >= 500 || [404, 408, 409, 410, 423, 429].includes(status);
}

/** The uid in a Firebase ID token: only to pick the caller's own resume data; the server checks. */
function uidOf(idToken: string | null): string | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { user_id?: unknown };
    return typeof claims.user_id === "string" ? claims.user_id : null;
  } catch {
    return null;
  }
}

/**
 * One file's uploads over tus: each attempt is a fresh tus Upload continuing the known session.
 * Chunks are sized from the speed of the last one (src/lib/uploads/chunk-size.ts): 256 KiB to
 * start, so a slow uplink confirms bytes within seconds, growing to 256 MiB on a fast link, so
 * requests do not cost more than the bytes. tus-js-client reads `options.chunkSize` per chunk.
 */
function tusTransport(file: File, deps: UploadsDeps): UploadTransport<StoredUploadedFile> {
  const TusUploadClass = deps.Upload ?? Upload;
  const now = deps.now ?? (() => performance.now());
  let chunkSize = FIRST_CHUNK_BYTES;
  let patchStarted: { at: number; offset: number } | null = null;
  let knownOffset = 0;

  return {
    attempt(sessionUrl, events) {
      const authorise = async (request: { getMethod(): string; setHeader(name: string, value: string): void }) => {
        if (request.getMethod() === "PATCH") patchStarted = { at: now(), offset: knownOffset };
        // A fresh token on every request: an upload can outlast the one-hour ID token.
        const token = await deps.getIdToken();
        if (token) request.setHeader("Authorization", `Bearer ${token}`);
      };
      const upload: TusUpload = new TusUploadClass(file, {
        endpoint: "/uploads/",
        uploadUrl: sessionUrl,
        chunkSize,
        // The engine retries and remembers sessions (src/lib/uploads).
        retryDelays: null,
        storeFingerprintForResuming: false,
        metadata: { filename: file.name, filetype: file.type },
        onBeforeRequest: authorise,
        // Upload-Offset is what the server has written: the only progress reported.
        onAfterResponse(request, response) {
          const offset = Number.parseInt(response.getHeader("Upload-Offset") ?? "", 10);
          const status = response.getStatus();
          if (status < 200 || status >= 300 || Number.isNaN(offset)) return;
          if (request.getMethod() === "PATCH" && patchStarted) {
            chunkSize = nextChunkSize(chunkSize, offset - patchStarted.offset, now() - patchStarted.at);
            upload.options.chunkSize = chunkSize;
          }
          knownOffset = offset;
          if (request.getMethod() === "HEAD") events.checked(offset);
          else if (request.getMethod() === "PATCH") events.confirmed(offset);
        },
        onUploadUrlAvailable: () => upload.url && events.session(upload.url),
        onProgress: (bytesSent) => events.moving(bytesSent),
        onSuccess({ lastResponse }) {
          const url = lastResponse.getHeader(FILE_URL_HEADER);
          if (url) events.succeeded({ name: file.name, url, size: file.size });
          else
            events.failed(
              new BackendError("The server did not say where the file was stored", undefined, "storage/unknown"),
            );
        },
        onError: (error) => {
          chunkSize = afterFailure(chunkSize);
          events.failed(error);
        },
      });
      upload.start();
      return { stop: () => void upload.abort(false).catch(() => undefined) };
    },
    retryable: (error) => !(error instanceof BackendError) && retryable(error),
    toError: (error) => (error instanceof BackendError ? error : uploadError(error as TusError)),
    async discard(sessionUrl) {
      const token = await deps.getIdToken();
      const headers: Record<string, string> = { "Tus-Resumable": "1.0.0" };
      if (token) headers.Authorization = `Bearer ${token}`;
      await (deps.fetch ?? fetch)(sessionUrl, { method: "DELETE", headers });
    },
    ownerUid: async () => uidOf(await deps.getIdToken()),
  };
}

export function createEmbeddedUploads(deps: UploadsDeps): UploadsClient {
  const settings = {
    resumeStore: deps.resumeStore ?? createResumeStore(),
    inFlight: new Set<string>(),
    retryDelays: deps.retryDelays,
    stallAfterMs: deps.stallAfterMs,
    timers: deps.timers,
  };

  return {
    upload: (file, options = {}) => resilientUpload(tusTransport(file, deps), file, options, settings),

    async deleteByUrl(url) {
      const { pathname } = new URL(url, "http://relative.invalid");
      if (!pathname.startsWith("/files/creator-uploads/")) {
        throw new BackendError("Not an uploaded file", 400, "storage/invalid-argument");
      }
      await authorisedJson(deps, "DELETE", pathname, { fallbackError: "Failed to remove file" });
    },
  };
}
