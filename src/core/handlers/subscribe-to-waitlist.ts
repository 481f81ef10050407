import { brandWaitlistSchema } from "~/shared/schemas/brand-waitlist";
import { normaliseEmail } from "~/shared/schemas/fields";
import { newsletterSubscriptionSchema } from "~/shared/schemas/newsletter";
import type { BrandSignupDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { checkHuman, emailKey, nowIso, parseInput } from "./common";
import { BRAND_SIGNUP_REPEAT_FIELDS, NEWSLETTER_REPEAT_FIELDS, recordRepeat } from "./sign-up-repeats";

export interface SubscribeResponse {
  ok: true;
}

function isBrandShape(input: unknown): boolean {
  return typeof input === "object" && input !== null && (input as { type?: unknown }).type === "brand";
}

function hasFilledHoneypot(input: unknown): boolean {
  const value = (input as Record<string, unknown>)["bot-field"];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * POST /api/subscribe-to-waitlist: the brand waitlist (`type: "brand"`) or the newsletter.
 * Keyed by normalised e-mail: a repeat never duplicates the entry and never changes it (not
 * its data, not its consent); it is only recorded on it. The answer is the same either way,
 * so the form cannot tell anyone whether an address is already signed up.
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
  // Bots that fill the honeypot are told "fine" and nothing is stored (SPEC §4).
  if (hasFilledHoneypot(input)) return ok<SubscribeResponse>({ ok: true });
  const parsed = parseInput(brandWaitlistSchema, input);
  if (!parsed.ok) return parsed.failure;
  const submission = parsed.data;
  // SPEC §5: the human check runs only when the opt-in is ticked.
  if (submission.emailListOptIn) {
    const refused = await checkHuman(submission["g-recaptcha-response"], context, ports);
    if (refused) return refused;
  }
  const email = normaliseEmail(submission.email);
  const now = nowIso(ports);
  const fields = {
    name: submission.name,
    company_name: submission.companyName,
    website: submission.website,
    email_list_opt_in: submission.emailListOptIn,
  };
  const created: BrandSignupDocument = {
    ...fields,
    email,
    status: "pending",
    notes: "",
    meeting_signed_up: false,
    created_at: now,
    updated_at: now,
  };
  const id = emailKey(email);
  const outcome = await ports.documents.upsert("brand_signups", id, { onCreate: { ...created }, onUpdate: {} });
  if (outcome === "updated") await recordRepeat(ports, "brand_signups", id, BRAND_SIGNUP_REPEAT_FIELDS, fields);
  return ok<SubscribeResponse>({ ok: true });
}

async function subscribeNewsletter(input: unknown, context: RequestContext, ports: CorePorts) {
  const parsed = parseInput(newsletterSubscriptionSchema, input);
  if (!parsed.ok) return parsed.failure;
  const submission = parsed.data;
  const refused = await checkHuman(submission["g-recaptcha-response"], context, ports);
  if (refused) return refused;
  const email = normaliseEmail(submission.email);
  const now = nowIso(ports);
  const fields = { group: submission.group ?? null, sourcePage: submission.sourcePage || null };
  const created: NewsletterSubscriberDocument = { email, ...fields, consentedAt: now, createdAt: now, updatedAt: now };
  const id = emailKey(email);
  const outcome = await ports.documents.upsert("newsletter_subscribers", id, {
    onCreate: { ...created },
    onUpdate: {},
  });
  if (outcome === "updated") await recordRepeat(ports, "newsletter_subscribers", id, NEWSLETTER_REPEAT_FIELDS, fields);
  return ok<SubscribeResponse>({ ok: true });
}
