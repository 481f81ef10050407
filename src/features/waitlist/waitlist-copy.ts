import { BRAND_OPT_IN_WORDING } from "~/shared/consent";

/** product.md §P4–P5's brand waitlist messages, word for word. */
export const WAITLIST_MESSAGES = {
  success: "Thank you! for signing up we cant wait to speak with you soon.",
  humanCheckTimeout: "reCAPTCHA verification timed out. Please try again.",
  fallback: "Submission failed. Please try again.",
} as const;

/**
 * The opt-in's words: exactly what a ticked box will bring (PECR: specific, unticked by default),
 * and the very text the server records with the consent.
 */
export const EMAIL_LIST_OPT_IN_WORDING = BRAND_OPT_IN_WORDING;

/** product.md §P10: the booking page opens 2 s after a successful sign-up. */
export const BOOKING_DELAY_MS = 2_000;
