import { createHash } from "node:crypto";
import net from "node:net";
import { Timestamp, type Firestore } from "firebase-admin/firestore";

/** Server-only (firestore.rules denies every client); each document expires by a TTL policy on `expireAt`. */
export const RATE_LIMIT_COLLECTION = "rate_limits";

/** One endpoint group's limits (the groups: rate-groups.ts). */
export interface RateLimits {
  /** Requests a minute per client and group, and per signed-in uid and group. */
  perClient: number;
  /**
   * Requests a minute per endpoint group from everyone together, split over `shards` counters (one
   * Firestore document takes about one write a second, not thousands): a client always counts on
   * the same shard (by its address), so it uses at most perClient of its shard's ceiling / shards
   * and can never starve the rest.
   */
  ceiling: number;
  shards: number;
  windowMs?: number;
}

export interface RateLimiter<Group extends string = string> {
  /** Counts one request of a client (`clientAddressKey`): true when it and the group's ceiling allow it. */
  client(group: Group, clientKey: string, now?: number): Promise<boolean>;
  /** Counts one request of a signed-in caller (checked after its address). */
  caller(group: Group, uid: string, now?: number): Promise<boolean>;
}

const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Fixed one-minute windows counted in Firestore, so every function instance shares them. A
 * document per (group, client or uid, window): its id is a hash, so no address is stored. A
 * request costs one transaction of 2 reads and 2 writes (client + its ceiling shard), and a
 * signed-in caller's one more read and write; a refused request writes nothing. Each group has limits,
 * allowances and ceiling of its own.
 */
export function createFirestoreRateLimiter<Group extends string>(
  db: Firestore,
  limitsOf: Record<Group, RateLimits>,
): RateLimiter<Group> {
  async function count(
    counters: Array<{ id: string; limit: number }>,
    { start, windowMs }: { start: number; windowMs: number },
  ): Promise<boolean> {
    const refs = counters.map((counter) => db.collection(RATE_LIMIT_COLLECTION).doc(`${counter.id}-${start}`));
    return db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...refs);
      const counts = snapshots.map((snapshot) => (snapshot.get("count") as number | undefined) ?? 0);
      if (counts.some((current, index) => current >= counters[index]!.limit)) return false;
      const expireAt = Timestamp.fromMillis(start + 2 * windowMs);
      refs.forEach((ref, index) => transaction.set(ref, { count: counts[index]! + 1, expireAt }));
      return true;
    });
  }

  const windowOf = (group: Group, now: number) => {
    const windowMs = limitsOf[group].windowMs ?? 60_000;
    return { start: now - (now % windowMs), windowMs };
  };
  return {
    client(group, clientKey, now = Date.now()) {
      const limits = limitsOf[group];
      const shard = parseInt(hashed(clientKey).slice(0, 8), 16) % limits.shards;
      return count(
        [
          { id: hashed(`${group}\n${clientKey}`), limit: limits.perClient },
          { id: `ceiling-${hashed(group)}-${shard}`, limit: Math.ceil(limits.ceiling / limits.shards) },
        ],
        windowOf(group, now),
      );
    },
    caller(group, uid, now = Date.now()) {
      return count([{ id: hashed(`${group}\nuid\n${uid}`), limit: limitsOf[group].perClient }], windowOf(group, now));
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
