const KiB = 1024;
const MiB = 1024 * KiB;

/** Where every upload starts: small enough that a slow uplink confirms its first chunk within seconds. */
export const FIRST_CHUNK_BYTES = 256 * KiB;
export const MIN_CHUNK_BYTES = 256 * KiB;
/** Big enough that a fast connection spends its time sending, not on one request per chunk. */
export const MAX_CHUNK_BYTES = 256 * MiB;
/** Each chunk aims to take about this long at the speed the last one went. */
export const CHUNK_TARGET_MS = 1_000;
/** A chunk grows at most this much over the last, so one lucky measurement cannot overshoot. */
const MAX_GROWTH = 4;

/**
 * The next chunk's size from how the last one went: about one second's worth of bytes at the
 * measured speed, between 256 KiB and 128 MiB, in whole 256 KiB (Storage's unit too).
 */
export function nextChunkSize(previous: number, sentBytes: number, elapsedMs: number): number {
  if (sentBytes <= 0 || elapsedMs <= 0) return previous;
  const target = Math.min((sentBytes / elapsedMs) * CHUNK_TARGET_MS, previous * MAX_GROWTH, MAX_CHUNK_BYTES);
  return Math.max(MIN_CHUNK_BYTES, Math.floor(target / MIN_CHUNK_BYTES) * MIN_CHUNK_BYTES);
}

/** After a failed or stalled attempt the link may be worse than measured: start the next one smaller. */
export function afterFailure(previous: number): number {
  return Math.max(MIN_CHUNK_BYTES, Math.floor(previous / 2 / MIN_CHUNK_BYTES) * MIN_CHUNK_BYTES);
}
