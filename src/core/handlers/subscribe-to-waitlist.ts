import { brandWaitlistSchema } from "~/shared/schemas/brand-waitlist";
import { normaliseEmail } from "~/shared/schemas/fields";
import { newsletterSubscriptionSchema } from "~/shared/schemas/newsletter";
import type { BrandSignupDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { checkHuman, emailKey, nowIso, parseInput } from "./common";

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
 * Keyed by normalised e-mail, so a repeat updates the entry and never duplicates it.
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
  const latest = {
    name: submission.name,
    company_name: submission.companyName,
    website: submission.website,
    email_list_opt_in: submission.emailListOptIn,
    updated_at: now,
  };
  const created: BrandSignupDocument = {
    ...latest,
    email,
    status: "pending",
    notes: "",
    meeting_signed_up: false,
    created_at: now,
  };
  await ports.documents.upsert("brand_signups", emailKey(email), { onCreate: { ...created }, onUpdate: latest });
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
  const latest: Partial<NewsletterSubscriberDocument> = { consentedAt: now, updatedAt: now };
  if (submission.group) latest.group = submission.group;
  if (submission.sourcePage) latest.sourcePage = submission.sourcePage;
  const created: NewsletterSubscriberDocument = {
    email,
    group: submission.group ?? null,
    sourcePage: submission.sourcePage || null,
    consentedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  await ports.documents.upsert("newsletter_subscribers", emailKey(email), {
    onCreate: { ...created },
    onUpdate: latest,
  });
  return ok<SubscribeResponse>({ ok: true });
}
