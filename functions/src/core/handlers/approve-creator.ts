import { APPROVAL_STATUS, CREATOR_STATUS_LABELS, type ApprovalType } from "~/shared/constants";
import type { CreatorApplicationDocument } from "~/shared/documents";
import { decodeApproveCreator } from "~/shared/wire/decoders";
import { isSingleEmailAddress } from "~/shared/schemas/fields";
import { fail, ok, type HandlerResult } from "../context";
import type { CorePorts, MailAddress } from "../ports";
import { approvalEmail } from "./approval-email";
import { recordAudit } from "./audit";
import { adminOnly, decodeInput, MAIL_UNCONFIGURED, nowIso } from "./common";

export interface ApproveCreatorResponse {
  emailSent: boolean;
  status: CreatorApplicationDocument["status"];
}

export const APPLICATION_NOT_FOUND = "Creator application not found";

/**
 * One structured recipient with no display name: nothing confirms the address, so nothing the
 * applicant wrote goes into the To line. Null for an entry stored before the single-address rule
 * (never mailed).
 */
export function applicantRecipient(application: CreatorApplicationDocument): MailAddress | null {
  const address = typeof application.email === "string" ? application.email.trim() : "";
  return isSingleEmailAddress(address) ? { address } : null;
}

async function sendApprovalEmail(
  ports: CorePorts,
  application: CreatorApplicationDocument,
  approvalType: ApprovalType,
): Promise<boolean> {
  const to = applicantRecipient(application);
  if (!to) return false;
  return ports.mailer
    .send(approvalEmail(to, approvalType))
    .then((result) => result.delivered)
    .catch(() => false);
}

/**
 * POST /api/approve-creator (admin only). The pending → approved transition is atomic,
 * so approving twice answers 409 and never sends a second e-mail.
 */
export const approveCreator = adminOnly(
  async (input, context, ports): Promise<HandlerResult<ApproveCreatorResponse>> => {
    const admin = context.caller;
    const parsed = decodeInput(decodeApproveCreator, input);
    if (!parsed.ok) return parsed.failure;
    const { applicationId, approvalType, adminEmail } = parsed.data;
    const application = await ports.documents.get<CreatorApplicationDocument>("creator_applications", applicationId);
    if (!application) return fail(404, APPLICATION_NOT_FOUND);
    if (application.status !== "pending") {
      return fail(
        409,
        `Only pending applications can be approved (this one is ${CREATOR_STATUS_LABELS[application.status] ?? application.status}).`,
      );
    }
    if (ports.config.production && !ports.mailer.configured) return fail(500, MAIL_UNCONFIGURED);
    const status = APPROVAL_STATUS[approvalType];
    const now = nowIso(ports);
    const outcome = await ports.documents.updateIf(
      "creator_applications",
      applicationId,
      { field: "status", equals: "pending" },
      {
        status,
        approvalType,
        approvedAt: now,
        approvedByUid: admin.uid,
        approvedByEmail: admin.email,
        requestedAdminEmail: adminEmail ?? null,
      },
    );
    if (outcome === "not_found") return fail(404, APPLICATION_NOT_FOUND);
    if (outcome === "condition_failed") return fail(409, "This application has already been reviewed.");

    const emailSent = await sendApprovalEmail(ports, application, approvalType);
    await ports.documents.update("creator_applications", applicationId, { approvalEmailSent: emailSent });
    await recordAudit(ports, admin, "approve_creator", applicationId, { approvalType, emailSent });
    return ok<ApproveCreatorResponse>({ emailSent, status });
  },
);
