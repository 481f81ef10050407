import { searchTokensFor } from "~/shared/admin-lists";
import { NO_ATTRIBUTION } from "~/shared/attribution";
import type { CreatorApplicationDocument, StoredUploadedFile } from "~/shared/documents";
import { hasPortraitVideo } from "~/shared/video-facts";
import { normaliseEmail } from "~/shared/schemas/fields";
import { decodeCreatorApplication } from "~/shared/wire/decoders";
import type { CreatorApplicationFields, CreatorApplicationRequest } from "~/shared/wire/forms";
import { addNewsletterSubscriber, mailRefused } from "../consent/newsletter-subscription";
import { applicationReceivedEmail } from "../email/application-received-email";
import { enqueueMail } from "../email/outbox";
import { fail, ok, type ErrorBody, type ErrorStatus, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { eachApplicationOf, newestLinkNonce, statusLinkFor } from "./application-status";
import { applicantRecipient } from "./approve-creator";
import { checkHuman, decodeInput, nowIso } from "./common";
import { mayMailAddress } from "./daily-allowance";
import { storeOnce, SUBMISSION_IN_PROGRESS, wellWithinLease } from "./duplicate-window";
import { claimUploadedFiles, releaseUploadedFiles, type FileToClaim } from "./file-claims";
import { checkFileReferences, verifyClaimedFiles } from "./uploaded-files";

type Failure = { status: ErrorStatus; body: ErrorBody };

/** What makes a repeat inside the duplicate window (duplicate-window.ts), the address normalised. */
type CreatorApplicationRepeatKey = Omit<CreatorApplicationRequest, "recaptchaToken" | "attribution">;

export interface CreatorApplicationResponse {
  ok: true;
  id: string;
}

/**
 * POST /api/creator-application. `input` is the multipart fields as text (booleans as
 * "true"/"false", `uploadedFiles` as JSON text) or the same values already typed. The same
 * application sent again from the same client within the duplicate window is stored once.
 */
export async function submitCreatorApplication(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<CreatorApplicationResponse>> {
  const parsed = decodeInput(decodeCreatorApplication, input);
  if (!parsed.ok) return parsed.failure;
  const application = parsed.data;
  const refused =
    (await checkHuman(application.recaptchaToken, context, ports, "creator_application")) ??
    (application.newsletterConsent ? mailRefused(ports) : null);
  if (refused) return refused;
  const callerUid = context.caller?.uid ?? null;
  const references = checkFileReferences(application.uploadedFiles, callerUid);
  if (!references.ok) return references.failure;
  // The human-check token differs on every try, and where the applicant came from may too: neither
  // is part of what makes a repeat.
  const { recaptchaToken: _token, ...fields } = application;
  const { attribution: _attribution, ...sent } = fields;
  const payload: CreatorApplicationRepeatKey = { ...sent, email: normaliseEmail(sent.email) };
  let refusal: Failure | null = null;
  const refuse = (failure: Failure) => {
    refusal = failure;
    return new ClaimRefused();
  };
  try {
    const submission = { form: "creator_application", collection: "creator_applications", payload } as const;
    const stored = await storeOnce(ports, context, submission, async (recordId, { fresh }) => {
      // Run again under the same id by a retry after a crash or a failure (storeOnce): each step
      // picks up what an earlier run of it finished. Under a new id nothing can be there yet.
      let document = fresh
        ? null
        : await ports.documents.get<CreatorApplicationDocument>("creator_applications", recordId);
      if (!document) {
        const files = references.files;
        const claimedFrom = ports.clock.now();
        // Claimed first, then checked: from the claim on, the uploader can neither delete nor
        // replace a file, so the bytes checked are the bytes stored (docs/security.md).
        const claimed = await claimUploadedFiles(files, recordId, ports);
        if (!claimed.ok) throw refuse(claimed.failure);
        const verified = await verifyClaimedFiles(files, callerUid ?? "", ports.files, claimed.claimed);
        if (!verified.ok) {
          await releaseUploadedFiles(files, recordId, ports.files);
          throw refuse(verified.failure);
        }
        const written = await storeApplication(ports, recordId, fields, verified.files, callerUid, {
          files,
          claimedFrom,
        });
        if (!written.ok) throw refuse(written.failure);
        document = written.document;
        // Stored by an earlier run and erased or rejected since: nothing is left to acknowledge.
        if (!document) return;
      } else {
        // Stored by an earlier run whose end went unseen: its files' claims are renewed, so no
        // release decided on the old stamps can free them.
        await claimUploadedFiles(references.files, recordId, ports);
      }
      // At most once per stored application (a repeat inside the duplicate window never gets here); queued in the
      // outbox, whose trigger decides whether it is due and sends it (acknowledgeApplication): an instance throttled
      // or stopped once it has answered cannot lose it, and the request's work does not tell whether anything goes.
      await enqueueMail(ports, { acknowledgementOf: recordId }).catch(() => undefined);
      // The optional newsletter box is a newsletter sign-up: double opt-in like the footer's.
      if (application.newsletterConsent) {
        await addNewsletterSubscriber(ports, {
          email: application.email,
          group: "creator",
          sourcePage: "/creator-signup",
          placement: "creator_application",
          attribution: application.attribution ?? NO_ATTRIBUTION,
        });
      }
    });
    if ("busy" in stored) return fail(409, SUBMISSION_IN_PROGRESS);
    return ok<CreatorApplicationResponse>({ ok: true, id: stored.id }, 201);
  } catch (error) {
    if (error instanceof ClaimRefused && refusal) return refusal;
    throw error;
  }
}

/**
 * The outbox trigger's half of an application's acknowledgement: e-mails its status link, unless another application
 * of its address, stored before it, is still pending (that one's acknowledgement already told them what happens
 * next), and within the address's daily allowance of e-mails. Nothing for an application gone since it was queued.
 */
export async function acknowledgeApplication(ports: CorePorts, id: string): Promise<void> {
  const application = await ports.documents.get<CreatorApplicationDocument>("creator_applications", id);
  const to = application && applicantRecipient(application);
  if (!application || !to) return;
  if (await waitingBehind(ports, id, application)) return;
  if (!(await mayMailAddress(ports, to.address))) return;
  // The first link, unless one was sent again before this ran (then that newest one).
  const nonce = await newestLinkNonce(ports, id);
  if (nonce === null) return;
  await ports.mailer.send(applicationReceivedEmail(to, statusLinkFor(ports, id, nonce))).catch(() => undefined);
}

/**
 * Whether another application of the address of application `id`, stored before it, is still pending: the address's
 * applications are read (eachApplicationOf) until one is found, each stored by its request before its acknowledgement
 * was queued, so the order the acknowledgements run in does not matter.
 */
async function waitingBehind(ports: CorePorts, id: string, application: CreatorApplicationDocument): Promise<boolean> {
  for await (const { id: otherId, data: other } of eachApplicationOf(ports, normaliseEmail(application.email))) {
    const before =
      other.submittedAt < application.submittedAt || (other.submittedAt === application.submittedAt && otherId < id);
    if (otherId !== id && other.status === "pending" && before) return true;
  }
  return false;
}

/**
 * Writes the application (only if it is not there yet) and, unless the write ended well within a
 * lease of the claims (wellWithinLease), renews its files' claims. An orphan's claim is
 * freed only by someone who saw it at least a lease old and then found no application: before
 * then the application is there to be found. A write that ended later may have met a retry that
 * found this attempt's claims orphaned and freed them (it decided on the old stamps): that retry
 * either fails its release on the renewed stamps or is seen here, and this application is
 * withdrawn. So a claim and its application are never apart for longer than a lease.
 */
async function storeApplication(
  ports: CorePorts,
  recordId: string,
  fields: CreatorApplicationFields,
  files: StoredUploadedFile[],
  callerUid: string | null,
  claims: { files: readonly FileToClaim[]; claimedFrom: Date },
): Promise<{ ok: true; document: CreatorApplicationDocument | null } | { ok: false; failure: Failure }> {
  // The applicant's fields as the schema read them (no other key gets past it), the server's beside them.
  const document: CreatorApplicationDocument = {
    ...fields,
    uploadedFiles: files,
    avatar: null,
    status: "pending",
    submittedAt: nowIso(ports),
    applicantUid: callerUid,
    attribution: fields.attribution ?? NO_ATTRIBUTION,
    hasPortraitVideo: hasPortraitVideo(files),
  };
  const data = { ...document, searchTokens: searchTokensFor.application(document) };
  // A write that reports an error may still have been committed (a deadline passed after the
  // commit): the claims stay. If the application really is missing, its claims are freed once the
  // lease is over, by the retry that owns the receipt or by the sweep, which both check.
  const created =
    (await ports.documents.upsert("creator_applications", recordId, { onCreate: data, onUpdate: {} })) === "created";
  // Stored by an earlier run of this attempt (its end went unseen): that one is what the applicant sent.
  // Missing now: erased or rejected since that run stored it, so it is not brought back.
  const stored = created
    ? document
    : await ports.documents.get<CreatorApplicationDocument>("creator_applications", recordId);
  if (!stored) return { ok: true, document: null };
  if (claims.files.length === 0 || wellWithinLease(ports, claims.claimedFrom)) {
    return { ok: true, document: stored };
  }
  const renewed = await claimUploadedFiles(claims.files, recordId, ports);
  if (!renewed.ok) {
    if (created) await ports.documents.delete("creator_applications", recordId);
    return renewed;
  }
  return { ok: true, document: stored };
}

class ClaimRefused extends Error {}
