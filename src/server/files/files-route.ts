import type { IncomingMessage, ServerResponse } from "node:http";
import { parseUploadPath, type UploadPath } from "~/core/upload-paths";
import type { TokenVerifier } from "../auth/verify-token";
import { sendFile } from "../http/send-file";
import { sendError, sendJson } from "../http/respond";
import type { DiskFileStore } from "./disk-file-store";
import { FILES_PATH } from "~/core/object-paths";

function objectPathOf(url: string): string | null {
  const pathname = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(pathname.slice(FILES_PATH.length));
  } catch {
    return null;
  }
}

export const FILE_IN_APPLICATION = "This file is part of a submitted application and can no longer be removed.";

/**
 * `/files/<object path>`: GET/HEAD for playback (with Range); DELETE by the uid that owns the
 * object only, and only until an application claims it (then an admin removes it with the
 * application, through delete-creator-application).
 */
export function createFilesRoute({ files, tokens }: { files: DiskFileStore; tokens: TokenVerifier }) {
  return async function handleFiles(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawPath = objectPathOf(req.url ?? "");
    const parsed = rawPath === null ? null : parseUploadPath(rawPath);

    if (req.method === "GET" || req.method === "HEAD") {
      const info = parsed && (await files.stat(parsed.path));
      if (!parsed || !info) return sendError(res, 404, "File not found.");
      return sendFile(req, res, {
        size: info.size,
        contentType: info.contentType,
        cacheControl: "private, max-age=3600",
        open: (range) => files.stream(parsed.path, range),
      });
    }

    if (req.method === "DELETE") return deleteFile(req, res, parsed, { files, tokens });

    res.setHeader("allow", "GET, HEAD, DELETE");
    sendError(res, 405, "Method not allowed.");
  };
}

/** DELETE: by the uid that owns the object only, and only while no application claims it. */
async function deleteFile(
  req: IncomingMessage,
  res: ServerResponse,
  parsed: UploadPath | null,
  { files, tokens }: { files: DiskFileStore; tokens: TokenVerifier },
): Promise<void> {
  const caller = await tokens.callerFrom(req);
  if (!caller) return sendError(res, 401, "Authentication required");
  if (!parsed) return sendError(res, 404, "File not found.");
  const info = await files.stat(parsed.path);
  if (!info) return sendError(res, 404, "File not found.");
  if (info.ownerUid !== caller.uid || parsed.uid !== caller.uid) {
    return sendError(res, 403, "You can only remove your own files.");
  }
  const outcome = await files.deleteUnclaimed(parsed.path);
  if (outcome === "claimed") return sendError(res, 409, FILE_IN_APPLICATION);
  if (outcome === "missing") return sendError(res, 404, "File not found.");
  return sendJson(res, 200, { deleted: true });
}
