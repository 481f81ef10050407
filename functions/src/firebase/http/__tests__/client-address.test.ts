import { describe, expect, it } from "vitest";
import { clientAddress } from "../client-address";

/**
 * The X-Forwarded-For chains a function sees (docs/security.md "Client address"): Hosting's edge
 * (Fastly) appends the address that connected to it, then Google's front end appends the address
 * that connected to it, the edge. Called directly, only Google's front end appends. Whatever the
 * client wrote itself stays on the left.
 */
const client = "203.0.113.7";
const forged = "198.51.100.9";
const edge = "151.101.65.195";
const chain = (...hops: string[]) => ({ headers: { "x-forwarded-for": hops.join(", ") } });

describe("clientAddress behind Firebase Hosting", () => {
  it("takes the hop Hosting's edge appended, not the edge itself", () => {
    expect(clientAddress(chain(client, edge))).toBe(client);
  });

  it("ignores what the client wrote before it", () => {
    expect(clientAddress(chain(forged, client, edge))).toBe(client);
    expect(clientAddress({ headers: { "x-forwarded-for": [`${forged}, ${client}`, edge] } })).toBe(client);
  });

  it("passes through a shielded edge (two Fastly hops) and an IPv6 edge", () => {
    expect(clientAddress(chain(forged, client, "151.101.2.10", "146.75.56.1"))).toBe(client);
    expect(clientAddress(chain("2001:db8:5:6::1", "2a04:4e42:400::313"))).toBe("2001:db8:5:6::1");
  });

  it("passes through Google's front-end proxy ranges", () => {
    expect(clientAddress(chain(client, edge, "35.191.10.1"))).toBe(client);
    expect(clientAddress(chain(client, "130.211.0.9"))).toBe(client);
  });
});

describe("clientAddress called directly (no Hosting)", () => {
  it("takes the hop Google's front end appended", () => {
    expect(clientAddress(chain(client))).toBe(client);
    expect(clientAddress(chain(forged, client))).toBe(client);
  });

  it("cannot be steered by a forged Hosting edge: the appended hop is not an edge", () => {
    expect(clientAddress(chain(forged, edge, client))).toBe(client);
  });

  it("falls back to the socket without the header", () => {
    expect(clientAddress({ headers: {}, socketAddress: "192.0.2.4", ip: "192.0.2.5" })).toBe("192.0.2.4");
    expect(clientAddress({ headers: {}, ip: "192.0.2.5" })).toBe("192.0.2.5");
  });
});
