import { searchTokensFor } from "~/shared/admin-lists";
import type { CreatorApplicationDocument } from "~/shared/documents";
import { creatorApplicationSchema } from "~/shared/schemas/creator-application";
import { normaliseEmail } from "~/shared/schemas/fields";
import { addNewsletterSubscriber, mailRefused } from "../consent/newsletter-subscription";
import { applicationReceivedEmail } from "../email/application-received-email";
import { fail, ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { applicantRecipient } from "./approve-creator";
import { checkHuman, nowIso, parseInput } from "./common";
import { storeOnce, SUBMISSION_IN_PROGRESS } from "./duplicate-window";
import { claimUploadedFiles, releaseUploadedFiles } from "./file-claims";
import { verifyUploadedFiles } from "./uploaded-files";

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
  const parsed = parseInput(creatorApplicationSchema, input);
  if (!parsed.ok) return parsed.failure;
  const application = parsed.data;
  const refused =
    (await checkHuman(application["g-recaptcha-response"], context, ports)) ??
    (application.newsletterConsent ? mailRefused(ports) : null);
  if (refused) return refused;
  const callerUid = context.caller?.uid ?? null;
  const files = await verifyUploadedFiles(application.uploadedFiles, callerUid, ports.files);
  if (!files.ok) return files.failure;
  const document: CreatorApplicationDocument = {
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    postcode: application.postcode,
    portfolioUrl: application.portfolioUrl,
    uploadedFiles: files.files,
    instagram: application.instagram,
    tiktok: application.tiktok,
    niche: application.niche,
    referralSource: application.referralSource,
    isUKCreator: application.isUKCreator,
    newsletterConsent: application.newsletterConsent,
    avatar: null,
    status: "pending",
    submittedAt: nowIso(ports),
    applicantUid: callerUid,
  };
  // The human-check token differs on every try, so it is no part of what makes a repeat.
  const { "g-recaptcha-response": _token, ...fields } = application;
  const payload = { ...fields, email: normaliseEmail(fields.email) };
  let refusal: HandlerResult<never> | null = null;
  try {
    const submission = { form: "creator_application", collection: "creator_applications", payload } as const;
    const stored = await storeOnce(ports, context, submission, async (recordId) => {
      // Files are claimed for the id before the document exists: a crash in between leaves
      // locked files, never an application whose files can still be removed or reused.
      const claimed = await claimUploadedFiles(files.files, recordId, ports.files);
      if (!claimed.ok) {
        refusal = claimed.failure;
        throw new ClaimRefused();
      }
      try {
        await ports.documents.set("creator_applications", recordId, {
          ...document,
          searchTokens: searchTokensFor.application(document),
        });
      } catch (error) {
        await releaseUploadedFiles(files.files, recordId, ports.files);
        throw error;
      }
      // Once per stored application (a repeat inside the duplicate window never gets here); a
      // delivery failure never fails the application.
      const to = applicantRecipient(document);
      if (to) void ports.mailer.send(applicationReceivedEmail(to, document.firstName)).catch(() => undefined);
      // The optional newsletter box is a newsletter sign-up: double opt-in like the footer's.
      if (application.newsletterConsent) {
        await addNewsletterSubscriber(ports, {
          email: application.email,
          group: "creator",
          sourcePage: "/creator-signup",
          placement: "creator_application",
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

class ClaimRefused extends Error {}
