import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Server as TusServer, type Upload } from "@tus/server";
import type { Caller } from "~/core/context";
import type { StoredFileInfo } from "~/core/ports";
import { checkUploadedVideo } from "~/core/video/check-uploaded-video";
import { isValidUid } from "~/core/upload-paths";
import { hasUnsafeCharacters, unsafeCharactersMessage } from "~/shared/schemas/fields";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadContentType } from "~/shared/constants";
import type { TokenVerifier } from "../auth/verify-token";
import { clientKey, createRateLimiter } from "~/firebase/http/rate-limit";
import { sendError } from "../http/respond";
import { createAddressQuota } from "./address-quota";
import { ObjectExistsError, type DiskFileStore } from "./disk-file-store";
import { uploadObjectPath } from "~/core/object-paths";
import { OwnedUploadStore } from "./owned-upload-store";
import { DEFAULT_UPLOAD_LIMITS, TOO_MANY_UPLOAD_REQUESTS, type UploadLimits } from "./upload-limits";
import { quotaRefusal, unfinishedFromAddress, unfinishedUploadPrefix, uploadUsage } from "./upload-quota";

export const UPLOADS_PATH = "/uploads";
/** Response headers of the final PATCH, read by the browser's tus client. */
const FILE_PATH_HEADER = "Upload-File-Path";
const FILE_URL_HEADER = "Upload-File-Url";
/** What the content check found (seconds, pixels), for the browser to show before the application is sent. */
const FILE_DURATION_HEADER = "Upload-File-Duration";
const FILE_WIDTH_HEADER = "Upload-File-Width";
const FILE_HEIGHT_HEADER = "Upload-File-Height";
const SIGN_IN_FIRST = "Sign in before uploading files.";

/** Same-name uploads finishing in one millisecond: how many later milliseconds are tried. */
const MAX_PATH_ATTEMPTS = 1_000;

/**
 * Stores a finished upload at `{uid}/{finish time}-{name}`, or, when an earlier upload of the same
 * name holds that path (finished in the same millisecond), at the next free millisecond: the store
 * never replaces a file, least of all one an application has claimed.
 */
async function storeFinished(
  files: DiskFileStore,
  sourceFile: string,
  {
    pathAt,
    finishedAt,
    info,
  }: { pathAt: (time: number) => string; finishedAt: number; info: Omit<StoredFileInfo, "size"> },
): Promise<string> {
  for (let attempt = 0; attempt < MAX_PATH_ATTEMPTS; attempt += 1) {
    const objectPath = pathAt(finishedAt + attempt);
    try {
      await files.put(objectPath, sourceFile, info);
      return objectPath;
    } catch (error) {
      if (!(error instanceof ObjectExistsError)) throw error;
    }
  }
  throw new Error("No free path for a finished upload");
}

interface TusRequest {
  headers: Headers;
}

function refuse(status: number, error: string): { status_code: number; body: string } {
  return { status_code: status, body: JSON.stringify({ error }) };
}

