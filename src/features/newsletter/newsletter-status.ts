import { HumanCheckTimeoutError } from "~/lib/human-check/use-human-check";

export type NewsletterStatus =
  { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };

// the product's words, then what happens next: the address is confirmed by the e-mailed link (double opt-in).
export const NEWSLETTER_SUCCESS =
  "Successfully subscribed to our newsletter! A confirmation e-mail is on its way: open its link to confirm your address.";

/**
 * Why a subscription failed, in the footer's words: the human check's timeout, the server's own
 * message, else the page's fallback (product.md §P4–P5: the landing and pricing footers word it
 * their own way).
 */
export function subscribeFailure(error: unknown, pathname: string): string {
  if (error instanceof HumanCheckTimeoutError) return "reCAPTCHA verification timed out. Please try again.";
  if (error instanceof Error && error.message) return error.message;
  return pathname === "/" || pathname === "/prices"
    ? "Subscription failed. Please try again."
    : "Failed to subscribe. Please try again.";
}

/** The one line under the field: the address's problem first, then the outcome; null when there is none. */
export function statusLine(invalidEmail: string | undefined, status: NewsletterStatus): string | null {
  if (invalidEmail !== undefined) return invalidEmail;
  if (status.kind === "success") return NEWSLETTER_SUCCESS;
  return status.kind === "error" ? status.message : null;
}
