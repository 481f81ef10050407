/** The clock the upload machinery waits on: the page's own, or a test's (closing a "tab" clears it). */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Looked up on each call, so fake timers installed after import still apply. */
export const pageTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
