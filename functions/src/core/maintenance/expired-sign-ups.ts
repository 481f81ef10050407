import { CONFIRMATION_LINK_DAYS, type ConsentRecord } from "~/shared/consent";
import { DUPLICATE_WINDOW_MS, PENDING_LEASE_MS } from "../handlers/duplicate-window";
import { deleteRecordForGood } from "../handlers/erasures";
import { deleteBefore, listPages } from "../list-pages";
import type { CorePorts } from "../ports";

const DAY_MS = 86_400_000;
const PAGE = 200;

/**
 * Newsletter sign-ups whose confirmation link expired unused: the address was never confirmed, the
 * entry exists only for the newsletter, so it goes (UK GDPR data minimisation). Confirmed and
 * unsubscribed entries stay (the latter as the record not to mail), and so do entries from before
 * double opt-in. Brand sign-ups are waitlist entries in their own right and are never removed here.
 * Each leaves a tombstone: a restore from an older backup does not bring it back.
 */
export async function removeExpiredNewsletterSignUps(ports: CorePorts): Promise<number> {
  const cutoff = ports.clock.now().getTime() - CONFIRMATION_LINK_DAYS * DAY_MS;
  let removed = 0;
  const unconfirmed = {
    orderBy: "createdAt",
    limit: PAGE,
    where: [{ field: "consent.status", op: "==", value: "unconfirmed" } as const],
  };
  for await (const page of listPages<{ consent?: ConsentRecord; consentRevision?: number }>(
    ports.documents,
    "newsletter_subscribers",
    unconfirmed,
  )) {
    for (const { id, data } of page.items) {
      const sent = Date.parse(data.consent?.confirmationSentAt ?? data.consent?.requestedAt ?? "");
      if (!Number.isFinite(sent) || sent > cutoff) continue;
      // Only if nothing changed it since it was read (a repeat sign-up re-sending the link bumps the
      // revision); bumping it here makes such a resend under way retry against the current entry.
      const revision = data.consentRevision;
      const outcome = await ports.documents.updateIf(
        "newsletter_subscribers",
        id,
        { field: "consentRevision", equals: revision },
        { consentRevision: (revision ?? 0) + 1 },
      );
      if (outcome === "updated" && (await deleteRecordForGood(ports, "newsletter_subscribers", id))) removed += 1;
    }
  }
  return removed;
}

/** Receipts only matter within the duplicate window (and a pending attempt's lease); older ones go. */
export async function purgeSubmissionReceipts(ports: CorePorts): Promise<number> {
  const cutoff = new Date(ports.clock.now().getTime() - Math.max(DUPLICATE_WINDOW_MS, PENDING_LEASE_MS) - 60 * 60_000);
  return deleteBefore(ports.documents, "submission_receipts", "firstAt", cutoff.toISOString(), PAGE);
}

/** The daily allowances' counts (`daily_counts`) go once their day is over. */
export async function purgeDailyCounts(ports: CorePorts): Promise<number> {
  const now = ports.clock.now().toISOString();
  return deleteBefore(ports.documents, "daily_counts", "expiresAt", now, PAGE);
}

/**
 * Outbox entries the trigger never took (a delivery that failed before it could) go after a day: each
 * holds an address and an e-mail, and a day-old confirmation or status link is not worth sending.
 */
export async function purgeOutbox(ports: CorePorts): Promise<number> {
  const cutoff = new Date(ports.clock.now().getTime() - 24 * 60 * 60_000).toISOString();
  return deleteBefore(ports.documents, "outbox", "createdAt", cutoff, PAGE);
}
