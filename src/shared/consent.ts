import { BRAND_NAME } from "./brand";

/**
 * Marketing consent (PECR / UK GDPR). The browser shows these texts and the server records the
 * text of the placement a request came from: the wording is never taken from the request.
 * No zod here: the footer imports this file on every page.
 */

/** The privacy policy's "Last updated" date: a consent records the policy it was given under. */
export const CONSENT_POLICY_VERSION = "2026-11-28";

/** Where consent can be given. */
export const CONSENT_PLACEMENTS = ["newsletter_footer", "brand_opt_in", "creator_application"] as const;
export type ConsentPlacement = (typeof CONSENT_PLACEMENTS)[number];

/** Under the footer newsletter field (landing, creator and pricing pages). */
export const NEWSLETTER_CONSENT_WORDING =
  `By subscribing you agree to receive ${BRAND_NAME} launch news and offers by e-mail (about one a month). ` +
  "We'll e-mail you a link to confirm first, and you can unsubscribe at any time.";

/** The opt-in checkbox on /brand-signup. */
export const BRAND_OPT_IN_WORDING =
  `Email me product news and launch updates from ${BRAND_NAME} (about one e-mail a month). ` +
  "You can unsubscribe at any time.";

/** The optional newsletter checkbox on /creator-signup. */
export const CREATOR_NEWSLETTER_WORDING =
  `Email me creator news, tips and launch updates from ${BRAND_NAME} (about one e-mail a month). ` +
  "You can unsubscribe at any time.";

export const CONSENT_WORDING: Record<ConsentPlacement, string> = {
  newsletter_footer: NEWSLETTER_CONSENT_WORDING,
  brand_opt_in: BRAND_OPT_IN_WORDING,
  creator_application: CREATOR_NEWSLETTER_WORDING,
};

/** A confirmation link works for this long, and once. */
export const CONFIRMATION_LINK_DAYS = 7;
/** Signing up again re-sends the confirmation at most this often per address. */
export const CONFIRMATION_RESEND_MINUTES = 10;
/** Every marketing e-mail carries a fresh unsubscribe link; each one works for this long. */
export const UNSUBSCRIBE_LINK_DAYS = 730;

/** Only "confirmed" counts as subscribed. */
export type ConsentStatus = "unconfirmed" | "confirmed" | "unsubscribed";

/** The consent record kept on a newsletter subscriber or a brand sign-up that ticked the opt-in. */
export interface ConsentRecord {
  status: ConsentStatus;
  placement: ConsentPlacement;
  /** The page the form was on. */
  sourcePage: string | null;
  /** The exact text shown next to the form, and the privacy policy version in force. */
  wording: string;
  policyVersion: string;
  /** When the form was sent. */
  requestedAt: string;
  /** The latest confirmation e-mail; a repeat sign-up re-sends at most every 10 minutes. */
  confirmationSentAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** How the unsubscribe came: the page's button, or a mail client's one-click (RFC 8058). */
  unsubscribedVia: "page" | "one_click" | null;
  /** The outstanding confirmation link's nonce; null once used, so a link confirms only once. */
  confirmNonce: string | null;
  /** What unsubscribe links are signed with. */
  unsubscribeNonce: string;
}

/** Flags for the admin: a sign-up is never refused for these (the address is stored as typed). */
export interface SignUpFlags {
  /** The domain is a throwaway-mail service. */
  disposable: boolean;
  /** Another entry whose address is the same mailbox (Gmail dots, `+tag`, googlemail.com). */
  possibleDuplicateOf?: string;
}

/** `unsubscribed`: an older confirmation link of someone who has unsubscribed since. */
export type ConfirmSubscriptionOutcome = "confirmed" | "already_confirmed" | "unsubscribed" | "expired" | "invalid";
export type UnsubscribeOutcome = "unsubscribed" | "already_unsubscribed" | "expired" | "invalid";
