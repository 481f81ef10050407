import { BRAND_NAME, SUPPORT_EMAIL } from "~/shared/brand";
import { DECISION_WITHIN_DAYS } from "~/shared/constants";
import type { MailAddress, MailMessage } from "../ports";
import { renderEmail } from "./render-email";

/**
 * The acknowledgement an applicant gets once their application is stored: what happens next,
 * when they will hear, and how to withdraw. Transactional (it answers their own request), so it
 * needs no marketing consent.
 */
export function applicationReceivedEmail(to: MailAddress, firstName: string): MailMessage {
  return renderEmail(to, {
    subject: `We have received your application to ${BRAND_NAME}`,
    greeting: firstName.trim() ? `Hi ${firstName.trim()},` : "Hi,",
    paragraphs: [
      `Thank you for applying to create videos with ${BRAND_NAME}. Your application and any videos you uploaded have reached us.`,
      `What happens next: our team reviews every application by hand, and we will e-mail you the outcome within ${DECISION_WITHIN_DAYS} days.`,
      "If you are approved, you will be featured when we launch and start receiving briefs from UK brands.",
      `Changed your mind? Write to ${SUPPORT_EMAIL} from this address and we will withdraw your application and delete the videos you sent us.`,
    ],
  });
}
