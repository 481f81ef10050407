import { UPLOAD_ROOT } from "~/shared/constants";
import { reportError } from "../../error-reports";
import type { StoredUploadedFile } from "~/shared/documents";
import { afterFailure, FIRST_CHUNK_BYTES, nextChunkSize } from "../../uploads/chunk-size";
import { resilientUpload, type UploadTransport } from "../../uploads/resilient-upload";
import { createResumeStore, type ResumeStore } from "../../uploads/resume-store";
import type { Timers } from "../../uploads/timers";
import { BackendError, type UploadsClient } from "../types";
import { AUTH_REQUIRED, storageCodeForStatus, storageFailure } from "./errors";
import { sendStorageRequest, StorageNetworkError, type SendStorageRequest } from "./storage-http";
import {
  cancelSession,
  deleteObject,
  objectPathOf,
  querySession,
  sendChunk,
  startSession,
  StorageHttpError,
  type StorageSessionDeps,
  type StorageTarget,
  type StoredObject,
} from "./storage-session";

/** A multiple of the 256 KiB Storage requires. */
const FILE_IN_APPLICATION = "This file is part of a submitted application and can no longer be removed.";

export interface UploadingUser {
  uid: string;
  getIdToken(): Promise<string>;
}

/** What the browser declares before the first byte (the openUpload function). */
export interface UploadDeclaration {
  name: string;
  size: number;
  contentType: string;
}

export interface FirebaseUploadsDeps {
  target(): StorageTarget;
  /**
   * Opens the file's upload with the server (`POST /api/open-upload`): within the caps, a grant for
   * one object of exactly this size and type, whose path it answers; failures are BackendErrors with
   * the function's status (and code). storage.rules let only that object be created. An application's
   * first file brings the human check's token; the others are opened on the pass it gave the uid.
   */
  openUpload(declaration: UploadDeclaration, user: UploadingUser, humanCheckToken?: string): Promise<string>;
  /** The signed-in (usually anonymous) account that owns the uploads, or null; once the session is restored. */
  currentUser(): Promise<UploadingUser | null>;
  /** App Check and the SDK-identifying headers Storage expects. */
  headers?(): Promise<Record<string, string>>;
  send?: SendStorageRequest;
  resumeStore?: ResumeStore;
  retryDelays?: readonly number[];
  stallAfterMs?: number;
  timers?: Timers;
  chunkSize?: number;
}

/** No answer, a busy or failing server, or a session that is gone (a new one is opened): try again. */
function retryable(error: unknown): boolean {
  if (error instanceof StorageNetworkError) return true;
  if (!(error instanceof StorageHttpError)) return false;
  return error.status >= 500 || [404, 408, 410, 429].includes(error.status);
}

function toError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  if (error instanceof StorageHttpError) return storageFailure(storageCodeForStatus(error.status), error.status);
  if (error instanceof StorageNetworkError) return storageFailure("storage/network-request-failed");
  return storageFailure("storage/unknown");
}

/**
 * An upload given up after its retries is reported (its code and last status; never the file's name), unless the
 * visitor stopped it or the server refused the file itself (its size or type, the caps, the human check).
 */
function reportUploadFailure(error: unknown): never {
  const code = error instanceof BackendError ? error.code : undefined;
  const status = error instanceof BackendError ? error.status : undefined;
  const visitors =
    code === "storage/canceled" || (status !== undefined && status >= 400 && status < 500 && status !== 408);
  if (!visitors) reportError("upload", `Upload failed: ${code ?? "unknown"}`, { code, status });
  throw error;
}

/** Waits before trying a refused removal again (its file's upload check may not have run yet). */
const REMOVAL_RETRY_MS = [1_000, 2_000, 4_000];

/** Wall time for a chunk's speed. */
const now = () => Date.now();

const isGone = (error: unknown) => error instanceof StorageHttpError && [404, 410].includes(error.status);

/**
 * Where Storage holds an earlier session of this file: its offset; "gone" when the session is no
 * more (its object was never made, so its grant still stands); "final" when it finished before its
 * answer arrived (its object is the one its address names).
 */
async function resumedOffset(
  storage: StorageSessionDeps,
  address: string,
  signal: AbortSignal,
): Promise<number | "gone" | "final"> {
  try {
    const status = await querySession(storage, address, signal);
    return status.final ? "final" : status.received;
  } catch (error) {
    if (!isGone(error)) throw error;
    return "gone";
  }
}

/** The object an earlier session of the caller's was opened for (its address names it), else null. */
function sessionObjectPath(sessionUrl: string, uid: string): string | null {
  try {
    const name = new URL(sessionUrl).searchParams.get("name");
    return name?.startsWith(`${UPLOAD_ROOT}/${uid}/`) && name.split("/").length === 3 ? name : null;
  } catch {
    return null;
  }
}

/** The server's code when no human check covers an upload's session (functions/src/core/handlers/open-upload.ts). */
const HUMAN_CHECK_REQUIRED = "human_check_required";

