import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Server as TusServer, type Upload } from "@tus/server";
import type { Caller } from "~/core/context";
import { isValidUid } from "~/core/upload-paths";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadContentType } from "~/shared/constants";
import type { TokenVerifier } from "../auth/verify-token";
import { createRateLimiter } from "../http/rate-limit";
import { sendError } from "../http/respond";
import type { DiskFileStore } from "./disk-file-store";
import { uploadObjectPath } from "./object-paths";
import { OwnedUploadStore } from "./owned-upload-store";
import { DEFAULT_UPLOAD_LIMITS, TOO_MANY_UPLOAD_REQUESTS, type UploadLimits } from "./upload-limits";
import { quotaRefusal, unfinishedUploadPrefix, uploadUsage } from "./upload-quota";

export const UPLOADS_PATH = "/uploads";
/** Response headers of the final PATCH, read by the browser's tus client. */
const FILE_PATH_HEADER = "Upload-File-Path";
const FILE_URL_HEADER = "Upload-File-Url";
const SIGN_IN_FIRST = "Sign in before uploading files.";

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

/**
 * Resumable uploads (tus) for creator videos. Only a signed-in caller (anonymous is fine) may
 * upload; each upload is owned by its creator's uid and only they may continue or cancel it.
 * Each uid has a request rate and a quota (UploadLimits). A finished upload moves into the
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
  /** Verified once per request by `handle`, read by the tus hooks. */
  const callers = new WeakMap<IncomingMessage, Caller>();

  const datastore: OwnedUploadStore = new OwnedUploadStore({
    directory,
    now,
    async admit(upload) {
      const owner = upload.metadata?.ownerUid ?? "";
      const usage = await uploadUsage(owner, { directory, files, sizeOf: (id) => datastore.declaredSize(id) });
      const refusal = quotaRefusal(usage, upload.size ?? 0, settings);
      if (refusal) throw refuse(413, refusal);
    },
  });

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
      const caller = callerOf(req);
      const name = upload.metadata?.filename ?? "";
      const type = upload.metadata?.filetype ?? "";
      if (upload.sizeIsDeferred || upload.size === undefined) throw refuse(400, "The file size must be declared.");
      if (!name.trim()) throw refuse(400, "The file name is missing.");
      if (!UPLOAD_CONTENT_TYPES.includes(type as UploadContentType)) {
        throw refuse(415, `${name} is not a supported file type.`);
      }
      // The owner comes from the verified token, never from client metadata.
      return { metadata: { filename: name, filetype: type, ownerUid: caller.uid } };
    },
    async onUploadFinish(_req, upload: Upload) {
      const ownerUid = upload.metadata?.ownerUid ?? "";
      const contentType = upload.metadata?.filetype ?? "";
      const objectPath = uploadObjectPath(ownerUid, upload.metadata?.filename ?? "", contentType, now());
      await files.put(objectPath, path.join(directory, upload.id), { contentType, ownerUid });
      await datastore.configstore.delete(upload.id);
      return { headers: { [FILE_PATH_HEADER]: objectPath, [FILE_URL_HEADER]: fileUrl(objectPath) } };
    },
  });

  return {
    /** Checks the caller and their request rate once, then lets tus answer. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if (req.method !== "OPTIONS") {
        const caller = await tokens.callerFrom(req);
        if (!caller || !requests.take(caller.uid)) {
          req.resume();
          if (caller) res.setHeader("retry-after", "60");
          return sendError(res, caller ? 429 : 401, caller ? TOO_MANY_UPLOAD_REQUESTS : SIGN_IN_FIRST);
        }
        callers.set(req, caller);
      }
      return tus.handle(req, res);
    },
    /** Unfinished uploads, for the sweep. */
    unfinished: datastore,
    settings,
  };
}
