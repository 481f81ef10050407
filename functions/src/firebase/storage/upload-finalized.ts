import { parseUploadPath } from "@functions/core/upload-paths";
import { checkUploadedVideo } from "@functions/core/video/check-uploaded-video";
import type { FunctionsRuntime } from "../runtime/runtime";
import { overQuota } from "./upload-quota";

/** Holds a refused file while it is deleted, so a file an application has is never deleted here. */
const OVER_QUOTA_CLAIM = "refused-over-quota";

/** What the check uses of the functions' runtime (the emulators' seed gives it these alone). */
type UploadCheckRuntime =
  | {
      ok: true;
      runtime: Pick<FunctionsRuntime, "uploadGrants" | "log"> & { ports: Pick<FunctionsRuntime["ports"], "files"> };
    }
  | { ok: false; problems: string[] };

export type FinalizedUploadOutcome =
  | { outcome: "ignored" }
  | { outcome: "accepted"; durationSeconds: number; width: number; height: number }
  | { outcome: "refused"; reason: "over-quota" | "not-a-video"; deleted: boolean };

/**
 * Runs when an object is finalised in the bucket (a browser upload has finished): its upload grant
 * is used up and its download token withdrawn at once, then a file over its
 * owner's allowance is deleted, and so is one whose bytes are not an MP4 or QuickTime video (the
 * core's check). An accepted video gets its duration and picture size in its metadata.
 */
export async function checkFinalizedUpload(
  loadRuntime: () => UploadCheckRuntime,
  path: string | undefined,
  metadata: Record<string, string>,
): Promise<FinalizedUploadOutcome> {
  const upload = path ? parseUploadPath(path) : null;
  if (!upload || metadata.applicationId) return { outcome: "ignored" };
  const loaded = loadRuntime();
  if (!loaded.ok) throw new Error(`Not configured: ${loaded.problems.join("; ")}`);
  const { files } = loaded.runtime.ports;
  const log = loaded.runtime.log;
  // First: the browser SDK's upload gave the object a download token, a URL that opens it for
  // anyone. The application refers to the file by path, and the admin plays it from a signed URL.
  // A failure here leaves the grant standing, so the event's retry finds everything as it was.
  const withdrawn = await files.withdrawDownloadTokens(upload.path);
  // The object exists: its grant is used up (storage.rules keep the object until then, so the path
  // never takes a second create after a delete).
  await loaded.runtime.uploadGrants.consume(upload.uid, upload.objectName);
  if (!withdrawn) return { outcome: "ignored" };
  if (await overQuota(files, upload.uid)) {
    const claimed = (await files.claim(upload.path, OVER_QUOTA_CLAIM)) === "claimed";
    const deleted = claimed && (await files.delete(upload.path));
    log(`[uploads] ${upload.path} is over its owner's allowance: ${deleted ? "deleted" : "kept (claimed)"}`);
    return { outcome: "refused", reason: "over-quota", deleted };
  }
  const fileName = upload.objectName.replace(/^\d+-/, "");
  const checked = await checkUploadedVideo(files, upload.path, fileName);
  if (!checked.ok) {
    log(`[uploads] ${upload.path} is not a video (${checked.reason}): ${checked.deleted ? "deleted" : "kept"}`);
    return { outcome: "refused", reason: "not-a-video", deleted: checked.deleted };
  }
  const { durationSeconds, width, height } = checked.video;
  await files.describe(upload.path, { durationSeconds, width, height });
  return { outcome: "accepted", durationSeconds, width, height };
}
