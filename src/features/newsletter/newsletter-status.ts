import { HumanCheckTimeoutError } from "~/lib/human-check/use-human-check";

export type NewsletterStatus =
  { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };

/** The product's words (product.md §P4.1.4), shown whole on a line of their own. */
const NEWSLETTER_SUCCESS = "Successfully subscribed to our newsletter!";

/** The line under it: the address is confirmed by the e-mailed link (double opt-in, product.md §P4.1.8). */
const NEWSLETTER_CONFIRMATION_NOTE = "A confirmation e-mail is on its way: open its link to confirm your address.";

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

/**
 * The lines under the field: the address's problem first, else the outcome (a success is the product's sentence,
 * then the confirmation note); none when there is nothing to say.
 */
export function statusLines(invalidEmail: string | undefined, status: NewsletterStatus): string[] {
  if (invalidEmail !== undefined) return [invalidEmail];
  if (status.kind === "success") return [NEWSLETTER_SUCCESS, NEWSLETTER_CONFIRMATION_NOTE];
  return status.kind === "error" ? [status.message] : [];
}
