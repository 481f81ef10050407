import {
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_RESEND_MINUTES,
  CONSENT_POLICY_VERSION,
  CONSENT_WORDING,
  type ConsentPlacement,
  type ConsentRecord,
} from "~/shared/consent";
import { confirmationEmailContent } from "../email/consent-emails";
import { enqueueMail, outboxEntry, type OutboxEntry } from "../email/outbox";
import { renderEmail } from "../email/render-email";
import { linkKey, type CorePorts, type MailMessage } from "../ports";
import { newNonce, signConsentLink, type SignUpList } from "./consent-link";
import { SIGN_UP_LISTS } from "./sign-up-lists";

const DAY_MS = 86_400_000;

export interface ConsentRequest {
  placement: ConsentPlacement;
  sourcePage: string | null;
}

/** A fresh, unconfirmed consent: the wording is the server's text for the placement, never the request's. */
export function newConsentRecord(request: ConsentRequest, now: Date): ConsentRecord {
  return {
    status: "unconfirmed",
    placement: request.placement,
    sourcePage: request.sourcePage,
    wording: CONSENT_WORDING[request.placement],
    policyVersion: CONSENT_POLICY_VERSION,
    requestedAt: now.toISOString(),
    confirmationSentAt: now.toISOString(),
    confirmedAt: null,
    unsubscribedAt: null,
    unsubscribedVia: null,
    confirmNonce: newNonce(),
    unsubscribeNonce: newNonce(),
  };
}

/** The confirmation e-mail of `consent` (a fresh 7-day link for its nonce); null when it has no nonce. */
function confirmationMessage(
  ports: CorePorts,
  list: SignUpList,
  entryId: string,
  email: string,
  consent: ConsentRecord,
): MailMessage | null {
  if (!consent.confirmNonce) return null;
  const token = signConsentLink(linkKey(ports.config, "consent"), {
    purpose: "confirm",
    list,
    entryId,
    nonce: consent.confirmNonce,
    expiresAt: new Date(ports.clock.now().getTime() + CONFIRMATION_LINK_DAYS * DAY_MS),
  });
  const url = `${ports.config.siteUrl}/confirm-subscription?token=${encodeURIComponent(token)}`;
  return renderEmail({ address: email }, confirmationEmailContent(consent.placement, url));
}

/**
 * The outbox entry of a first sign-up's confirmation e-mail, to be written with the entry it confirms
 * (createFlagged): the entry was made with `consent`, so there is nothing to read. The trigger counts
 * it against the address's daily allowance (EMAILS_PER_ADDRESS_PER_DAY) as it sends it.
 */
export function confirmationEntry(
  ports: CorePorts,
  list: SignUpList,
  entryId: string,
  email: string,
  consent: ConsentRecord,
): OutboxEntry {
  return outboxEntry(ports, { message: confirmationMessage(ports, list, entryId, email, consent) });
}

/**
 * A repeat sign-up that asks for marketing e-mail, in one atomic step on the entry. Confirmed,
 * nothing to do; waiting for confirmation, the e-mail goes again with a fresh 7-day link for the
 * same nonce (earlier links keep working until used), at most once per 10 minutes; no consent yet,
 * or unsubscribed, a new unconfirmed consent is recorded and mailed at once (from then on the 10
 * minutes apply). It is confirmed only from the mailbox, so nobody else can subscribe an address.
 * One outbox entry is written whether or not there is anything to send; the trigger keeps the
 * address's daily allowance.
 */
export async function requestConsentAgain(
  ports: CorePorts,
  list: SignUpList,
  entryId: string,
  request: ConsentRequest,
): Promise<void> {
  const { collection, revision } = SIGN_UP_LISTS[list];
  let next = null as ConsentRecord | null;
  let email = "";
  const outcome = await ports.documents.modify(collection, entryId, (entry) => {
    email = typeof entry.email === "string" ? entry.email : "";
    next = consentToRequestAgain(entry.consent as ConsentRecord | undefined, request, ports.clock.now());
    if (!next) return null;
    // The consent's compare-and-set guard moves on, as every consent write does (writeConsent).
    const seen = typeof entry[revision] === "number" ? (entry[revision] as number) : 0;
    return { consent: next, [revision]: seen + 1 };
  });
  const toSend = outcome === "updated" && email ? next : null;
  await enqueueMail(ports, { message: toSend ? confirmationMessage(ports, list, entryId, email, toSend) : null });
}

/**
 * The consent a repeat sign-up leaves, to be stored and mailed; null when there is nothing to
 * send: already confirmed, or a confirmation went out less than 10 minutes ago.
 */
export function consentToRequestAgain(
  current: ConsentRecord | null | undefined,
  request: ConsentRequest,
  now: Date,
): ConsentRecord | null {
  if (current?.status === "confirmed") return null;
  // The throttle is for sending the same pending confirmation again; someone who unsubscribed
  // (even a minute ago) and signs up again asks for a new consent, which is mailed at once.
  if (current?.status === "unconfirmed") {
    const lastSent = current.confirmationSentAt ? Date.parse(current.confirmationSentAt) : Number.NEGATIVE_INFINITY;
    if (now.getTime() - lastSent < CONFIRMATION_RESEND_MINUTES * 60_000) return null;
    return { ...current, confirmationSentAt: now.toISOString() };
  }
  return {
    ...newConsentRecord(request, now),
    unsubscribedAt: current?.unsubscribedAt ?? null,
    unsubscribedVia: current?.unsubscribedVia ?? null,
    // Unsubscribe links already sent keep working.
    unsubscribeNonce: current?.unsubscribeNonce ?? newNonce(),
  };
}
