import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETRY_DELAYS_MS, retryDelay, scheduleRetry } from "../retry-schedule";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("retry schedule", () => {
  it("doubles from 1 s up to 30 s, then is spent", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelay(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelay(RETRY_DELAYS_MS.length + 1)).toBeNull();
    expect(retryDelay(0)).toBeNull();
  });

  it("runs the retry after exactly the scheduled wait", () => {
    const retry = vi.fn();
    expect(scheduleRetry(3, retry)?.delayMs).toBe(4_000);
    vi.advanceTimersByTime(3_999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledOnce();
  });

  it("can be cancelled, and runs nothing once spent", () => {
    const retry = vi.fn();
    scheduleRetry(1, retry)!.cancel();
    expect(scheduleRetry(3, retry, { delays: [5, 5] })).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
