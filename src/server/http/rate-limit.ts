import type { IncomingMessage } from "node:http";

/** Fixed-window counter per client and endpoint group; enough for one process. */
export function createRateLimiter({ limit, windowMs = 60_000 }: { limit: number; windowMs?: number }) {
  const windows = new Map<string, { start: number; count: number }>();

  return {
    /** True when the request may proceed. */
    take(key: string, now = Date.now()): boolean {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The socket address: the server listens on loopback or behind nothing, so forwarded headers are not trusted. */
export function clientKey(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}
