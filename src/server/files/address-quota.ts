import { LRUCache } from "lru-cache";
import { ADDRESS_HOURLY_ALLOWANCE_USED, TOO_MANY_UPLOADS_FROM_ADDRESS, type UploadLimits } from "./upload-limits";

const HOUR_MS = 60 * 60 * 1000;
/** As the rate limiter: a flood of new addresses forgets only the least recently seen. */
const MAX_TRACKED_ADDRESSES = 100_000;

/**
 * The per-uid quota is no limit on its own: anyone may mint anonymous accounts. So each client
 * address also has a cap on unfinished uploads (counted from the tus records, which carry the
 * address they were started from) and on bytes started per hour. Bytes are counted as declared
 * when an upload is created, before any arrive, and stay counted when it is cancelled, so
 * cancelling and starting again cannot reset the allowance. The hourly counts live in memory.
 */
export function createAddressQuota(limits: UploadLimits) {
  const started = new LRUCache<string, Array<{ at: number; bytes: number }>>({ max: MAX_TRACKED_ADDRESSES });

  function recent(address: string, at: number) {
    const kept = (started.get(address) ?? []).filter((entry) => at - entry.at < HOUR_MS);
    started.set(address, kept);
    return kept;
  }

  return {
    /** Why one more upload of `size` bytes from `address` is refused, or null; admitted uploads are counted. */
    admit(address: string, size: number, unfinishedFromAddress: number, at: number): string | null {
      if (unfinishedFromAddress >= limits.maxUnfinishedUploadsPerAddress) return TOO_MANY_UPLOADS_FROM_ADDRESS;
      const entries = recent(address, at);
      const bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
      if (bytes + size > limits.maxBytesPerHourPerAddress) return ADDRESS_HOURLY_ALLOWANCE_USED;
      entries.push({ at, bytes: size });
      return null;
    },
  };
}