const needsHumanCheck = (error: unknown) => error instanceof BackendError && error.code === HUMAN_CHECK_REQUIRED;

/**
 * The openUpload function's refusals as the form shows them: a file over the size limit with the
 * product's quota message, the caps and the human check with the function's own words (reported at
 * once, never retried); no answer or a server failure is retried like a Storage request.
 */
function grantFailure(error: unknown): unknown {
  if (!(error instanceof BackendError)) return error;
  const status = error.status;
  if (status === undefined) return new StorageNetworkError(error.message);
  if (status >= 500) return new StorageHttpError(status, error.message);
  if (status === 413) return storageFailure("storage/quota-exceeded", 413);
  if (needsHumanCheck(error)) return new BackendError(error.message, status, "storage/invalid-argument");
  if (status === 401 || status === 403) return storageFailure("storage/unauthorized", status);
  return new BackendError(
    error.message,
    status,
    status === 429 ? "storage/retry-limit-exceeded" : "storage/invalid-argument",
  );
}

/** Storage requests as `user`, with a fresh ID token each. */
function storageSession(deps: FirebaseUploadsDeps, user: UploadingUser | null): StorageSessionDeps {
  return {
    ...deps.target(),
    send: deps.send ?? sendStorageRequest,
    async headers() {
      // A fresh token on every request: an upload can outlast the one-hour ID token.
      const token = user ? await user.getIdToken() : null;
      return { ...(await deps.headers?.()), ...(token ? { Authorization: `Firebase ${token}` } : {}) };
    },
  };
}

/**
 * The application refers to the file by its object path, never by a download URL: the browser
 * needs no shareable address of its own upload (storage.rules give the owner no read, and the
 * functions withdraw the object's download token when it is finalised).
 */
function stored(file: File, object: Pick<StoredObject, "name">): StoredUploadedFile {
  return { name: file.name, url: object.name, size: file.size };
}

/** Why removing one's own file failed: gone, kept by storage.rules for an application, or otherwise. */
function removalFailure(error: unknown): BackendError {
  if (isGone(error)) return new BackendError("File not found.", 404, "storage/object-not-found");
  // Our own file, yet refused: storage.rules keeps files an application refers to.
  if (error instanceof StorageHttpError && error.status === 403) {
    return new BackendError(FILE_IN_APPLICATION, 409, "storage/unauthorized");
  }
  return new BackendError("Failed to remove file", undefined, toError(error).code);
}

/** The object path of one of the caller's own uploads; older entries hold a download URL. */
function ownUploadPath(url: string, storage: StorageSessionDeps, uid: string): string {
  const path = url.startsWith(`${UPLOAD_ROOT}/`) ? url : objectPathOf(url, storage);
  const [root, owner, name, ...rest] = path?.split("/") ?? [];
  if (!path || root !== UPLOAD_ROOT || !owner || !name || rest.length > 0) {
    throw new BackendError("Not an uploaded file", 400, "storage/invalid-argument");
  }
  if (owner !== uid) throw new BackendError("You can only remove your own files.", 403, "storage/unauthorized");
  return path;
}

type OpenUpload = (declaration: UploadDeclaration, user: UploadingUser) => Promise<string>;

/**
 * One human check an application (docs/security.md "One human check an application"): a uid's first
 * file is opened with a token of the form's check, which gives the uid an upload pass on the server;
 * the uid's other files wait for it and are opened on the pass, without a token. Told that no check
 * covers the session (the pass used up, a day old, or given before a reload), the check runs again.
 */
function humanCheckedOpening(deps: FirebaseUploadsDeps) {
  const passes = new Map<string, Promise<unknown>>();
  const withToken = (declaration: UploadDeclaration, user: UploadingUser, token?: () => Promise<string>) => {
    const opening = (async () => deps.openUpload(declaration, user, token ? await token() : undefined))();
    passes.set(user.uid, opening);
    return opening;
  };
  return (token?: () => Promise<string>): OpenUpload =>
    async (declaration, user) => {
      for (;;) {
        const earlier = passes.get(user.uid);
        if (!earlier) return withToken(declaration, user, token);
        const passed = await earlier.then(
          () => true,
          () => false,
        );
        if (passed) break;
        // The first file was refused, so no pass: the next file asks for the check (once).
        if (passes.get(user.uid) === earlier) passes.delete(user.uid);
      }
      try {
        return await deps.openUpload(declaration, user);
      } catch (error) {
        if (!needsHumanCheck(error)) throw error;
        return withToken(declaration, user, token);
      }
    };
}

/** The object a file's grant is for: asked of the server once per file, kept across retries and new sessions. */
function fileGrant(openUpload: OpenUpload, file: File, contentType: string) {
  let granted: string | null = null;
  return {
    /** A session gone before its object was made leaves its grant standing: the next session reuses it. */
    adopt(sessionUrl: string, uid: string) {
      granted ??= sessionObjectPath(sessionUrl, uid);
    },
    async path(user: UploadingUser): Promise<string> {
      granted ??= await openUpload({ name: file.name, size: file.size, contentType }, user).catch((error: unknown) => {
        throw grantFailure(error);
      });
      return granted;
    },
  };
}

