import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STALL_AFTER_MS, watchForStall } from "../stall-watch";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("stall watch", () => {
  it("fires once after 15 s with nothing moving", () => {
    const onStall = vi.fn();
    watchForStall(onStall);
    vi.advanceTimersByTime(STALL_AFTER_MS - 1);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(STALL_AFTER_MS * 3);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it("starts the quiet period again whenever something moves, and re-arms after firing", () => {
    const onStall = vi.fn();
    const watch = watchForStall(onStall, { afterMs: 1_000 });
    for (let step = 0; step < 5; step += 1) {
      vi.advanceTimersByTime(900);
      watch.touch();
    }
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    watch.touch();
    vi.advanceTimersByTime(1_000);
    expect(onStall).toHaveBeenCalledTimes(2);
  });

  it("stays quiet once stopped", () => {
    const onStall = vi.fn();
    watchForStall(onStall).stop();
    vi.advanceTimersByTime(STALL_AFTER_MS * 2);
    expect(onStall).not.toHaveBeenCalled();
  });
});
