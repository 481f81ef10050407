import { describe, expect, it } from "vitest";
import { clientAddressKey } from "../rate-limit";

describe("clientAddressKey", () => {
  it("counts an IPv6 /48 as one client, whatever /56 or /64 within it the address is in", () => {
    const key = clientAddressKey("2001:db8:1:2:aaaa::1");
    expect(key).toBe("2001:db8:1::/48");
    // Another /64 of the same /56, and the same /48's other /56s (2001:db8:1:ff00::/56, the last one).
    expect(clientAddressKey("2001:db8:1:3::1")).toBe(key);
    expect(clientAddressKey("2001:db8:1:ff00::1")).toBe(key);
    expect(clientAddressKey("2001:0db8:0001:ffff:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientAddressKey("2001:db8:1:2::9%eth0")).toBe(key);
    expect(clientAddressKey("2001:db8:1::")).toBe(key);
    // The next /48 is another client.
    expect(clientAddressKey("2001:db8:2::1")).not.toBe(key);
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(clientAddressKey("::1")).toBe("0:0:0::/48");
  });

  it("keeps IPv4 addresses whole, including IPv4-mapped IPv6", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("203.0.113.8")).not.toBe("203.0.113.7");
    expect(clientAddressKey(undefined)).toBe("unknown");
  });
});
