import { pageTimers, type Timers } from "./timers";

/**
 * How long an upload may go without any sign of life before it counts as stalled. A sign of life is
 * a byte the server confirmed or, between confirmations, bytes still leaving on the connection: a
 * chunk takes longer than this on a slow phone connection, and must not be cut off while it moves.
 */
export const STALL_AFTER_MS = 15_000;

export interface StallWatch {
  /** Something moved: the quiet period starts again (and a fired watch is armed again). */
  touch(): void;
  stop(): void;
}

/** Calls `onStall` once when nothing has moved for `afterMs`; `touch` re-arms it. */
export function watchForStall(
  onStall: () => void,
  { afterMs = STALL_AFTER_MS, timers = pageTimers }: { afterMs?: number; timers?: Timers } = {},
): StallWatch {
  let handle: unknown = null;
  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const arm = () => {
    clear();
    handle = timers.setTimeout(() => {
      handle = null;
      onStall();
    }, afterMs);
  };
  arm();
  return { touch: arm, stop: clear };
}
