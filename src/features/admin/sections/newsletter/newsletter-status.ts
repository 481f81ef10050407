import type { ConsentPlacement, ConsentStatus } from "~/shared/consent";
import type { NewsletterSubscriberDocument } from "~/shared/documents";
import type { StatusTone } from "../../ui/status-badge";

/** Only "confirmed" counts as subscribed (docs/product.md §P9.4). */
export const NEWSLETTER_STATUS_LABELS: Record<ConsentStatus, string> = {
  confirmed: "Confirmed",
  unconfirmed: "Unconfirmed",
  unsubscribed: "Unsubscribed",
};

export const NEWSLETTER_STATUS_TONES: Record<ConsentStatus, StatusTone> = {
  confirmed: "green",
  unconfirmed: "amber",
  unsubscribed: "grey",
};

export const PLACEMENT_LABELS: Record<ConsentPlacement, string> = {
  newsletter_footer: "Footer newsletter form",
  brand_opt_in: "Brand sign-up opt-in",
  creator_application: "Creator application box",
};

/** An entry from before double opt-in has no consent record: it is shown as such, never as confirmed. */
export function newsletterStatus(subscriber: NewsletterSubscriberDocument): ConsentStatus | null {
  return subscriber.consent?.status ?? null;
}
