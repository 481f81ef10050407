import { describe, expect, it } from "vitest";
import { clientAddressKey, createRateLimiter } from "../rate-limit";

describe("rate limiter under an address flood", () => {
  it("keeps a busy client's counter while ten thousand new addresses come and go", () => {
    const limiter = createRateLimiter({ limit: 3 });
    const now = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt += 1) expect(limiter.take("subscribe:203.0.113.7", now)).toBe(true);
    expect(limiter.take("subscribe:203.0.113.7", now)).toBe(false);

    for (let index = 0; index < 10_050; index += 1) {
      limiter.take(`subscribe:198.51.${index >> 8}.${index & 255}`, now);
      // The busy client keeps trying, so it is never the least recently used.
      if (index % 500 === 0) expect(limiter.take("subscribe:203.0.113.7", now)).toBe(false);
    }
    expect(limiter.take("subscribe:203.0.113.7", now)).toBe(false);
    expect(limiter.take("subscribe:203.0.113.7", now + 60_000)).toBe(true);
  });

  it("forgets the least recently used client first when full", () => {
    const limiter = createRateLimiter({ limit: 1, maxClients: 3 });
    for (const key of ["a", "b", "c"]) limiter.take(key, 0);
    expect(limiter.take("a", 0)).toBe(false);
    limiter.take("d", 0);
    // "b" was the least recently used, so it starts afresh; "a" and "c" are still counted.
    expect(limiter.take("b", 0)).toBe(true);
    expect(limiter.take("a", 0)).toBe(false);
  });
});

describe("clientAddressKey", () => {
  it("groups IPv6 clients by /64", () => {
    const key = clientAddressKey("2001:db8:1:2:aaaa::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientAddressKey("2001:db8:1:2::9%eth0")).toBe(key);
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4 addresses whole, including IPv4-mapped IPv6", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("203.0.113.8")).not.toBe("203.0.113.7");
    expect(clientAddressKey(undefined)).toBe("unknown");
  });

  it("lets one IPv6 /64 share a single allowance", () => {
    const limiter = createRateLimiter({ limit: 2 });
    const statuses = ["2001:db8:5:6::1", "2001:db8:5:6::2", "2001:db8:5:6:ffff::3"].map((address) =>
      limiter.take(`subscribe:${clientAddressKey(address)}`, 0),
    );
    expect(statuses).toEqual([true, true, false]);
  });
});
