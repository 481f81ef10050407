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

/** Which list: the creators' or the general one. */
export function subscriberList(subscriber: NewsletterSubscriberDocument): string {
  return subscriber.group === "creator" ? "Creators" : "General";
}

/** Where the consent was given: the form and, when known, the page it was on. */
export function subscriberSource(subscriber: NewsletterSubscriberDocument): string {
  const { consent } = subscriber;
  const page = consent?.sourcePage ?? subscriber.sourcePage;
  return `${consent ? PLACEMENT_LABELS[consent.placement] : "Unknown"}${page ? ` on ${page}` : ""}`;
}

/** How an unsubscribe came: by the e-mail's one-click link or on the unsubscribe page. */
export function unsubscribedVia(via: string | null | undefined): string {
  return via === "one_click" ? " (one-click from an e-mail)" : via === "page" ? " (unsubscribe page)" : "";
}

/** "Signed up again once / N times", or null when it never repeated. */
export function repeatsText(repeatCount: number | undefined): string | null {
  const repeats = repeatCount ?? 0;
  if (repeats <= 0) return null;
  return `Signed up again ${repeats === 1 ? "once" : `${repeats} times`}`;
}
