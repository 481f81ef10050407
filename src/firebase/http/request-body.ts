/** An expected refusal of a request, with its status and message. */
export class RequestRefusal extends Error {
  constructor(
    readonly status: 400 | 405 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const TOO_LARGE = "Request body is too large.";
/** Room for the longest text field (5,000 characters, up to 4 bytes each) plus the rest. */
export const JSON_LIMIT = 32 * 1024;
/** The application's text fields plus the JSON list of three file references. */
export const FORM_LIMIT = 64 * 1024;

type Headers = Record<string, string | string[] | undefined>;

/**
 * True when `Content-Length` announces more than the endpoint takes (or is not a number): such a
 * request is refused before App Check, the rate limiter or any parsing of ours. The Functions Framework
 * has already read and parsed the body by then (body-parser, limit "1024mb", not configurable; Cloud Run
 * cuts a request at 32 MiB, and a chunked one declares no length), so the functions' memory,
 * concurrency and heap are sized for that (functions/src/index.ts, docs/security.md "Bodies").
 */
export function declaredTooLarge(kind: "json" | "form" | "none", headers: Headers): boolean {
  const header = headers["content-length"];
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header[0] : header;
  if (!/^\d{1,15}$/.test(value?.trim() ?? "")) return true;
  const limit = kind === "json" ? JSON_LIMIT : kind === "form" ? FORM_LIMIT : JSON_LIMIT;
  return Number(value) > limit;
}

function mediaTypeOf(header: string | string[] | undefined): { mediaType: string; charset: string | null } {
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
 * JSON bodies must say exactly `application/json` (a cross-site form cannot send that without a
 * CORS preflight), as on the embedded server. Cloud Functions hands over the raw bytes.
 */
export function jsonBody(headers: Headers, rawBody: Buffer | undefined): unknown {
  const { mediaType, charset } = mediaTypeOf(headers["content-type"]);
  if (mediaType !== "application/json" || (charset !== null && charset !== "utf-8")) {
    throw new RequestRefusal(415, "Send the request body as JSON.");
  }
  const raw = rawBody ?? Buffer.alloc(0);
  if (raw.length > JSON_LIMIT) throw new RequestRefusal(413, TOO_LARGE);
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new RequestRefusal(400, "The request body is not valid JSON.");
  }
}

const FORM_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);

/** Multipart or url-encoded text fields only (files go to Storage first). */
export async function formBody(headers: Headers, rawBody: Buffer | undefined): Promise<Record<string, string>> {
  const contentType = String(headers["content-type"] ?? "");
  if (!FORM_TYPES.has(mediaTypeOf(contentType).mediaType)) {
    throw new RequestRefusal(415, "Send the application as multipart form data.");
  }
  const raw = rawBody ?? Buffer.alloc(0);
  if (raw.length > FORM_LIMIT) throw new RequestRefusal(413, TOO_LARGE);
  let form: FormData;
  try {
    form = await new Request("http://local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw new RequestRefusal(400, "The form data could not be read.");
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") {
      throw new RequestRefusal(400, "Upload files before submitting; the form takes text fields only.");
    }
    fields[key] = value;
  }
  return fields;
}
