import { createLocalShares, widestLocalShare } from "../rate-limit";
import { RATE_GROUPS } from "../rate-groups";

const MINUTE = 60_000;

describe("an instance's own share of a client's allowance", () => {
  it("counts up to the share in a window, and again from nothing in the next", () => {
    const shares = createLocalShares();
    expect([1, 2, 3].map(() => shares.take("client", MINUTE, 2))).toEqual([true, true, false]);
    expect(shares.take("client", 2 * MINUTE, 2)).toBe(true);
    // Another counter is another share.
    expect(shares.take("other", MINUTE, 2)).toBe(true);
  });

  it("gives a request back to the share, in its own window only", () => {
    const shares = createLocalShares();
    expect(shares.take("client", MINUTE, 1)).toBe(true);
    expect(shares.take("client", MINUTE, 1)).toBe(false);
    shares.giveBack("client", MINUTE);
    expect(shares.take("client", MINUTE, 1)).toBe(true);
    // Given back after its window has passed: the next window's count is untouched.
    expect(shares.take("client", 2 * MINUTE, 1)).toBe(true);
    shares.giveBack("client", MINUTE);
    expect(shares.take("client", 2 * MINUTE, 1)).toBe(false);
  });

  it("sends a request of a window its counter has passed to the shared slots", () => {
    const shares = createLocalShares();
    expect(shares.take("client", 2 * MINUTE, 1)).toBe(true);
    expect(shares.take("client", MINUTE, 1)).toBe(false);
  });

  it("keeps at most 50,000 counters, dropping passed windows' first", () => {
    const shares = createLocalShares();
    for (let index = 0; index < 50_000; index += 1) expect(shares.take(`a${index}`, MINUTE, 1)).toBe(true);
    expect(shares.take("late", MINUTE, 1)).toBe(false);
    // A new window frees the room the last one took.
    expect(shares.take("next", 2 * MINUTE, 1)).toBe(true);
    expect(shares.take("a1", 2 * MINUTE, 1)).toBe(true);
  });
});

describe("the groups' local shares", () => {
  it("are one request a minute where 10 instances serve an App-Checked group, and none elsewhere", () => {
    const shares = Object.fromEntries(Object.entries(RATE_GROUPS).map(([name, group]) => [name, group.limits]));
    for (const [name, limits] of Object.entries(shares)) {
      const share = ("localShare" in limits ? limits.localShare : undefined) ?? 0;
      expect(share, name).toBe(RATE_GROUPS[name as keyof typeof RATE_GROUPS].appCheck && name !== "consent" ? 1 : 0);
      expect(share, name).toBeLessThanOrEqual(widestLocalShare(limits));
      // What a client gets through at most, spread over every instance the group may run on.
      expect(limits.perClient + (limits.instances - 1) * share, name).toBeLessThanOrEqual(1.5 * limits.perClient);
    }
  });
});
