import { BRAND_NAME } from "~/shared/brand";
import type { MailAddress, MailMessage } from "../ports";
import { renderEmail } from "./render-email";

/**
 * The optional, polite answer to a rejected application. Transactional (it answers the
 * applicant's own request), so it needs no marketing consent; nothing of the applicant is kept for it.
 * The address was never confirmed, so the e-mail holds nothing the applicant wrote, not even a name.
 */
export function notSelectedEmail(to: MailAddress): MailMessage {
  return renderEmail(to, {
    subject: `Your application to ${BRAND_NAME}`,
    greeting: "Hi,",
    paragraphs: [
      `Thank you for applying to create videos with ${BRAND_NAME} and for the time you put into your application.`,
      "We have looked at it carefully, and you have not been selected this time.",
      "We have deleted your application and the files you sent us. You are welcome to apply again in the future.",
      "We wish you every success with your content.",
    ],
  });
}
