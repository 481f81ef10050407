import { buildUploadPath, contentTypeForName, sanitiseFileName } from "@functions/core/upload-paths";

/** The stored path of a finished upload; the name always ends in the extension of its type. */
export function uploadObjectPath(ownerUid: string, fileName: string, contentType: string, at: Date): string {
  let name = sanitiseFileName(fileName);
  if (contentTypeForName(name) !== contentType) name += contentType === "video/quicktime" ? ".mov" : ".mp4";
  return buildUploadPath(ownerUid, at.getTime(), name);
}
