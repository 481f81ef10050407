/**
 * At most `perWindow` lines of one kind per window; the rest are counted and reported in one line
 * when the next line of that kind is written after the window. A flood of slow or aborted bodies
 * (any client can make one) then costs a few log lines, not one line per request.
 */
export function createLogLimit(
  log: (message: string) => void,
  { perWindow = 20, windowMs = 60_000, now = () => Date.now() } = {},
) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;
  return function limitedLog(message: string, kind: string): void {
    const at = now();
    if (at - windowStart >= windowMs) {
      if (dropped > 0) log(`[server] ${dropped} more ${kind} not logged in the last ${Math.round(windowMs / 1000)} s`);
      windowStart = at;
      written = 0;
      dropped = 0;
    }
    if (written < perWindow) {
      written += 1;
      log(message);
    } else dropped += 1;
  };
}
