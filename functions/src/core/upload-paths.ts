import { UPLOAD_ROOT } from "~/shared/constants";
import { MAX_FILE_NAME_LENGTH, sanitiseFileName } from "~/shared/upload-names";

/**
 * Object paths for creator videos (docs/security.md): `creator-uploads/{uid}/{timestamp}-{name}`.
 * Paths are never built from raw user input, and a stored URL is only trusted once parsed
 * back into the caller's own `creator-uploads/{uid}/…` path.
 */

export { MAX_FILE_NAME_LENGTH, sanitiseFileName };
const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const SAFE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._ -]*$/;
const OBJECT_NAME_PATTERN = /^(\d{1,16})-(.+)$/;

export interface UploadPath {
  path: string;
  uid: string;
  /** The `{timestamp}-{name}` segment. */
  objectName: string;
}

export function isValidUid(uid: string): boolean {
  return UID_PATTERN.test(uid);
}

export function buildUploadPath(uid: string, timestamp: number, fileName: string): string {
  if (!isValidUid(uid)) throw new Error("Invalid uid for an upload path");
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new Error("Invalid upload timestamp");
  return `${UPLOAD_ROOT}/${uid}/${timestamp}-${sanitiseFileName(fileName)}`;
}

function isSafeObjectName(objectName: string): boolean {
  const match = OBJECT_NAME_PATTERN.exec(objectName);
  const name = match?.[2];
  return !!name && name.length <= MAX_FILE_NAME_LENGTH && SAFE_NAME_PATTERN.test(name) && !name.includes("..");
}

/** Parses a bare object path; null unless it is exactly `creator-uploads/{uid}/{timestamp}-{safe name}`. */
export function parseUploadPath(path: string): UploadPath | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  const segments = path.split("/");
  if (segments.length !== 3 || segments[0] !== UPLOAD_ROOT) return null;
  const [, uid = "", objectName = ""] = segments;
  if (!isValidUid(uid) || !isSafeObjectName(objectName)) return null;
  return { path, uid, objectName };
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Accepts what the browser stores as a file's `url`: a bare object path, a root-relative
 * URL ending in the object path (older entries, e.g. `/files/creator-uploads/…`), or a
 * Cloud Storage download URL (`…/o/creator-uploads%2F{uid}%2F…`). Anything else is null.
 */
export function parseUploadReference(reference: string): UploadPath | null {
  if (reference.length > 2000) return null;
  if (reference.startsWith(`${UPLOAD_ROOT}/`)) return parseUploadPath(reference);
  let url: URL;
  try {
    url = new URL(reference, "http://relative.invalid");
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const storageObject = /\/o\/([^/]+)$/.exec(url.pathname);
  if (storageObject?.[1]) {
    const decoded = decode(storageObject[1]);
    return decoded ? parseUploadPath(decoded) : null;
  }
  const decodedPath = decode(url.pathname);
  if (!decodedPath) return null;
  const start = decodedPath.indexOf(`/${UPLOAD_ROOT}/`);
  return start === -1 ? null : parseUploadPath(decodedPath.slice(start + 1));
}

export function contentTypeForName(name: string): "video/mp4" | "video/quicktime" | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".mp4")) return "video/mp4";
  if (lower.endsWith(".mov")) return "video/quicktime";
  return null;
}