/**
 * storage.rules refuse the delete until checkUpload has used up the file's grant, seconds after it
 * is stored: a refusal is tried again after each delay before it counts as a claimed file.
 */
async function removeOwnObject(storage: StorageSessionDeps, path: string, delays: readonly number[]): Promise<void> {
  for (const delay of [...delays, null]) {
    try {
      return await deleteObject(storage, path);
    } catch (error) {
      const refused = error instanceof StorageHttpError && error.status === 403;
      if (!refused || delay === null) throw removalFailure(error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Creator videos to Firebase Storage at `creator-uploads/{uid}/{timestamp}-{name}`, through the
 * shared upload machinery (src/lib/uploads): progress in bytes Storage confirmed (per chunk, sized
 * from the measured speed: src/lib/uploads/chunk-size.ts),
 * stall and retry phases, and an unfinished session remembered per file, so choosing the file again
 * after a reload continues where Storage stopped.
 */
export function createFirebaseUploads(deps: FirebaseUploadsDeps): UploadsClient {
  const settings = {
    resumeStore: deps.resumeStore ?? createResumeStore(),
    inFlight: new Set<string>(),
    retryDelays: deps.retryDelays,
    stallAfterMs: deps.stallAfterMs,
    timers: deps.timers,
  };

  const session = (user: UploadingUser | null) => storageSession(deps, user);
  const opening = humanCheckedOpening(deps);

  function transport(file: File, humanCheckToken?: () => Promise<string>): UploadTransport<StoredUploadedFile> {
    const contentType = file.type || "video/mp4";
    const grant = fileGrant(opening(humanCheckToken), file, contentType);
    // Sized from the last chunk's speed (about a second each, 256 KiB to 128 MiB, whole 256 KiB as
    // Storage requires), so a slow uplink confirms its first bytes within seconds and a fast one is
    // not held back by a request per 8 MiB; a fixed size only where the caller sets one (tests).
    let chunkSize = deps.chunkSize ?? FIRST_CHUNK_BYTES;
    const adapt = (sent: number, elapsedMs: number) => {
      if (!deps.chunkSize) chunkSize = nextChunkSize(chunkSize, sent, elapsedMs);
    };
    return {
      attempt(sessionUrl, events) {
        const controller = new AbortController();
        const run = async () => {
          const user = await deps.currentUser();
          if (!user) throw storageFailure("storage/unauthorized", 401);
          const storage = session(user);
          const resumed = sessionUrl ? await resumedOffset(storage, sessionUrl, controller.signal) : null;
          // Finished before its answer reached us (a lost last response, a reload): its object is the
          // one the session was opened for, stored under the file's grant, which takes no second create.
          const finishedAt = resumed === "final" && sessionUrl ? sessionObjectPath(sessionUrl, user.uid) : null;
          if (finishedAt) return events.succeeded(stored(file, { name: finishedAt }));
          let offset = typeof resumed === "number" ? resumed : 0;
          let address: string;
          if (typeof resumed === "number" && sessionUrl) {
            address = sessionUrl;
            events.checked(offset);
          } else {
            if (resumed === "gone" && sessionUrl) grant.adopt(sessionUrl, user.uid);
            address = await startSession(storage, await grant.path(user), file, contentType);
            events.session(address);
          }
          for (;;) {
            const from = offset;
            const started = now();
            const outcome = await sendChunk(storage, address, {
              file,
              offset,
              size: chunkSize,
              // Bytes handed to the connection, ahead of what Storage has confirmed: the lighter band.
              onSent: (bytes) => events.moving(from + bytes),
              signal: controller.signal,
            });
            if (outcome.final) return events.succeeded(stored(file, outcome.object));
            events.confirmed((offset = outcome.received));
            adapt(offset - from, now() - started);
          }
        };
        run().catch((error: unknown) => {
          if (!deps.chunkSize) chunkSize = afterFailure(chunkSize);
          if (!controller.signal.aborted) events.failed(error);
        });
        return { stop: () => controller.abort() };
      },
      retryable,
      toError,
      discard: async (sessionUrl) => cancelSession(session(await deps.currentUser()), sessionUrl),
      ownerUid: async () => (await deps.currentUser())?.uid ?? null,
    };
  }

  return {
    upload: (file, options = {}) =>
      resilientUpload(transport(file, options.humanCheckToken), file, options, settings).catch(reportUploadFailure),

    async deleteByUrl(url) {
      const user = await deps.currentUser();
      if (!user) throw new BackendError(AUTH_REQUIRED, 401, "storage/unauthorized");
      const storage = session(user);
      await removeOwnObject(storage, ownUploadPath(url, storage, user.uid), deps.retryDelays ?? REMOVAL_RETRY_MS);
    },
  };
}
