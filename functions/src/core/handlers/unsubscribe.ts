import type { ConsentRecord, UnsubscribeOutcome } from "~/shared/consent";
import { consentTokenSchema } from "~/shared/schemas/consent-link";
import { verifyConsentLink } from "../consent/consent-link";
import { readConsentEntry, writeConsent } from "../consent/sign-up-lists";
import { fail, ok, type HandlerResult, type RequestContext } from "../context";
import { linkKey, type CorePorts } from "../ports";

export interface UnsubscribeResponse {
  outcome: UnsubscribeOutcome;
}

const MAX_ATTEMPTS = 10;
export const ONE_CLICK_BODY_REQUIRED = "Expected List-Unsubscribe=One-Click";
const answer = (outcome: UnsubscribeOutcome) => ok<UnsubscribeResponse>({ outcome });

/** Unsubscribing needs no sign-in, only the signed link; repeating it is harmless. */
async function unsubscribeWith(
  token: unknown,
  via: NonNullable<ConsentRecord["unsubscribedVia"]>,
  ports: CorePorts,
): Promise<HandlerResult<UnsubscribeResponse>> {
  const parsed = consentTokenSchema.safeParse({ token });
  if (!parsed.success) return answer("invalid");
  const check = verifyConsentLink(linkKey(ports.config, "consent"), parsed.data.token, ports.clock.now());
  if (!check.ok) return answer(check.reason);
  const { link } = check;
  if (link.purpose !== "unsubscribe") return answer("invalid");

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const entry = await readConsentEntry(ports, link.list, link.entryId);
    const consent = entry?.consent;
    if (!entry || !consent || consent.unsubscribeNonce !== link.nonce) return answer("invalid");
    if (consent.status === "unsubscribed") return answer("already_unsubscribed");
    const now = ports.clock.now().toISOString();
    const withdrawn: ConsentRecord = {
      ...consent,
      status: "unsubscribed",
      unsubscribedAt: now,
      unsubscribedVia: via,
      confirmNonce: null,
    };
    const outcome = await writeConsent(ports, link.list, link.entryId, entry, withdrawn);
    if (outcome === "not_found") return answer("invalid");
    if (outcome === "updated") return answer("unsubscribed");
  }
  throw new Error("The unsubscribe could not be recorded");
}

/** POST /api/unsubscribe {token}: the unsubscribe page's button. */
export async function unsubscribe(
  input: unknown,
  _context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<UnsubscribeResponse>> {
  return unsubscribeWith((input as { token?: unknown } | null)?.token, "page", ports);
}

/**
 * True when the one-click link's signature verifies (an expired genuine link included): only such a
 * request may spend the one-click group's shared ceiling, so forged links, which anyone can send from
 * many addresses, never block a genuine unsubscribe (docs/security.md "Abuse limits").
 */
export function oneClickLinkSigned(token: unknown, ports: Pick<CorePorts, "config" | "clock">): boolean {
  if (typeof token !== "string" || !consentTokenSchema.safeParse({ token }).success) return false;
  const check = verifyConsentLink(linkKey(ports.config, "consent"), token, ports.clock.now());
  return check.ok || check.reason === "expired";
}

/**
 * POST /api/unsubscribe/one-click?token=…: the `List-Unsubscribe` target a mail client posts
 * `List-Unsubscribe=One-Click` to (RFC 8058), without cookies or sign-in.
 */
export async function unsubscribeOneClick(
  input: unknown,
  _context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<UnsubscribeResponse>> {
  const { token, body } = (input ?? {}) as { token?: unknown; body?: Record<string, unknown> };
  if (body?.["List-Unsubscribe"] !== "One-Click") return fail(400, ONE_CLICK_BODY_REQUIRED);
  return unsubscribeWith(token, "one_click", ports);
}
