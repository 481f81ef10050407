import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createHostCheck, hostNameOf } from "../host-check";

const withHost = (host: string | undefined) =>
  ({ headers: { host }, headersDistinct: host === undefined ? {} : { host: [host] } }) as unknown as IncomingMessage;

describe("the Host header check (DNS rebinding)", () => {
  it("reads the host name without port, brackets or final dot", () => {
    expect(hostNameOf("LocalHost:8787")).toBe("localhost");
    expect(hostNameOf("[::1]:5173")).toBe("::1");
    expect(hostNameOf("example.com.")).toBe("example.com");
    for (const malformed of [undefined, "", "a:b:c", "[::1", "host:99999999", "user@127.0.0.1"]) {
      expect(hostNameOf(malformed), String(malformed)).toBeNull();
    }
  });

  it("answers this machine's names only, unless a name is allowed", () => {
    const loopbackOnly = createHostCheck();
    for (const host of ["127.0.0.1:8787", "localhost", "[::1]:1"]) expect(loopbackOnly(withHost(host))).toBe(true);
    for (const host of [undefined, "evil.example", "127.0.0.1.evil.example", "localhost.evil.example:80"]) {
      expect(loopbackOnly(withHost(host)), String(host)).toBe(false);
    }
    const allowList = createHostCheck(["Staging.Example.com"]);
    expect(allowList(withHost("staging.example.com:443"))).toBe(true);
    expect(allowList(withHost("evil.example"))).toBe(false);
  });

  it("takes ALLOWED_HOSTS outside Auth-emulator mode only", () => {
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "", ALLOWED_HOSTS: "a.example, b.example" });
    expect(config.ALLOWED_HOSTS).toEqual(["a.example", "b.example"]);
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
    expect(() => loadConfig({ ALLOWED_HOSTS: "a.example" })).toThrow(/ALLOWED_HOSTS: refused in Auth-emulator mode/);
  });
});
