import { createHash } from "node:crypto";
import net from "node:net";
import type { Firestore } from "firebase-admin/firestore";
import { createSlotCounter, type ClaimedSlot } from "../adapters/slot-counter";
import { LIMITS_DATABASE } from "../runtime/databases";
import { createGroupCeiling } from "./group-ceiling";

/**
 * Server-only (firestore.rules denies every client), in the limits database, which holds nothing of
 * anyone's; each document expires by a TTL policy on `expireAt`.
 */
export const RATE_LIMIT_COLLECTION = "rate_limits";

/** One endpoint group's limits (the groups: rate-groups.ts). */
export interface RateLimits {
  /** Requests a minute per client and group, and per signed-in uid and group. */
  perClient: number;
  /**
   * Requests a minute per endpoint group from everyone together, counted by each instance in memory
   * and shared now and then (group-ceiling.ts); `instances` is how many instances can serve the group
   * together (the `maxInstances` of its functions, added up), which sets how often they share.
   */
  ceiling: number;
  instances: number;
  windowMs?: number;
}

export interface RateLimiter<Group extends string = string> {
  /**
   * Counts one request of a client (`clientAddressKey`): true when it and the group's ceiling allow
   * it; false past either, and when the count cannot be made (docs/security.md "Abuse limits").
   */
  client(group: Group, clientKey: string, now?: number): Promise<boolean>;
  /** Counts one request of a signed-in caller (checked after its address), as `client` does. */
  caller(group: Group, uid: string, now?: number): Promise<boolean>;
}

const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Fixed windows (a minute by default). A client's or uid's requests are counted on a slot counter in
 * `rate_limits` (slot-counter.ts: one write per counted request, no read, no transaction, exact across
 * instances); the group's ceiling in memory, shared now and then (group-ceiling.ts), so no request
 * writes a document that another instance writes. The counters' ids are hashes: no address is stored.
 * `limitsDb` is the limits database, so a function that needs no person's data counts its requests
 * without being granted (default).
 */
export function createFirestoreRateLimiter<Group extends string>(
  limitsDb: Firestore,
  limitsOf: Record<Group, RateLimits>,
  log: (message: string) => void = (message) => console.error(message),
): RateLimiter<Group> {
  if (limitsDb.databaseId !== LIMITS_DATABASE)
    throw new Error(`Rate limits live in the ${LIMITS_DATABASE} database, not ${limitsDb.databaseId}`);
  const slots = createSlotCounter(limitsDb, RATE_LIMIT_COLLECTION);
  const ceilings = createGroupCeiling(limitsDb, RATE_LIMIT_COLLECTION, log);

  /** The slot of a counted request, or null: refused, or a count that cannot be made (docs/security.md "Abuse limits"). */
  async function counted(id: string, limit: number, start: number, windowMs: number): Promise<ClaimedSlot | null> {
    try {
      return await slots.claim(id, limit, { start, expireAt: start + 2 * windowMs });
    } catch (error) {
      log(`[rate-limit] a request could not be counted and was refused: ${(error as Error).message}`);
      return null;
    }
  }

  const windowOf = (group: Group, now: number) => {
    const windowMs = limitsOf[group].windowMs ?? 60_000;
    return { start: now - (now % windowMs), windowMs };
  };
  return {
    async client(group, clientKey, now = Date.now()) {
      const { perClient, ceiling, instances } = limitsOf[group];
      const { start, windowMs } = windowOf(group, now);
      const window = { start, expireAt: start + 2 * windowMs, ceiling, instances };
      const key = hashed(group);
      if (ceilings.reached(key, window)) return false;
      // The client first: only a request its client may send spends anything of the ceiling's.
      const slot = await counted(hashed(`${group}\n${clientKey}`), perClient, start, windowMs);
      if (!slot) return false;
      if (await ceilings.admit(key, window)) return true;
      await slots.release(slot).catch(() => undefined);
      return false;
    },
    async caller(group, uid, now = Date.now()) {
      const { start, windowMs } = windowOf(group, now);
      return (await counted(hashed(`${group}\nuid\n${uid}`), limitsOf[group].perClient, start, windowMs)) !== null;
    },
  };
}

/** The eight 16-bit groups of an IPv6 address, as numbers (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  const start = toGroups(head);
  const end = tail === undefined ? [] : toGroups(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who counts as one client, for every limit keyed by client (rate limits, upload caps, the status
 * link's daily allowance, the duplicate window): the IPv4 address, or the IPv6 /48. A subscriber is
 * commonly given a /56 or a /48 and picks its /64s freely, so a smaller prefix would let one network
 * count as 256 or 65,536 clients. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return "unknown";
  const bare = address.split("%")[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(bare)) return bare;
  const prefix = ipv6Groups(bare)
    .slice(0, 3)
    .map((group) => group.toString(16));
  return `${prefix.join(":")}::/48`;
}
