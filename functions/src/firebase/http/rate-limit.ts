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
  /**
   * A client's (and a uid's) first requests of a window that each instance counts in memory, before
   * it counts on the shared slots (none by default: every request shared, exact across instances).
   * A request served by one instance stops at exactly `perClient`; spread over n instances, a client
   * gets at most `perClient + (n − 1) × localShare` through. At most `widestLocalShare`.
   */
  localShare?: number;
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

/** A counted request: a shared slot, or one of this instance's own share (below). */
type Counted = ClaimedSlot | { local: string; start: number };

/**
 * The most a group may let each instance count of a client's (or uid's) requests a window in memory
 * (`RateLimits.localShare`): a 2 × `instances`-th of the allowance, so all instances together let a
 * client through at most half its allowance more than one instance would.
 */
export const widestLocalShare = ({ perClient, instances }: Pick<RateLimits, "perClient" | "instances">) =>
  Math.floor(perClient / (2 * instances));

/** Most counters an instance keeps in memory; past them every request takes a shared slot. */
const LOCAL_COUNTERS = 50_000;

/**
 * This instance's count of each counter's own share, in the counter's current window (each group's window is its
 * own: a counter's id names its group). A request of a window older than the one its counter is in takes a shared
 * slot. Windows that have passed are dropped once the counters fill up.
 */
export function createLocalShares() {
  const counts = new Map<string, { start: number; count: number }>();
  /** Drops the counters of windows before `start`. */
  const forget = (start: number) => {
    for (const [id, counted] of counts) if (counted.start < start) counts.delete(id);
  };
  return {
    /** Counts one request of `id` in this instance's share, or false when the share is used up. */
    take(id: string, start: number, share: number): boolean {
      const counted = counts.get(id);
      if (counted && counted.start > start) return false;
      const count = counted?.start === start ? counted.count : 0;
      if (count >= share) return false;
      if (!counted && counts.size >= LOCAL_COUNTERS) {
        forget(start);
        if (counts.size >= LOCAL_COUNTERS) return false;
      }
      counts.set(id, { start, count: count + 1 });
      return true;
    },
    giveBack(id: string, start: number) {
      const counted = counts.get(id);
      if (counted?.start === start && counted.count > 0) counted.count -= 1;
    },
  };
}

const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Fixed windows (a minute by default). A client's or uid's first requests of a window on an instance
 * are counted in memory (`RateLimits.localShare`), the rest on a slot counter in `rate_limits` (slot-counter.ts:
 * one write per counted request, no read, no transaction, exact across instances); the group's ceiling in memory, shared now and then (group-ceiling.ts), so no request
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
  for (const [group, limits] of Object.entries<RateLimits>(limitsOf)) {
    const share = limits.localShare ?? 0;
    if (!Number.isInteger(share) || share < 0 || share > widestLocalShare(limits))
      throw new Error(`Rate group ${group}: a local share of ${share} is not a whole number from 0 to its widest`);
  }
  const slots = createSlotCounter(limitsDb, RATE_LIMIT_COLLECTION);
  const ceilings = createGroupCeiling(limitsDb, RATE_LIMIT_COLLECTION, log);
  const local = createLocalShares();

  /** The slot of a counted request, or null: refused, or a count that cannot be made (docs/security.md "Abuse limits"). */
  async function counted(id: string, limits: RateLimits, start: number, windowMs: number): Promise<Counted | null> {
    const share = limits.localShare ?? 0;
    if (local.take(id, start, share)) return { local: id, start };
    try {
      return await slots.claim(id, limits.perClient - share, { start, expireAt: start + 2 * windowMs });
    } catch (error) {
      log(`[rate-limit] a request could not be counted and was refused: ${(error as Error).message}`);
      return null;
    }
  }
  const release = (taken: Counted) =>
    "local" in taken ? local.giveBack(taken.local, taken.start) : slots.release(taken).catch(() => undefined);

  const windowOf = (group: Group, now: number) => {
    const windowMs = limitsOf[group].windowMs ?? 60_000;
    return { start: now - (now % windowMs), windowMs };
  };
  return {
    async client(group, clientKey, now = Date.now()) {
      const { ceiling, instances } = limitsOf[group];
      const { start, windowMs } = windowOf(group, now);
      const window = { start, expireAt: start + 2 * windowMs, ceiling, instances };
      const key = hashed(group);
      if (ceilings.reached(key, window)) return false;
      // The client first: only a request its client may send spends anything of the ceiling's.
      const slot = await counted(hashed(`${group}\n${clientKey}`), limitsOf[group], start, windowMs);
      if (!slot) return false;
      if (await ceilings.admit(key, window)) return true;
      await release(slot);
      return false;
    },
    async caller(group, uid, now = Date.now()) {
      const { start, windowMs } = windowOf(group, now);
      return (await counted(hashed(`${group}\nuid\n${uid}`), limitsOf[group], start, windowMs)) !== null;
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
