import { searchTokensFor } from "~/shared/admin-lists";
import type { Attribution } from "~/shared/attribution";
import type { ConsentPlacement } from "~/shared/consent";
import type { NewsletterSubscriberDocument } from "~/shared/documents";
import { normaliseEmail } from "~/shared/schemas/fields";
import { fail } from "../context";
import { emailKey, MAIL_UNCONFIGURED } from "../handlers/common";
import { NEWSLETTER_REPEAT_FIELDS, recordRepeat } from "../handlers/sign-up-repeats";
import type { CorePorts } from "../ports";
import { createFlagged, signUpMailbox } from "./mailbox-flags";
import { confirmationEntry, newConsentRecord, requestConsentAgain } from "./request-consent";

export interface NewsletterSignUp {
  /** As typed (trimmed); the entry is keyed by its normalised form. */
  email: string;
  group: "creator" | null;
  sourcePage: string | null;
  placement: ConsentPlacement;
  /** Stored on a new entry only: a repeat never changes what is stored. */
  attribution: Attribution;
}

/** Production fails closed: consent cannot be confirmed without a way to mail the link. */
export const mailRefused = (ports: CorePorts) =>
  ports.config.production && !ports.mailer.configured ? fail(500, MAIL_UNCONFIGURED) : null;

/**
 * Adds a newsletter subscriber with an unconfirmed consent and mails the confirmation link; a
 * repeat never changes the entry, it is recorded and, unless already confirmed, asks again.
 */
export async function addNewsletterSubscriber(ports: CorePorts, signUp: NewsletterSignUp): Promise<void> {
  const now = ports.clock.now();
  const fields = { group: signUp.group, sourcePage: signUp.sourcePage };
  const request = { placement: signUp.placement, sourcePage: signUp.sourcePage };
  const id = emailKey(normaliseEmail(signUp.email));
  const consent = newConsentRecord(request, now);
  const { flags, mailboxSlot } = signUpMailbox(signUp.email);
  const created: NewsletterSubscriberDocument = {
    email: signUp.email,
    ...fields,
    consentedAt: now.toISOString(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    flags,
    mailboxSlot,
    attribution: signUp.attribution,
    consent,
  };
  // A first sign-up is one write: the entry with its confirmation queued. Only a repeat reads and records on it.
  const outcome = await createFlagged(
    ports,
    "newsletter",
    { id, flags, mailboxSlot },
    { ...created, searchTokens: searchTokensFor.newsletterSubscriber(created) },
    { ...confirmationEntry(ports, "newsletter", id, signUp.email, consent) },
  );
  if (outcome === "created") return;
  await recordRepeat(ports, "newsletter_subscribers", id, NEWSLETTER_REPEAT_FIELDS, fields);
  await requestConsentAgain(ports, "newsletter", id, request);
}
