import type { SendStorageRequest, StorageRequest, StorageResponse } from "./storage-http";

/**
 * Firebase Storage's resumable upload protocol, spoken directly: the one the Storage SDK speaks
 * (start → session address; upload chunks at an offset; query what the server holds; finalize),
 * under the same security rules, auth and App Check headers. Done here rather than through
 * `uploadBytesResumable` because the SDK reports bytes handed to the socket mid-chunk as
 * transferred and keeps the session address private; speaking it directly gives progress in
 * confirmed bytes only and a session the page can keep and continue after a reload.
 */

export interface StorageTarget {
  /** `https://firebasestorage.googleapis.com`, or the emulator's `http://host:port`. */
  origin: string;
  bucket: string;
}

export interface StorageSessionDeps extends StorageTarget {
  send: SendStorageRequest;
  /** Authorization (the ID token), App Check and SDK-identifying headers, fresh for each request. */
  headers(): Promise<Record<string, string>>;
}

/** An answer other than 2xx. */
export class StorageHttpError extends Error {
  override name = "StorageHttpError";
  constructor(
    readonly status: number,
    readonly body = "",
  ) {
    super(`Storage answered ${status}`);
  }
}

/** The object's resource as Storage answers it (the fields used here). */
export interface StoredObject {
  name: string;
  bucket: string;
  size?: string | number;
  contentType?: string;
}

export type ChunkOutcome = { final: false; received: number } | { final: true; object: StoredObject };

const encode = encodeURIComponent;
export const objectUrl = ({ origin, bucket }: StorageTarget, path: string) =>
  `${origin}/v0/b/${encode(bucket)}/o/${encode(path)}`;

/** The object path in one of our download addresses (`…/v0/b/{bucket}/o/{path}?…`); null for anything else. */
export function objectPathOf(url: string, target: StorageTarget): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const prefix = `/v0/b/${encode(target.bucket)}/o/`;
  if (parsed.origin !== new URL(target.origin).origin || !parsed.pathname.startsWith(prefix)) return null;
  try {
    return decodeURIComponent(parsed.pathname.slice(prefix.length)) || null;
  } catch {
    return null;
  }
}

async function call(deps: StorageSessionDeps, request: StorageRequest): Promise<StorageResponse> {
  const response = await deps.send({ ...request, headers: { ...(await deps.headers()), ...request.headers } });
  if (response.status < 200 || response.status >= 300) throw new StorageHttpError(response.status, response.text);
  return response;
}

function objectFrom(response: StorageResponse): StoredObject {
  const object = JSON.parse(response.text) as StoredObject;
  if (!object || typeof object.name !== "string") throw new StorageHttpError(502, response.text);
  return object;
}

/** Opens a session for `path`; Storage checks the rules (owner, type, size) here. */
export async function startSession(deps: StorageSessionDeps, path: string, file: Blob, contentType: string) {
  const response = await call(deps, {
    url: `${deps.origin}/v0/b/${encode(deps.bucket)}/o?name=${encode(path)}`,
    method: "POST",
    headers: {
      "X-Goog-Upload-Protocol": "resumable",
      "X-Goog-Upload-Command": "start",
      "X-Goog-Upload-Header-Content-Length": String(file.size),
      "X-Goog-Upload-Header-Content-Type": contentType,
      "Content-Type": "application/json; charset=utf-8",
    },
    body: JSON.stringify({ name: path, contentType }),
  });
  const sessionUrl = response.header("X-Goog-Upload-URL");
  if (response.header("X-Goog-Upload-Status") !== "active" || !sessionUrl) throw new StorageHttpError(502);
  return sessionUrl;
}

/** How many bytes the server holds for the session, and whether it is already complete. */
export async function querySession(deps: StorageSessionDeps, sessionUrl: string, signal?: AbortSignal) {
  const response = await call(deps, {
    url: sessionUrl,
    method: "POST",
    headers: { "X-Goog-Upload-Command": "query" },
    signal,
  });
  const received = Number(response.header("X-Goog-Upload-Size-Received"));
  if (!Number.isSafeInteger(received) || received < 0) throw new StorageHttpError(502);
  return { received, final: response.header("X-Goog-Upload-Status") === "final" };
}

/** Sends bytes [offset, offset + size) of `file`; the last chunk also finalizes the object. */
export async function sendChunk(
  deps: StorageSessionDeps,
  sessionUrl: string,
  chunk: { file: Blob; offset: number; size: number; onSent?: (bytes: number) => void; signal?: AbortSignal },
): Promise<ChunkOutcome> {
  const end = Math.min(chunk.offset + chunk.size, chunk.file.size);
  const last = end === chunk.file.size;
  const response = await call(deps, {
    url: sessionUrl,
    method: "POST",
    headers: {
      "X-Goog-Upload-Command": last ? "upload, finalize" : "upload",
      "X-Goog-Upload-Offset": String(chunk.offset),
    },
    body: chunk.file.slice(chunk.offset, end),
    onSent: chunk.onSent,
    signal: chunk.signal,
  });
  const status = response.header("X-Goog-Upload-Status");
  if (last || status === "final") return { final: true, object: objectFrom(response) };
  if (status !== "active") throw new StorageHttpError(502);
  return { final: false, received: end };
}

export async function cancelSession(deps: StorageSessionDeps, sessionUrl: string): Promise<void> {
  await call(deps, { url: sessionUrl, method: "POST", headers: { "X-Goog-Upload-Command": "cancel" } });
}

export async function deleteObject(deps: StorageSessionDeps, path: string): Promise<void> {
  await call(deps, { url: objectUrl(deps, path), method: "DELETE", headers: {} });
}
