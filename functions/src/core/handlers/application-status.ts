import { normaliseSearchText, searchTokenFor } from "~/shared/search-tokens";
import {
  STATUS_LINK_DAILY_LIMIT,
  STATUS_LINK_RESENT,
  STATUS_WORD_OF,
  type ApplicationStatusAnswer,
  type WithdrawOutcome,
} from "~/shared/application-status";
import { DECISION_WITHIN_DAYS } from "~/shared/constants";
import type { CreatorApplicationDocument, StoredUploadedFile } from "~/shared/documents";
import { resendStatusLinkSchema, statusTokenSchema } from "~/shared/schemas/application-status";
import { normaliseEmail } from "~/shared/schemas/fields";
import {
  signStatusLink,
  STATUS_LINK_LIFETIME_MS,
  statusPageUrl,
  verifyStatusLink,
} from "../application-status/status-link";
import { newNonce } from "../consent/consent-link";
import { statusLinkAgainEmail } from "../email/application-received-email";
import { enqueueMail } from "../email/outbox";
import { fail, ok, type HandlerResult, type RequestContext } from "../context";
import { listPages } from "../list-pages";
import { linkKey, type CorePorts, type StoredDocument } from "../ports";
import { applicantRecipient } from "./approve-creator";
import { recordAudit } from "./audit";
import { checkHuman, emailKey, parseInput } from "./common";
import { mayMailAddress, withinDailyAllowance } from "./daily-allowance";
import { deleteApplicationForGood } from "./erasures";

/** One resend per application in this time, whoever asks: the form cannot flood an inbox. */
export const STATUS_LINK_RESEND_MS = 10 * 60_000;
/** At most this many applications of one address get a link in one resend (resendChoice). */
const MAX_LINKS_PER_RESEND = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Resends one address with applications may be sent in a UTC day, whoever asks. */
export const STATUS_LINK_REQUESTS_PER_ADDRESS = 3;
/** Resend requests one client may make in a UTC day, for any addresses. */
export const STATUS_LINK_REQUESTS_PER_CLIENT = 50;

/** Who the activity log names for what the applicant did themselves. */
const APPLICANT = { uid: "the applicant", email: null, isAdmin: false, isAnonymous: true } as const;

/** The status link of a stored application, valid for STATUS_LINK_LIFETIME_MS from now. */
export function statusLinkFor(ports: CorePorts, applicationId: string, nonce: string): string {
  const token = signStatusLink(linkKey(ports.config, "status"), {
    applicationId,
    nonce,
    expiresAt: new Date(ports.clock.now().getTime() + STATUS_LINK_LIFETIME_MS),
  });
  return statusPageUrl(ports.config.siteUrl, token);
}

type Opened =
  { kind: "invalid" } | { kind: "gone" } | { kind: "found"; id: string; application: CreatorApplicationDocument };

/** The application a token opens. A wrong, expired or revoked token is "invalid", whatever is stored. */
async function open(input: unknown, ports: CorePorts): Promise<Opened> {
  const parsed = statusTokenSchema.safeParse(input ?? {});
  if (!parsed.success) return { kind: "invalid" };
  const link = verifyStatusLink(linkKey(ports.config, "status"), parsed.data.token, ports.clock.now());
  if (!link) return { kind: "invalid" };
  const application = await ports.documents.get<CreatorApplicationDocument>("creator_applications", link.applicationId);
  // Genuine and unexpired, but the application went: withdrawn, rejected or erased.
  if (!application) return { kind: "gone" };
  if ((await newestLinkNonce(ports, link.applicationId)) !== link.nonce) return { kind: "invalid" };
  return { kind: "found", id: link.applicationId, application };
}

/**
 * `status_links/{applicationId}`: made the first time an application's link is sent again, server-only
 * (firestore.rules deny it to every browser), so the admin's reads of an application never carry its link's nonce.
 */
export interface StatusLinkDocument {
  /** The nonce the newest status link carries (functions/src/core/application-status/status-link.ts); useless without the secret. */
  nonce: string;
  createdAt: string;
  /** When a link was last sent again on request (at most one every STATUS_LINK_RESEND_MS). */
  sentAt: string | null;
}

/**
 * The nonce of an application's first link, the one its acknowledgement carries: it opens the application while no
 * `status_links` document exists for it. A link sent again makes that document with a new random nonce, so from then
 * on only the newest link opens it; deleting the application revokes every link (open finds it gone).
 */
export const FIRST_LINK_NONCE = "first";

/** The nonce of application `id`'s newest status link; null when its document is not one (no link opens it). */
export async function newestLinkNonce(ports: CorePorts, id: string): Promise<string | null> {
  const stored = await ports.documents.get<StatusLinkDocument>("status_links", id);
  if (!stored) return FIRST_LINK_NONCE;
  return typeof stored.nonce === "string" ? stored.nonce : null;
}

