import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { FileConfigstore, FileStore as TusFileStore } from "@tus/file-store";
import { Server as TusServer, type Upload } from "@tus/server";
import type { Caller } from "~/core/context";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadContentType } from "~/shared/constants";
import type { TokenVerifier } from "../auth/verify-token";
import type { DiskFileStore } from "./disk-file-store";
import { uploadObjectPath } from "./object-paths";

export const UPLOADS_PATH = "/uploads";
/** Response headers of the final PATCH, read by the browser's tus client. */
export const FILE_PATH_HEADER = "Upload-File-Path";
export const FILE_URL_HEADER = "Upload-File-Url";

interface TusRequest {
  headers: Headers;
}

function refuse(status: number, error: string): { status_code: number; body: string } {
  return { status_code: status, body: JSON.stringify({ error }) };
}

/**
 * Resumable uploads (tus) for creator videos. Only a signed-in caller (anonymous is fine) may
 * upload; each upload is owned by its creator's uid and only they may continue or cancel it.
 * A finished upload moves into the file store at `creator-uploads/{uid}/{timestamp}-{name}`.
 */
export function createTusUploads({
  dataDir,
  files,
  tokens,
  fileUrl,
  now = () => new Date(),
}: {
  dataDir: string;
  files: DiskFileStore;
  tokens: TokenVerifier;
  fileUrl: (objectPath: string) => string;
  now?: () => Date;
}) {
  const directory = path.join(dataDir, "tus");
  const configstore = new FileConfigstore(directory);
  // Abandoned sign-up forms leave partial uploads behind; they expire after a day.
  const datastore = new TusFileStore({ directory, configstore, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
  const callers = new WeakMap<object, Caller>();

  async function callerOf(req: TusRequest): Promise<Caller> {
    const known = callers.get(req);
    if (known) return known;
    const caller = await tokens.callerFromHeader(req.headers.get("authorization"));
    if (!caller) throw refuse(401, "Sign in before uploading files.");
    callers.set(req, caller);
    return caller;
  }

  const tus = new TusServer({
    path: UPLOADS_PATH,
    datastore,
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    async onIncomingRequest(req, uploadId) {
      const caller = await callerOf(req);
      if (req.method === "POST") return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (!upload) throw refuse(404, "Upload not found.");
      if (upload.metadata?.ownerUid !== caller.uid) throw refuse(403, "This upload belongs to someone else.");
    },
    async onUploadCreate(req, upload) {
      const caller = await callerOf(req);
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
      await configstore.delete(upload.id);
      return { headers: { [FILE_PATH_HEADER]: objectPath, [FILE_URL_HEADER]: fileUrl(objectPath) } };
    },
  });

  return {
    handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      return tus.handle(req, res);
    },
    /** Deletes unfinished uploads past their expiry; answers how many. */
    cleanUpExpired: () => tus.cleanUpExpiredUploads(),
  };
}
