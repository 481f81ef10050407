import { pageTimers, type Timers } from "./timers";

/**
 * How long to wait before retry 1, 2, …: doubling from 1 s, capped at 30 s — about two minutes of
 * failures in a row with no byte confirmed before the upload gives up (a train through a tunnel
 * gets through; a dead connection is reported). Any confirmed progress starts the count again.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000];

/** The wait before retry number `attempt` (from 1), or null once the schedule is spent. */
export function retryDelay(attempt: number, delays: readonly number[] = RETRY_DELAYS_MS): number | null {
  return attempt >= 1 && attempt <= delays.length ? delays[attempt - 1]! : null;
}

export interface ScheduledRetry {
  delayMs: number;
  cancel(): void;
}

/** Runs `retry` after the schedule's wait for `attempt`; null (and nothing runs) once it is spent. */
export function scheduleRetry(
  attempt: number,
  retry: () => void,
  { delays = RETRY_DELAYS_MS, timers = pageTimers }: { delays?: readonly number[]; timers?: Timers } = {},
): ScheduledRetry | null {
  const delayMs = retryDelay(attempt, delays);
  if (delayMs === null) return null;
  const handle = timers.setTimeout(retry, delayMs);
  return { delayMs, cancel: () => timers.clearTimeout(handle) };
}
