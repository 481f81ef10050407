import type { CreatorApplicationDocument } from "~/shared/documents";
import { decodeDeleteCreatorApplication } from "~/shared/wire/decoders";
import { fail, ok, type HandlerResult } from "../context";
import type { CorePorts } from "../ports";
import { notSelectedEmail } from "../email/not-selected-email";
import { APPLICATION_NOT_FOUND, applicantRecipient } from "./approve-creator";
import { recordAudit } from "./audit";
import { adminOnly, decodeInput, MAIL_UNCONFIGURED } from "./common";
import { deleteApplicationForGood } from "./erasures";

export interface DeleteCreatorApplicationResponse {
  ok: true;
  deletedFiles: number;
  /** Whether the polite "not selected this time" e-mail went (only when asked for). */
  emailSent: boolean;
}

/** Sent before anything is deleted, from the document itself: no copy of the address is kept. */
async function sendNotSelected(ports: CorePorts, application: CreatorApplicationDocument): Promise<boolean> {
  const to = applicantRecipient(application);
  if (!to) return false;
  return ports.mailer
    .send(notSelectedEmail(to))
    .then((result) => result.delivered)
    .catch(() => false);
}

/**
 * POST /api/delete-creator-application (admin only): "reject" deletes the document and
 * every uploaded file of it (docs/security.md). Files go first, so a failure leaves the
 * document in place to retry. With `notifyApplicant`, the polite e-mail is sent first.
 */
export const deleteCreatorApplication = adminOnly(
  async (input, context, ports): Promise<HandlerResult<DeleteCreatorApplicationResponse>> => {
    const parsed = decodeInput(decodeDeleteCreatorApplication, input);
    if (!parsed.ok) return parsed.failure;
    const { applicationId, notifyApplicant = false } = parsed.data;
    const application = await ports.documents.get<CreatorApplicationDocument>("creator_applications", applicationId);
    if (!application) return fail(404, APPLICATION_NOT_FOUND);
    if (notifyApplicant && ports.config.production && !ports.mailer.configured) return fail(500, MAIL_UNCONFIGURED);
    const emailSent = notifyApplicant ? await sendNotSelected(ports, application) : false;
    const deletedFiles = await deleteApplicationForGood(ports, applicationId, application);
    if (deletedFiles === null) return fail(404, APPLICATION_NOT_FOUND);
    await recordAudit(ports, context.caller, "delete_creator_application", applicationId, {
      deletedFiles,
      notifyApplicant,
      emailSent,
    });
    return ok<DeleteCreatorApplicationResponse>({ ok: true, deletedFiles, emailSent });
  },
);
