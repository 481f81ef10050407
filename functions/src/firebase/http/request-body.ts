import * as rules from "@functions/core/http/request-body";

/** An expected refusal of a request, with its status and message. */
export class RequestRefusal extends Error {
  constructor(
    readonly status: 400 | 405 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const TOO_LARGE = rules.BODY_MESSAGES.tooLarge;
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

/**
 * JSON bodies must say exactly `application/json` (a cross-site form cannot send that without a
 * CORS preflight; the rules: functions/src/core/http/request-body.ts). Cloud
 * Functions hands over the raw bytes.
 */
export function jsonBody(headers: Headers, rawBody: Buffer | undefined): unknown {
  const refused = rules.jsonTypeRefusal(headers["content-type"]);
  if (refused) throw new RequestRefusal(refused.status, refused.message);
  const raw = rawBody ?? Buffer.alloc(0);
  if (raw.length > JSON_LIMIT) throw new RequestRefusal(413, TOO_LARGE);
  return valueOf(rules.parseJsonBytes(raw));
}

/** Multipart or url-encoded text fields only (files go to Storage first). */
export async function formBody(headers: Headers, rawBody: Buffer | undefined): Promise<Record<string, string>> {
  const contentType = String(headers["content-type"] ?? "");
  const refused = rules.formTypeRefusal(contentType);
  if (refused) throw new RequestRefusal(refused.status, refused.message);
  const raw = rawBody ?? Buffer.alloc(0);
  if (raw.length > FORM_LIMIT) throw new RequestRefusal(413, TOO_LARGE);
  return valueOf(await rules.parseFormBytes(contentType, raw));
}

function valueOf<T>(parsed: { ok: true; value: T } | { ok: false; failure: rules.BodyFailure }): T {
  if (!parsed.ok) throw new RequestRefusal(parsed.failure.status, parsed.failure.message);
  return parsed.value;
}
