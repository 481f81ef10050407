import { describe, expect, it } from "vitest";
import { clientAddressKey } from "../rate-limit";

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
});
