import { BRAND_NAME } from "~/shared/brand";
import { CREATOR_PAY_PER_VIDEO, type ApprovalType } from "~/shared/constants";
import { renderEmail } from "../email/render-email";
import type { MailAddress, MailMessage } from "../ports";

const TIER_NAMES: Record<ApprovalType, string> = { rising_star: "Rising Star", pro: "Pro" };

/**
 * The approval e-mail: tier-specific pay (product.md §P10). The address was never confirmed, so the
 * e-mail holds nothing the applicant wrote, not even a name.
 */
export function approvalEmail(to: MailAddress, approvalType: ApprovalType): MailMessage {
  const tier = TIER_NAMES[approvalType];
  const pay = CREATOR_PAY_PER_VIDEO[approvalType];
  return renderEmail(to, {
    subject: `You're approved as a ${tier} creator on ${BRAND_NAME}`,
    greeting: "Hi,",
    paragraphs: [
      `Great news: your application to ${BRAND_NAME} has been approved and you have joined as a ${tier} creator.`,
      `As a ${tier} creator you earn £${pay} per video.`,
      "We launch soon. When we do, you will receive briefs from UK brands; you can accept or pass on each brief within 24 hours.",
      "Welcome aboard!",
    ],
  });
}
