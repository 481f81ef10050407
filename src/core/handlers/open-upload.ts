import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_ROOT, type UploadContentType } from "~/shared/constants";
import { uploadFileName } from "~/shared/upload-names";
import { AUTH_REQUIRED, fail, ok, type HandlerResult, type RequestContext } from "../context";
import type { Clock } from "../ports";
import { isValidUid } from "../upload-paths";

/**
 * How many upload sessions may be opened (docs/security.md "Uploads"). An application has at most 3
 * files (product.md §P4.4.2): a uid may open 6 a day (each file replaced or restarted once), an
 * address 20 (a household or an office of applicants), everyone together 1,500 a day (500 full
 * applications, far above honest traffic). With grants alive for a day, at most 2 × 1,500 uploads can
 * finish at once: the backlog `checkUpload` is sized for (functions/src/index.ts).
 */
export const UPLOAD_CAPS = {
  perUidPerDay: 6,
  perClientPerDay: 20,
  everyonePerDay: 1_500,
  /** A grant lives as long as the browser offers to resume its upload (src/lib/uploads/resume-store.ts). */
  grantLifetimeMs: 24 * 60 * 60 * 1000,
};

export type UploadCaps = typeof UPLOAD_CAPS;

/** What the bucket will take at `path`, and nothing else: storage.rules read it before any byte. */
export interface UploadGrant {
  uid: string;
  path: string;
  /** The `{timestamp}-{name}` segment of the path. */
  objectName: string;
  size: number;
  contentType: UploadContentType;
  expiresAt: Date;
}

export type GrantOutcome = "granted" | "exists" | "uid-cap" | "client-cap" | "ceiling";

/** The server-only store of grants and of the counts the caps are kept with (Firestore on Firebase). */
export interface UploadGrants {
  /** Counts the request against the caps and records the grant, atomically: a refusal writes nothing. */
  open(grant: UploadGrant, caps: UploadCaps, counted: { clientKey: string; now: Date }): Promise<GrantOutcome>;
  /** The grant is used up once its object exists (checkUpload): the path takes no second create. */
  consume(uid: string, objectName: string): Promise<void>;
}

export const UPLOADS_PER_DAY_REACHED =
  "You have started as many uploads as we allow in a day. Please try again tomorrow.";
export const UPLOADS_BUSY = "We are taking too many uploads today. Please try again tomorrow.";
const NAME_MISSING = "Choose a file to upload.";
const SIZE_MISSING = "The file's size is missing. Please choose it again.";

interface OpenUploadRequest {
  name: string;
  size: number;
  contentType: UploadContentType;
}

function decode(input: unknown): OpenUploadRequest | HandlerResult {
  const body = (input ?? {}) as Record<string, unknown>;
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (!name || name.length > 1024) return fail(400, NAME_MISSING);
  if (!UPLOAD_CONTENT_TYPES.includes(body.contentType as UploadContentType)) {
    return fail(400, `${name} is not a supported file type.`);
  }
  const size = body.size;
  if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 1) return fail(400, SIZE_MISSING);
  // product.md §P4.4.2; the same words as the form's own check.
  if (size > UPLOAD_MAX_BYTES) return fail(413, `${name} is too large (max 1GB).`);
  return { name, size, contentType: body.contentType as UploadContentType };
}

const REFUSALS: Record<Exclude<GrantOutcome, "granted" | "exists">, string> = {
  "uid-cap": UPLOADS_PER_DAY_REACHED,
  "client-cap": UPLOADS_PER_DAY_REACHED,
  ceiling: UPLOADS_BUSY,
};

/**
 * Opens one upload: the signed-in (usually anonymous) caller declares the file's name, size and type
 * before any byte is sent; within the caps, a grant for exactly that object, size and type is
 * recorded and its path answered. storage.rules let the caller create that object only, of that size
 * and type, while the grant lasts. The browser keeps the path for the file's whole upload (retries,
 * resuming after a reload), so one file uses one grant.
 */
export async function openUpload(
  input: unknown,
  context: RequestContext,
  deps: { grants: UploadGrants; clock: Clock; caps?: UploadCaps },
): Promise<HandlerResult> {
  const caller = context.caller;
  if (!caller || !isValidUid(caller.uid)) return fail(401, AUTH_REQUIRED);
  const request = decode(input);
  if ("status" in request) return request;
  const caps = deps.caps ?? UPLOAD_CAPS;
  const now = deps.clock.now();
  const name = uploadFileName(request.name, request.contentType);
  // A second file of the same name in the same millisecond takes the next one.
  for (let step = 0; step < 3; step += 1) {
    const objectName = `${now.getTime() + step}-${name}`;
    const grant: UploadGrant = {
      uid: caller.uid,
      path: `${UPLOAD_ROOT}/${caller.uid}/${objectName}`,
      objectName,
      size: request.size,
      contentType: request.contentType,
      expiresAt: new Date(now.getTime() + caps.grantLifetimeMs),
    };
    const outcome = await deps.grants.open(grant, caps, { clientKey: context.clientKey ?? "unknown", now });
    if (outcome === "granted") return ok({ path: grant.path, expiresAt: grant.expiresAt.toISOString() }, 201);
    if (outcome !== "exists") return fail(429, REFUSALS[outcome]);
  }
  return fail(429, UPLOADS_BUSY);
}
