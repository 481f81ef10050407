import { UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from "~/shared/constants";
import { UPLOAD_MESSAGES } from "./application-copy";

export interface SelectionVerdict {
  /** Files to upload, in the order chosen. */
  accepted: File[];
  /** One message per refused file, or the one "too many" message for the whole selection. */
  refusals: string[];
}

/**
 * Some systems give a .mov or .mp4 no type at all; the extension stands in then (the server
 * checks the bytes anyway, product.md §P9.1). A type that names something else is refused.
 */
function isVideoType(file: File): boolean {
  if ((UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return true;
  const untyped = file.type === "" || file.type === "application/octet-stream";
  const name = file.name.toLowerCase();
  return untyped && UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * product.md §P4.4.2: at most 3 files counting those already selected (else the whole selection
 * is refused), then each file's type and size (1073741824 bytes is allowed, one more is not).
 */
export function checkSelection(files: readonly File[], alreadySelected: number): SelectionVerdict {
  if (files.length === 0) return { accepted: [], refusals: [] };
  if (alreadySelected + files.length > UPLOAD_MAX_FILES) {
    return { accepted: [], refusals: [UPLOAD_MESSAGES.tooMany(alreadySelected)] };
  }
  const verdict: SelectionVerdict = { accepted: [], refusals: [] };
  for (const file of files) {
    if (!isVideoType(file)) verdict.refusals.push(UPLOAD_MESSAGES.wrongType(file.name));
    else if (file.size > UPLOAD_MAX_BYTES) verdict.refusals.push(UPLOAD_MESSAGES.tooLarge(file.name));
    else verdict.accepted.push(file);
  }
  return verdict;
}
