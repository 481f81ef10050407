import type { CorePorts, MailMessage } from "../ports";

/**
 * `outbox/{id}`: server-only (firestore.rules deny it to every browser). A request that may send an
 * e-mail writes one of these and answers; the `sendOutboxMail` trigger sends it and deletes it. A
 * request writes one whether or not it has anything to send, so its work is the same either way.
 */
export interface OutboxEntry {
  /** A ready e-mail, counted against its address's daily allowance when the trigger sends it; null sends nothing. */
  message: MailMessage | null;
  /**
   * "Send me my link again" for this normalised address: the trigger finds its applications, counts
   * the allowances and makes each a new link (sendStatusLinks). Null otherwise.
   */
  statusLinksFor: string | null;
  /** A stored application to acknowledge: the trigger sends its status link if due (acknowledgeApplication). */
  acknowledgementOf: string | null;
  createdAt: string;
}

type Queued = { message?: MailMessage | null; statusLinksFor?: string | null; acknowledgementOf?: string | null };

/** The outbox entry for `entry`, to be written on its own (enqueueMail) or with what the request creates. */
export function outboxEntry(ports: Pick<CorePorts, "clock">, entry: Queued): OutboxEntry {
  return {
    // Firestore stores no undefined values: an e-mail without extra headers has none.
    message: entry.message ? (JSON.parse(JSON.stringify(entry.message)) as MailMessage) : null,
    statusLinksFor: entry.statusLinksFor ?? null,
    acknowledgementOf: entry.acknowledgementOf ?? null,
    createdAt: ports.clock.now().toISOString(),
  };
}

/** Writes one outbox entry (a single create) for the trigger to send; nothing is sent here. */
export async function enqueueMail(ports: CorePorts, entry: Queued): Promise<void> {
  await ports.documents.create("outbox", { ...outboxEntry(ports, entry) });
}
