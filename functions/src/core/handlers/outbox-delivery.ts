import type { OutboxEntry } from "../email/outbox";
import type { CorePorts } from "../ports";
import { sendStatusLinks } from "./application-status";
import { acknowledgeApplication } from "./creator-application";
import { mayMailAddress } from "./daily-allowance";

/**
 * What the `sendOutboxMail` trigger does with a new outbox entry: takes it (deleting it; of two
 * deliveries of one event only the one that deleted it goes on, so an e-mail goes at most once) and
 * sends what it holds, each e-mail within its address's daily allowance (EMAILS_PER_ADDRESS_PER_DAY),
 * counted here: the request that queued it did the same work whether or not anything goes.
 * A delivery failure is not retried: nothing reached the address.
 */
export async function deliverOutboxEntry(ports: CorePorts, id: string): Promise<void> {
  const entry = await ports.documents.get<OutboxEntry>("outbox", id);
  if (!entry || !(await ports.documents.delete("outbox", id))) return;
  if (entry.message && (await mayMailAddress(ports, entry.message.to.address))) {
    await ports.mailer.send(entry.message).catch(() => undefined);
  }
  if (entry.statusLinksFor) await sendStatusLinks(ports, entry.statusLinksFor);
  if (entry.acknowledgementOf) await acknowledgeApplication(ports, entry.acknowledgementOf);
}
