/**
 * The file-name part of an upload's object path (`creator-uploads/{uid}/{timestamp}-{name}`), shared
 * because the browser builds it for its Storage uploads and the server checks it: both must make names
 * the server later accepts (functions/src/core/upload-paths.ts).
 */

export const MAX_FILE_NAME_LENGTH = 100;

/** A safe file name: letters, digits, dot, dash, underscore, space; no `..`; extension kept. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  let safe = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .replace(/^[^A-Za-z0-9]+/, "")
    .trim();
  if (safe.length > MAX_FILE_NAME_LENGTH) {
    const dot = safe.lastIndexOf(".");
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : "";
    // The cut stem loses trailing dots and spaces: "name." + ".mp4" would read "name..mp4", which the bucket refuses.
    safe = safe.slice(0, MAX_FILE_NAME_LENGTH - extension.length).replace(/[. ]+$/, "") + extension;
  }
  return safe || "file";
}

const EXTENSIONS: Record<string, string> = { "video/mp4": ".mp4", "video/quicktime": ".mov" };

/**
 * The stored name: safe, and always ending in the extension of its type, so the address says what
 * it plays. Sanitised again with the extension, so a long name still fits and "a." never becomes "a..mp4".
 */
export function uploadFileName(fileName: string, contentType: string): string {
  const name = sanitiseFileName(fileName);
  const extension = EXTENSIONS[contentType] ?? ".mp4";
  return name.toLowerCase().endsWith(extension) ? name : sanitiseFileName(name + extension);
}
