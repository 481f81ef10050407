import { BRAND_NAME } from "~/shared/brand";
import { CONFIRMATION_LINK_DAYS, type ConsentPlacement } from "~/shared/consent";
import type { EmailContent } from "./render-email";

const WHAT_YOU_ASKED_FOR: Record<ConsentPlacement, string> = {
  newsletter_footer: `You asked to join the ${BRAND_NAME} newsletter: launch news and offers, about one e-mail a month.`,
  brand_opt_in: `When you joined the ${BRAND_NAME} waitlist you asked for product news and launch updates by e-mail, about one a month.`,
  creator_application: `With your creator application you asked for creator news, tips and launch updates by e-mail, about one a month.`,
};

/** Double opt-in: nothing marketing is sent until this link is followed. Not itself marketing. */
export function confirmationEmailContent(placement: ConsentPlacement, confirmUrl: string): EmailContent {
  return {
    subject: `Please confirm your subscription to ${BRAND_NAME}`,
    greeting: "Hi,",
    paragraphs: [
      WHAT_YOU_ASKED_FOR[placement],
      "Please confirm it's you with the button below. Until you do, we won't send you any marketing e-mails.",
    ],
    action: { label: "Confirm my subscription", url: confirmUrl },
    after: [
      `The link works once and expires in ${CONFIRMATION_LINK_DAYS} days. If you didn't ask for this, ignore this e-mail and you won't hear from us again.`,
    ],
  };
}

/** The first marketing e-mail, sent when a subscription is confirmed. */
export function welcomeEmailContent(siteUrl: string): EmailContent {
  return {
    subject: `You're subscribed to ${BRAND_NAME} updates`,
    greeting: "Hi,",
    paragraphs: [
      `Thanks for confirming. You'll hear from us about once a month with ${BRAND_NAME} launch news and offers, and you'll be among the first to know when we open.`,
    ],
    action: { label: `Visit ${BRAND_NAME}`, url: `${siteUrl}/` },
    footer: [`You're getting this because you subscribed to ${BRAND_NAME} updates. You can unsubscribe at any time.`],
  };
}
