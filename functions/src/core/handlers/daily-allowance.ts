import { normaliseEmail } from "~/shared/schemas/fields";
import type { CorePorts } from "../ports";
import { emailKey, nowIso, sha256Hex } from "./common";

const DAY_MS = 86_400_000;

/**
 * E-mails one address may get in a UTC day, all kinds together, of those a visitor's request sends
 * to an address they typed: an application's acknowledgement, a sign-up's confirmation, a status
 * link sent again. Past it the request is answered and stored as ever; only the e-mail stays unsent.
 * Counted where the e-mail is sent (the outbox trigger), so no request's work tells whether one went.
 */
export const EMAILS_PER_ADDRESS_PER_DAY = 5;

/**
 * Counts one use of today's allowance under `key` (a hash: no address or client address is stored)
 * and answers whether it was within it. The day's first use creates the day's count (one write,
 * nothing read); a later one finds it there and counts in one atomic read-modify-write.
 */
export async function withinDailyAllowance(ports: CorePorts, key: string, allowance: number): Promise<boolean> {
  if (allowance <= 0) return false;
  const now = ports.clock.now();
  const day = now.toISOString().slice(0, 10);
  const id = `${day}-${sha256Hex(key)}`;
  // The daily sweep deletes counts past expiresAt (purgeDailyCounts).
  const first = { count: 0, day, expiresAt: new Date(now.getTime() + 2 * DAY_MS).toISOString() };
  const created = await ports.documents.upsert("daily_counts", id, {
    onCreate: { ...first, count: 1, updatedAt: nowIso(ports) },
    onUpdate: {},
  });
  if (created === "created") return true;
  const outcome = await ports.documents.modify(
    "daily_counts",
    id,
    (current) => {
      const count = typeof current.count === "number" ? current.count : allowance;
      return count < allowance ? { count: count + 1, updatedAt: nowIso(ports) } : null;
    },
    first,
  );
  return outcome === "updated" || outcome === "created";
}

/**
 * Whether one more e-mail may go to `address` today (EMAILS_PER_ADDRESS_PER_DAY), counting it if so.
 * A count that cannot be kept (a burst contending for the address's document) sends nothing.
 */
export async function mayMailAddress(ports: CorePorts, address: string): Promise<boolean> {
  const key = `mail:${emailKey(normaliseEmail(address))}`;
  return withinDailyAllowance(ports, key, EMAILS_PER_ADDRESS_PER_DAY).catch(() => false);
}
