import net from "node:net";
import { LRUCache } from "lru-cache";

/** Enough clients for any honest load; past it the least recently seen are forgotten first. */
const MAX_TRACKED_CLIENTS = 100_000;

/**
 * Fixed-window counter per client and endpoint group; enough for one process. A flood of new
 * addresses evicts only the least recently used counters, never a busy client's.
 */
export function createRateLimiter({
  limit,
  windowMs = 60_000,
  maxClients = MAX_TRACKED_CLIENTS,
}: {
  limit: number;
  windowMs?: number;
  maxClients?: number;
}) {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: maxClients });

  return {
    /** True when the request may proceed. */
    take(key: string, now = Date.now()): boolean {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

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
 * Who counts as one client: the IPv4 address, or the IPv6 /64 (one subscriber's network, which
 * hands out addresses freely). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return "unknown";
  const bare = address.split("%")[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(bare)) return bare;
  const prefix = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${prefix.join(":")}::/64`;
}