/** The stored facts an applicant sees of each file, only those of the right type. */
function videoFactsOf(file: StoredUploadedFile) {
  const { width, height, codec, hdr, frameRate, hasAudio } = file;
  const facts = { width, height, codec, hdr, frameRate, hasAudio };
  const types = {
    width: "number",
    height: "number",
    codec: "string",
    hdr: "boolean",
    frameRate: "number",
    hasAudio: "boolean",
  };
  return Object.fromEntries(
    Object.entries(facts).filter(([key, value]) => typeof value === types[key as keyof typeof types]),
  ) as Partial<Pick<StoredUploadedFile, keyof typeof facts>>;
}

function filesOf(uploaded: CreatorApplicationDocument["uploadedFiles"]) {
  return (Array.isArray(uploaded) ? uploaded : [])
    .filter((file): file is StoredUploadedFile => typeof file === "object" && file !== null)
    .map((file) => ({
      name: typeof file.name === "string" ? file.name : "",
      durationSeconds: typeof file.durationSeconds === "number" ? Math.round(file.durationSeconds) : null,
      size: typeof file.size === "number" ? file.size : null,
      ...videoFactsOf(file),
    }));
}

/** POST /api/application-status {token}: the private status page's data. No sign-in; the link is the key. */
export async function getApplicationStatus(
  input: unknown,
  _context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<ApplicationStatusAnswer>> {
  const opened = await open(input, ports);
  if (opened.kind === "invalid") return ok<ApplicationStatusAnswer>({ outcome: "invalid" });
  if (opened.kind === "gone") return ok<ApplicationStatusAnswer>({ outcome: "no_longer_on_file" });
  const { application } = opened;
  const status = STATUS_WORD_OF[application.status] ?? null;
  if (!status) return ok<ApplicationStatusAnswer>({ outcome: "no_longer_on_file" });
  const submitted = Date.parse(application.submittedAt);
  const decisionBy =
    status === "in_review" && Number.isFinite(submitted)
      ? new Date(submitted + DECISION_WITHIN_DAYS * DAY_MS).toISOString()
      : null;
  return ok<ApplicationStatusAnswer>({
    outcome: "found",
    status,
    submittedAt: application.submittedAt,
    decisionBy,
    files: filesOf(application.uploadedFiles),
  });
}

/**
 * POST /api/application-status/withdraw {token}: the applicant withdraws. The application and its
 * videos are deleted at once by the reject's own path, which revokes the link; the activity log
 * gets an entry with the id and the number of files deleted, nothing of what was erased.
 */
export async function withdrawApplication(
  input: unknown,
  _context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ outcome: WithdrawOutcome }>> {
  const opened = await open(input, ports);
  if (opened.kind !== "found") return ok({ outcome: "invalid" as const });
  const deletedFiles = await deleteApplicationForGood(ports, opened.id, opened.application);
  // Another click got there first: the application is gone either way.
  if (deletedFiles === null) return ok({ outcome: "withdrawn" as const });
  await recordAudit(ports, APPLICANT, "withdraw_creator_application", opened.id, { deletedFiles });
  return ok({ outcome: "withdrawn" as const });
}

/** Every application stored under exactly this normalised address, newest first (search token, then exact match). */
export async function applicationsOf(
  ports: CorePorts,
  email: string,
): Promise<Array<StoredDocument<CreatorApplicationDocument>>> {
  return findByEmail<CreatorApplicationDocument>(ports, "creator_applications", "submittedAt", email);
}

/**
 * A normalised address whose mailbox name holds no letter or digit ("-@gmail.com"): no search token is its own (the
 * first word the index starts at is its domain's, which every address there shares).
 */
const NO_WORD_BEFORE_AT = /^[^\p{L}\p{N}]*@/u;

/**
 * applicationsOf one at a time, read a page at a time (a caller that has its answer stops reading), for what a
 * stranger's request sets off: nothing for an address without a search token of its own, whose lookup would read
 * every application of its domain.
 */
export async function* eachApplicationOf(
  ports: CorePorts,
  email: string,
): AsyncGenerator<StoredDocument<CreatorApplicationDocument>> {
  if (NO_WORD_BEFORE_AT.test(normaliseSearchText(email))) return;
  yield* eachByEmail<CreatorApplicationDocument>(ports, "creator_applications", "submittedAt", email);
}

/**
 * Documents of `collection` whose `email` normalises to `email`, newest first: the admin search's token query
 * (one index per list already exists), read to the end, then matched exactly.
 */
export async function findByEmail<T extends { email?: unknown }>(
  ports: CorePorts,
  collection: "creator_applications" | "contact_messages",
  orderBy: string,
  email: string,
): Promise<Array<StoredDocument<T>>> {
  const found: Array<StoredDocument<T>> = [];
  for await (const item of eachByEmail<T>(ports, collection, orderBy, email)) found.push(item);
  return found;
}

async function* eachByEmail<T extends { email?: unknown }>(
  ports: CorePorts,
  collection: "creator_applications" | "contact_messages",
  orderBy: string,
  email: string,
): AsyncGenerator<StoredDocument<T>> {
  const token = searchTokenFor(email);
  if (!token) return;
  const query = {
    orderBy,
    limit: 200,
    where: [{ field: "searchTokens", op: "array-contains", value: token } as const],
  };
  for await (const page of listPages<T>(ports.documents, collection, query)) {
    for (const item of page.items) {
      if (typeof item.data.email === "string" && normaliseEmail(item.data.email) === email) yield item;
    }
  }
}

/** Whether a link went to this application less than STATUS_LINK_RESEND_MS ago. */
function sentLately(link: { sentAt?: unknown }, now: Date): boolean {
  const last = typeof link.sentAt === "string" ? Date.parse(link.sentAt) : NaN;
  return Number.isFinite(last) && now.getTime() - last < STATUS_LINK_RESEND_MS;
}

/**
 * Sends application `id`, of the normalised address `email`, a new status link, unless one went in the last
 * STATUS_LINK_RESEND_MS or the address has had its e-mails for the day (EMAILS_PER_ADDRESS_PER_DAY).
 */
async function sendLinkAgain(ports: CorePorts, id: string, email: string, now: Date): Promise<void> {
  const current = await ports.documents.get<StatusLinkDocument>("status_links", id);
  if (current && sentLately(current, now)) return;
  // Counted before the link changes: past the allowance, the link already sent keeps working.
  if (!(await mayMailAddress(ports, email))) return;
  const chosen = { nonce: "" };
  const outcome = await ports.documents.modify(
    "status_links",
    id,
    (stored) => {
      if (sentLately(stored, now)) return null;
      // A new link each time: the links sent before stop working, so a leaked one can be revoked.
      chosen.nonce = newNonce();
      return { nonce: chosen.nonce, sentAt: now.toISOString() };
    },
    { createdAt: now.toISOString(), sentAt: null },
  );
  const { nonce } = chosen;
  if ((outcome !== "updated" && outcome !== "created") || !nonce) return;
  const application = await ports.documents.get<CreatorApplicationDocument>("creator_applications", id);
  // Deleted meanwhile (withdrawn, rejected, erased), its link with it: the link made here goes too.
  if (!application) {
    await ports.documents.delete("status_links", id);
    return;
  }
  const to = applicantRecipient(application);
  if (!to || (await newestLinkNonce(ports, id)) !== nonce) return;
  const message = statusLinkAgainEmail(to, statusLinkFor(ports, id, nonce));
  // A send that fails frees the resend at once, as nothing reached the applicant.
  const delivered = await ports.mailer.send(message).then(
    (result) => result.delivered,
    () => false,
  );
  if (!delivered) await ports.documents.update("status_links", id, { sentAt: null });
}

/**
 * The applications of an address a resend links, oldest first, so the daily allowance leaves out the newest: the
 * oldest still pending (one held back without an acknowledgement among them), then the oldest others. An application
 * stored later, by anyone, cannot crowd an earlier one out.
 */
async function resendChoice(ports: CorePorts, email: string) {
  const found: Array<StoredDocument<CreatorApplicationDocument>> = [];
  for await (const item of eachApplicationOf(ports, email)) found.push(item);
  const oldestFirst = found.reverse();
  const pending = oldestFirst.filter(({ data }) => data.status === "pending");
  const others = oldestFirst.filter(({ data }) => data.status !== "pending");
  return [...pending, ...others].slice(0, MAX_LINKS_PER_RESEND);
}

/**
 * POST /api/application-status/resend {email}: queues "send me my link again" for the address and
 * answers. It needs the human check and has a daily allowance per client; everything that depends on
 * whether the address has applied happens afterwards, in the outbox trigger (sendStatusLinks), so the
 * request does the same work, and gives the same answer, for an address that applied and one that
 * did not: the client's count, one outbox entry.
 */
export async function resendStatusLink(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ ok: true; message: string }>> {
  const parsed = parseInput(resendStatusLinkSchema, input);
  if (!parsed.ok) return parsed.failure;
  const refused = await checkHuman(parsed.data["g-recaptcha-response"], context, ports, "status_link");
  if (refused) return refused;
  const email = normaliseEmail(parsed.data.email);
  const client = context.clientKey ?? context.remoteIp ?? "unknown";
  // A client past its allowance queues nothing, so it spends nobody's address allowance.
  if (!(await withinDailyAllowance(ports, `client:${client}`, STATUS_LINK_REQUESTS_PER_CLIENT)))
    return fail(429, STATUS_LINK_DAILY_LIMIT);
  await enqueueMail(ports, { statusLinksFor: email });
  return ok({ ok: true as const, message: STATUS_LINK_RESENT });
}

/**
 * The outbox trigger's half of a resend: e-mails the status link of each application held for the
 * normalised address, each a new link (the older ones stop working); each application gets at most
 * one resend per STATUS_LINK_RESEND_MS. The address is counted against its daily allowance only when
 * it has something to send: strangers asking for an address that never applied cost its owner nothing.
 */
export async function sendStatusLinks(ports: CorePorts, email: string): Promise<void> {
  const applications = await resendChoice(ports, email);
  if (applications.length === 0) return;
  if (!(await withinDailyAllowance(ports, `address:${emailKey(email)}`, STATUS_LINK_REQUESTS_PER_ADDRESS))) return;
  const now = ports.clock.now();
  for (const { id } of applications) await sendLinkAgain(ports, id, email, now);
}
