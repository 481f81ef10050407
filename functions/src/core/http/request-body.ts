/**
 * The request-body rules (the Cloud Functions' functions/src/firebase/http/request-body.ts gets the raw bytes):
 * which media types each endpoint takes, how the bytes become JSON or form fields, and the messages.
 * The caller turns a `BodyFailure` into its own error.
 */

export const BODY_MESSAGES = {
  tooLarge: "Request body is too large.",
  notJson: "Send the request body as JSON.",
  invalidJson: "The request body is not valid JSON.",
  notForm: "Send the application as multipart form data.",
  unreadableForm: "The form data could not be read.",
  fileInForm: "Upload files before submitting; the form takes text fields only.",
} as const;

export interface BodyFailure {
  status: 400 | 415;
  message: string;
}
type Parsed<T> = { ok: true; value: T } | { ok: false; failure: BodyFailure };

/** The media type exactly (`type/subtype`, lower case) and its charset, if any. */
export function parseContentType(header: string | string[] | undefined): {
  mediaType: string;
  charset: string | null;
} {
  const [type = "", ...parameters] = String(header ?? "").split(";");
  const charset = parameters
    .map((parameter) => parameter.trim().split("="))
    .find(([name]) => name?.trim().toLowerCase() === "charset")?.[1];
  return {
    mediaType: type.trim().toLowerCase(),
    charset: charset === undefined ? null : charset.trim().replace(/^"|"$/g, "").toLowerCase(),
  };
}

/**
 * JSON bodies must say exactly `application/json` (UTF-8 if a charset is given): a cross-site HTML
 * form can send only text/plain, url-encoded or multipart without a CORS preflight.
 */
export function jsonTypeRefusal(header: string | string[] | undefined): BodyFailure | null {
  const { mediaType, charset } = parseContentType(header);
  if (mediaType === "application/json" && (charset === null || charset === "utf-8")) return null;
  return { status: 415, message: BODY_MESSAGES.notJson };
}

const FORM_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);

/** Forms come multipart or url-encoded. */
export function formTypeRefusal(header: string | string[] | undefined): BodyFailure | null {
  return FORM_TYPES.has(parseContentType(header).mediaType) ? null : { status: 415, message: BODY_MESSAGES.notForm };
}

export function parseJsonBytes(raw: Uint8Array): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(raw)) };
  } catch {
    return { ok: false, failure: { status: 400, message: BODY_MESSAGES.invalidJson } };
  }
}

/** Text fields only: uploads go first (to Storage), so a file part is refused. Node's `Request` parses the form. */
export async function parseFormBytes(contentType: string, raw: Uint8Array): Promise<Parsed<Record<string, string>>> {
  let form: FormData;
  try {
    form = await new Request("http://local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    return { ok: false, failure: { status: 400, message: BODY_MESSAGES.unreadableForm } };
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") return { ok: false, failure: { status: 400, message: BODY_MESSAGES.fileInForm } };
    fields[key] = value;
  }
  return { ok: true, value: fields };
}
