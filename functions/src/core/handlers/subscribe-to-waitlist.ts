import { searchTokensFor } from "~/shared/admin-lists";
import { NO_ATTRIBUTION } from "~/shared/attribution";
import { normaliseEmail } from "~/shared/schemas/fields";
import type { BrandSignupDocument } from "~/shared/documents";
import { decodeBrandWaitlistSignup, decodeNewsletterSignup } from "~/shared/wire/decoders";
import { WIRE } from "~/shared/wire/forms";
import { createFlagged, signUpMailbox } from "../consent/mailbox-flags";
import { addNewsletterSubscriber, mailRefused } from "../consent/newsletter-subscription";
import { confirmationEntry, newConsentRecord, requestConsentAgain } from "../consent/request-consent";
import { ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { checkHuman, decodeInput, emailKey } from "./common";
import { BRAND_SIGNUP_REPEAT_FIELDS, recordRepeat } from "./sign-up-repeats";

export interface SubscribeResponse {
  ok: true;
}

function isBrandShape(input: unknown): boolean {
  return (
    typeof input === "object" && input !== null && (input as { type?: unknown }).type === WIRE.brandWaitlist.fixed.type
  );
}

function hasFilledHoneypot(input: unknown): boolean {
  const value = (input as Record<string, unknown>)[WIRE.brandWaitlist.names.botField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * POST /api/subscribe-to-waitlist: the brand waitlist (`type: "brand"`) or the newsletter.
 * Keyed by normalised e-mail: a repeat never duplicates the entry and never changes its data;
 * it is only recorded on it. The answer is the same either way; a repeat takes longer, which
 * docs/security.md weighs ("Sign-ups that cannot be hijacked"). Marketing consent is double
 * opt-in: a newsletter sign-up or a ticked opt-in records an unconfirmed consent and mails a
 * confirmation link.
 */
export async function subscribeToWaitlist(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<SubscribeResponse>> {
  if (isBrandShape(input)) return subscribeBrand(input, context, ports);
  return subscribeNewsletter(input, context, ports);
}

async function subscribeBrand(input: unknown, context: RequestContext, ports: CorePorts) {
  // Bots that fill the honeypot are told "fine" and nothing is stored (product.md §P7).
  if (hasFilledHoneypot(input)) return ok<SubscribeResponse>({ ok: true });
  const parsed = decodeInput(decodeBrandWaitlistSignup, input);
  if (!parsed.ok) return parsed.failure;
  const submission = parsed.data;
  // product.md §P4.2: the human check runs on every sign-up; a ticked opt-in also needs mail.
  const refused =
    (await checkHuman(submission.recaptchaToken, context, ports, "brand_waitlist")) ??
    (submission.emailListOptIn ? mailRefused(ports) : null);
  if (refused) return refused;
  const now = ports.clock.now();
  const consentRequest = { placement: "brand_opt_in", sourcePage: "/brand-signup" } as const;
  const fields = {
    name: submission.name,
    company_name: submission.companyName,
    website: submission.website,
    email_list_opt_in: submission.emailListOptIn,
  };
  const id = emailKey(normaliseEmail(submission.email));
  const { flags, mailboxSlot } = signUpMailbox(submission.email);
  const created: BrandSignupDocument = {
    ...fields,
    // Stored as typed; the key and the duplicate check use normalised forms.
    email: submission.email,
    status: "pending",
    notes: "",
    meeting_signed_up: false,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    flags,
    mailboxSlot,
    attribution: submission.attribution ?? NO_ATTRIBUTION,
    estimate: submission.estimate ?? null,
    ...(submission.emailListOptIn ? { consent: newConsentRecord(consentRequest, now) } : {}),
  };
  // A first sign-up is the create alone (with its confirmation queued, for an opt-in); only a repeat (the create
  // refused) is recorded on the entry.
  const outcome = await createFlagged(
    ports,
    "brand",
    { id, flags, mailboxSlot },
    { ...created, searchTokens: searchTokensFor.brandSignup(created) },
    created.consent ? { ...confirmationEntry(ports, "brand", id, submission.email, created.consent) } : undefined,
  );
  if (outcome !== "created") {
    await recordRepeat(ports, "brand_signups", id, BRAND_SIGNUP_REPEAT_FIELDS, fields);
    if (submission.emailListOptIn) await requestConsentAgain(ports, "brand", id, consentRequest);
  }
  return ok<SubscribeResponse>({ ok: true });
}

async function subscribeNewsletter(input: unknown, context: RequestContext, ports: CorePorts) {
  const parsed = decodeInput(decodeNewsletterSignup, input);
  if (!parsed.ok) return parsed.failure;
  const submission = parsed.data;
  const refused = (await checkHuman(submission.recaptchaToken, context, ports, "newsletter")) ?? mailRefused(ports);
  if (refused) return refused;
  await addNewsletterSubscriber(ports, {
    email: submission.email,
    group: submission.group ?? null,
    sourcePage: submission.sourcePage || null,
    placement: "newsletter_footer",
    attribution: submission.attribution ?? NO_ATTRIBUTION,
  });
  return ok<SubscribeResponse>({ ok: true });
}
