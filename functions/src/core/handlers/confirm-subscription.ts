import type { ConfirmSubscriptionOutcome } from "~/shared/consent";
import { consentTokenSchema } from "~/shared/schemas/consent-link";
import { verifyConsentLink } from "../consent/consent-link";
import { sendMarketingEmail } from "../consent/marketing-email";
import { readConsentEntry, writeConsent } from "../consent/sign-up-lists";
import { welcomeEmailContent } from "../email/consent-emails";
import { ok, type HandlerResult, type RequestContext } from "../context";
import { linkKey, type CorePorts } from "../ports";

export interface ConfirmSubscriptionResponse {
  outcome: ConfirmSubscriptionOutcome;
}

const MAX_ATTEMPTS = 10;
const answer = (outcome: ConfirmSubscriptionOutcome) => ok<ConfirmSubscriptionResponse>({ outcome });

/**
 * POST /api/confirm-subscription {token}: the confirmation link's page sends its token here
 * (a GET never changes anything). Every outcome is a 200 with `outcome`, for the page to explain.
 * The link works once: its nonce is cleared in the same compare-and-set that confirms.
 */
export async function confirmSubscription(
  input: unknown,
  _context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<ConfirmSubscriptionResponse>> {
  const parsed = consentTokenSchema.safeParse(input ?? {});
  if (!parsed.success) return answer("invalid");
  const check = verifyConsentLink(linkKey(ports.config, "consent"), parsed.data.token, ports.clock.now());
  if (!check.ok) return answer(check.reason);
  const { link } = check;
  if (link.purpose !== "confirm") return answer("invalid");

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const entry = await readConsentEntry(ports, link.list, link.entryId);
    const consent = entry?.consent;
    if (!entry || !consent) return answer("invalid");
    // An old link never signs up again someone who has since unsubscribed, nor tells them they are subscribed.
    if (consent.status === "unsubscribed") return answer("unsubscribed");
    if (consent.confirmNonce !== link.nonce) {
      // Used already; or, while still unconfirmed, replaced by a newer request after an unsubscribe.
      return answer(consent.status === "unconfirmed" ? "invalid" : "already_confirmed");
    }
    const now = ports.clock.now().toISOString();
    const confirmed = { ...consent, status: "confirmed" as const, confirmedAt: now, confirmNonce: null };
    const outcome = await writeConsent(ports, link.list, link.entryId, entry, confirmed);
    if (outcome === "not_found") return answer("invalid");
    if (outcome === "updated") {
      void sendMarketingEmail(ports, link.list, link.entryId, welcomeEmailContent(ports.config.siteUrl)).catch(
        () => undefined,
      );
      return answer("confirmed");
    }
  }
  throw new Error("The confirmation could not be recorded");
}
