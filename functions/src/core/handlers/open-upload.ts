import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_ROOT, type UploadContentType } from "~/shared/constants";
import { uploadFileName } from "~/shared/upload-names";
import { AUTH_REQUIRED, fail, ok, type HandlerResult, type RequestContext } from "../context";
import type { Clock, CoreConfig, HumanCheck } from "../ports";
import { isValidUid } from "../upload-paths";
import { checkHuman, HUMAN_CHECK_FAILED, sha256Hex } from "./common";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many upload sessions may be opened (docs/security.md "Uploads"). An application has at most 3
 * files (product.md §P4.4.2): a uid may open 6 a day (each file replaced or restarted once), an
 * address 20 (a household or an office of applicants; an IPv6 /48 is one address), everyone together
 * 62 an hour (1,488 a day: 496 full applications, far above honest traffic, and a burst fills one hour,
 * not the day). With grants alive for a day, at most 25 × 62 = 1,550 uploads can finish at once (a day's
 * grants span 25 UTC hours), within the backlog `checkUpload` is sized for (functions/src/index.ts). One human check opens at most 6 sessions, for
 * the uid that passed it, within a day.
 */
export const UPLOAD_CAPS = {
  perUidPerDay: 6,
  perClientPerDay: 20,
  everyonePerHour: 62,
  sessionsPerHumanCheck: 6,
  /** A grant lives as long as the browser offers to resume its upload (src/lib/uploads/resume-store.ts). */
  grantLifetimeMs: DAY_MS,
  /** How long one human check keeps opening sessions for its uid (its application's files). */
  humanCheckLifetimeMs: DAY_MS,
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

export type GrantOutcome = "granted" | "exists" | "uid-cap" | "client-cap" | "ceiling" | "unchecked" | "replayed";

/**
 * The human check a request brings: a token that just verified (`tokenHash`: its SHA-256, kept so it
 * is taken once; absent when the check is skipped against the emulators), or none, when an earlier
 * check of the same uid must still cover the session.
 */
export type UploadHumanCheck = { passed: true; tokenHash?: string } | { passed: false };

/** The server-only store of grants and of the counts the caps are kept with (Firestore on Firebase). */
export interface UploadGrants {
  /**
   * Counts the request against the caps and records the grant, atomically: a refusal writes nothing.
   * A passed check starts the uid's upload pass (`sessionsPerHumanCheck` sessions for
   * `humanCheckLifetimeMs`), refused as "replayed" when its token was taken before; without one, the
   * uid's pass must have a session left ("unchecked" otherwise). Each grant uses one of the pass's sessions.
   */
  open(
    grant: UploadGrant,
    caps: UploadCaps,
    counted: { clientKey: string; now: Date; humanCheck: UploadHumanCheck },
  ): Promise<GrantOutcome>;
  /** The grant is used up once its object exists (checkUpload): the path takes no second create. */
  consume(uid: string, objectName: string): Promise<void>;
}

export const UPLOADS_PER_DAY_REACHED =
  "You have started as many uploads as we allow in a day. Please try again tomorrow.";
export const UPLOADS_BUSY = "We are taking too many uploads right now. Please try again in an hour.";
/** No human check covers the session: the browser runs the check and asks again with its token. */
export const UPLOAD_HUMAN_CHECK_REQUIRED = "Please confirm you are not a robot before uploading.";
/** The browser reads this code (not the words) to run the check. */
export const HUMAN_CHECK_REQUIRED_CODE = "human_check_required";
const NAME_MISSING = "Choose a file to upload.";
const SIZE_MISSING = "The file's size is missing. Please choose it again.";

interface OpenUploadRequest {
  name: string;
  size: number;
  contentType: UploadContentType;
  /** The human check's token, on the first session of an application only. */
  recaptchaToken: string | null;
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
  const token = body.recaptchaToken;
  if (token !== undefined && token !== null && (typeof token !== "string" || token.length > 4096)) {
    return fail(400, HUMAN_CHECK_FAILED);
  }
  return { name, size, contentType: body.contentType as UploadContentType, recaptchaToken: token || null };
}

const REFUSALS: Record<Exclude<GrantOutcome, "granted" | "exists" | "unchecked">, HandlerResult> = {
  "uid-cap": fail(429, UPLOADS_PER_DAY_REACHED),
  "client-cap": fail(429, UPLOADS_PER_DAY_REACHED),
  ceiling: fail(429, UPLOADS_BUSY),
  // A token is taken once, whatever the verifier says of it the second time.
  replayed: fail(400, HUMAN_CHECK_FAILED),
};

const humanCheckRequired = (): HandlerResult => ({
  status: 403,
  body: { error: UPLOAD_HUMAN_CHECK_REQUIRED, code: HUMAN_CHECK_REQUIRED_CODE },
});

export interface OpenUploadDeps {
  grants: UploadGrants;
  clock: Clock;
  humanCheck: HumanCheck;
  config: Pick<CoreConfig, "production">;
  caps?: UploadCaps;
}

/**
 * The request's token through the human check: passed, none brought, or the refusal to answer. Against
 * the emulators (no secret) the check is skipped as for the forms: it passes without a token, refuses a
 * stand-in token made for another form, and records no token (the stand-in answers one per form).
 */
async function humanCheckOf(
  token: string | null,
  context: RequestContext,
  deps: OpenUploadDeps,
): Promise<UploadHumanCheck | HandlerResult> {
  const skipped = deps.humanCheck.mode === "skipped";
  if (!token && !skipped) return { passed: false };
  const refused = await checkHuman(token ?? "", context, deps, "creator_application");
  if (refused) return refused;
  return skipped || !token ? { passed: true } : { passed: true, tokenHash: sha256Hex(token) };
}

/**
 * Opens one upload: the signed-in (usually anonymous) caller declares the file's name, size and type
 * before any byte is sent; within the caps, a grant for exactly that object, size and type is
 * recorded and its path answered. storage.rules let the caller create that object only, of that size
 * and type, while the grant lasts. The browser keeps the path for the file's whole upload (retries,
 * resuming after a reload), so one file uses one grant.
 *
 * The application's first session brings the human check's token (`recaptchaToken`); it opens the
 * uid's upload pass, which the application's other files use without a token (403 with
 * `code: "human_check_required"` once no pass covers the caller). Against the emulators (no secret)
 * the check is skipped, as for the forms; in production a missing secret refuses every session.
 */
export async function openUpload(
  input: unknown,
  context: RequestContext,
  deps: OpenUploadDeps,
): Promise<HandlerResult> {
  const caller = context.caller;
  if (!caller || !isValidUid(caller.uid)) return fail(401, AUTH_REQUIRED);
  const request = decode(input);
  if ("status" in request) return request;
  const humanCheck = await humanCheckOf(request.recaptchaToken, context, deps);
  if ("status" in humanCheck) return humanCheck;
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
    const clientKey = context.clientKey ?? context.remoteIp ?? "unknown";
    const outcome = await deps.grants.open(grant, caps, { clientKey, now, humanCheck });
    if (outcome === "granted") return ok({ path: grant.path, expiresAt: grant.expiresAt.toISOString() }, 201);
    if (outcome === "unchecked") return humanCheckRequired();
    if (outcome !== "exists") return REFUSALS[outcome];
  }
  return fail(429, UPLOADS_BUSY);
}
