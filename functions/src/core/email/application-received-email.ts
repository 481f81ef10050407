import { BRAND_NAME, SUPPORT_EMAIL } from "~/shared/brand";
import { DECISION_WITHIN_DAYS } from "~/shared/constants";
import type { MailAddress, MailMessage } from "../ports";
import { renderEmail } from "./render-email";

const STATUS_LINK_NOTE =
  "This link is private to you: anyone who has it can see your application's status and withdraw it, so please do not share it.";

/**
 * Nothing confirms an applicant's address, so nothing they wrote goes into what we send to it (a
 * stranger could apply in someone else's name and address): the greeting names no one.
 */
const GREETING = "Hi,";

/**
 * The acknowledgement an applicant gets once their application is stored: what happens next,
 * when they will hear, and the private link to their status page, where they can withdraw.
 * Transactional (it answers their own request), so it needs no marketing consent.
 */
export function applicationReceivedEmail(to: MailAddress, statusUrl: string): MailMessage {
  return renderEmail(to, {
    subject: `We have received your application to ${BRAND_NAME}`,
    greeting: GREETING,
    paragraphs: [
      `Thank you for applying to create videos with ${BRAND_NAME}. Your application and any videos you uploaded have reached us.`,
      `What happens next: our team reviews every application by hand, and we will e-mail you the outcome within ${DECISION_WITHIN_DAYS} days.`,
      "If you are approved, you will be featured when we launch and start receiving briefs from UK brands.",
      "You can check your application at any time, and withdraw it (we then delete it and your videos at once), on your private status page:",
    ],
    action: { label: "See my application", url: statusUrl },
    after: [STATUS_LINK_NOTE, `Questions? Write to ${SUPPORT_EMAIL}.`],
  });
}

/** The "send me my link again" answer: one link per application held for the address. */
export function statusLinkAgainEmail(to: MailAddress, statusUrl: string): MailMessage {
  return renderEmail(to, {
    subject: `Your ${BRAND_NAME} application link`,
    greeting: GREETING,
    paragraphs: ["You asked for the private link to your creator application again. Here it is:"],
    action: { label: "See my application", url: statusUrl },
    after: [STATUS_LINK_NOTE, "If you did not ask for this, you can ignore this e-mail: nothing has changed."],
  });
}