/** The Node request behind @tus/server's web request (srvx keeps it as `runtime.node.req`). */
function nodeRequestOf(req: TusRequest): IncomingMessage | undefined {
  return (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

/** Where unfinished uploads live; a new one is admitted only within its uid's and its address's quotas. */
function createQuotaStore({
  directory,
  files,
  now,
  settings,
  addresses,
}: {
  directory: string;
  files: DiskFileStore;
  now: () => Date;
  settings: UploadLimits;
  addresses: ReturnType<typeof createAddressQuota>;
}): OwnedUploadStore {
  const datastore: OwnedUploadStore = new OwnedUploadStore({
    directory,
    now,
    async admit(upload) {
      const owner = upload.metadata?.ownerUid ?? "";
      const size = upload.size ?? 0;
      const usage = await uploadUsage(owner, { directory, files, sizeOf: (id) => datastore.declaredSize(id) });
      const uidRefusal = quotaRefusal(usage, size, settings);
      if (uidRefusal) throw refuse(413, uidRefusal);
      const address = upload.metadata?.clientAddress ?? "";
      const startedFrom = (id: string) => datastore.startedFrom(id);
      const fromAddress = await unfinishedFromAddress(address, { directory, startedFrom });
      const addressRefusal = addresses.admit(address, size, fromAddress, now().getTime());
      if (addressRefusal) throw refuse(413, addressRefusal);
    },
  });
  return datastore;
}

/** Not signed in (401), or over the uid's request rate (429); the connection closes after the answer. */
function refuseCaller(res: ServerResponse, caller: Caller | null): void {
  res.setHeader("connection", "close");
  if (caller) res.setHeader("retry-after", "60");
  sendError(res, caller ? 429 : 401, caller ? TOO_MANY_UPLOAD_REQUESTS : SIGN_IN_FIRST);
}

/**
 * A new upload's metadata once its declared size, name and type pass. The owner comes from the
 * verified token and the address from the socket, never from client metadata.
 */
function newUploadMetadata(upload: Upload, caller: Caller, node: IncomingMessage | undefined) {
  const name = upload.metadata?.filename ?? "";
  const type = upload.metadata?.filetype ?? "";
  if (upload.sizeIsDeferred || upload.size === undefined) throw refuse(400, "The file size must be declared.");
  if (!name.trim()) throw refuse(400, "The file name is missing.");
  if (hasUnsafeCharacters(name)) throw refuse(400, unsafeCharactersMessage("File name"));
  if (!UPLOAD_CONTENT_TYPES.includes(type as UploadContentType)) {
    throw refuse(415, `${name} is not a supported file type.`);
  }
  return { filename: name, filetype: type, ownerUid: caller.uid, clientAddress: node ? clientKey(node) : "unknown" };
}

/** What the browser learns of a finished upload: where it is stored and the video's measurements. */
function finishedUploadHeaders(
  objectPath: string,
  url: string,
  video: { durationSeconds: number; width: number; height: number },
): Record<string, string> {
  return {
    [FILE_PATH_HEADER]: objectPath,
    [FILE_URL_HEADER]: url,
    [FILE_DURATION_HEADER]: String(video.durationSeconds),
    [FILE_WIDTH_HEADER]: String(video.width),
    [FILE_HEIGHT_HEADER]: String(video.height),
  };
}

/**
 * Resumable uploads (tus) for creator videos. Only a signed-in caller (anonymous is fine) may
 * upload; each upload is owned by its creator's uid and only they may continue or cancel it.
 * Each uid has a request rate and a quota, each client address a quota too (UploadLimits). A finished upload moves into the
 * file store at `creator-uploads/{uid}/{timestamp}-{name}`.
 */
export function createTusUploads({
  dataDir,
  files,
  tokens,
  fileUrl,
  now = () => new Date(),
  limits = {},
}: {
  dataDir: string;
  files: DiskFileStore;
  tokens: TokenVerifier;
  fileUrl: (objectPath: string) => string;
  now?: () => Date;
  limits?: Partial<UploadLimits>;
}) {
  const settings: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
  const directory = path.join(dataDir, "tus");
  const requests = createRateLimiter({ limit: settings.requestsPerMinute });
  const addresses = createAddressQuota(settings);
  /** Verified once per request by `handle`, read by the tus hooks. */
  const callers = new WeakMap<IncomingMessage, Caller>();

  const datastore = createQuotaStore({ directory, files, now, settings, addresses });

  function callerOf(req: TusRequest): Caller {
    const node = nodeRequestOf(req);
    const caller = node && callers.get(node);
    if (!caller) throw refuse(401, SIGN_IN_FIRST);
    return caller;
  }

  const tus = new TusServer({
    path: UPLOADS_PATH,
    datastore,
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    // The site uploads from its own origin (dev proxy or the served build): no CORS. @tus/server's
    // default, `Access-Control-Allow-Origin: *`, would let any page upload with fresh anonymous accounts.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction(req) {
      const { uid } = callerOf(req);
      if (!isValidUid(uid)) throw refuse(403, "This account cannot upload files.");
      return unfinishedUploadPrefix(uid) + randomBytes(16).toString("hex");
    },
    async onIncomingRequest(req, uploadId) {
      const caller = callerOf(req);
      if (req.method === "POST") return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (!upload) throw refuse(404, "Upload not found.");
      if (upload.metadata?.ownerUid !== caller.uid) throw refuse(403, "This upload belongs to someone else.");
    },
    async onUploadCreate(req, upload) {
      return { metadata: newUploadMetadata(upload, callerOf(req), nodeRequestOf(req)) };
    },
    async onUploadFinish(_req, upload: Upload) {
      const ownerUid = upload.metadata?.ownerUid ?? "";
      const contentType = upload.metadata?.filetype ?? "";
      const name = upload.metadata?.filename ?? "";
      const objectPath = await storeFinished(files, path.join(directory, upload.id), {
        pathAt: (time) => uploadObjectPath(ownerUid, name, contentType, new Date(time)),
        finishedAt: now().getTime(),
        info: { contentType, ownerUid },
      });
      await datastore.configstore.delete(upload.id);
      // The server trusts bytes, not names: anything but an MP4 or QuickTime video is deleted.
      // 415 is final for the browser's tus client (no retry) and reads as storage/invalid-argument.
      const video = await checkUploadedVideo(files, objectPath, name);
      if (!video.ok) throw refuse(415, video.message);
      return { headers: finishedUploadHeaders(objectPath, fileUrl(objectPath), video.video) };
    },
  });

  return {
    /** Checks the caller and their request rate once, then lets tus answer. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if (req.method !== "OPTIONS") {
        const caller = await tokens.callerFrom(req);
        if (!caller || !requests.take(caller.uid)) return refuseCaller(res, caller);
        callers.set(req, caller);
      }
      return tus.handle(req, res);
    },
    /** Unfinished uploads, for the sweep. */
    unfinished: datastore,
    settings,
  };
}
