import type { StoredFileInfo } from "@functions/core/ports";
import { checkUploadedVideo, type UploadedVideoCheck } from "@functions/core/video/check-uploaded-video";
import type { MemoryFileStore } from "./memory-file-store";

/**
 * Stores an upload as the browser does, then runs checkUpload's check on it as the functions do once
 * the upload has finished: a video's reading is recorded on the object, anything else is deleted.
 */
export async function putCheckedUpload(
  store: MemoryFileStore,
  path: string,
  info: StoredFileInfo,
  content?: Uint8Array,
): Promise<UploadedVideoCheck> {
  store.put(path, info, content);
  const fileName = (path.split("/").pop() ?? "").replace(/^\d+-/, "");
  return checkUploadedVideo(store, path, fileName);
}
