import { describe, expect, it } from "vitest";
import firebaseJson from "../../firebase.json" with { type: "json" };
import { functionsProxy, hostingSourcePattern } from "../functions-proxy.ts";

const proxy = functionsProxy(firebaseJson, "demo-ugc-marketplace");

/** Where Vite's dev server sends `url`: the first entry whose pattern matches, as Vite tries them. */
function destination(url: string): string | null {
  const match = Object.entries(proxy).find(([pattern]) => new RegExp(pattern).test(url));
  return match ? `${match[1].target}${match[1].rewrite(url)}` : null;
}

describe("the dev server's /api/* (firebase.json's rewrites to the Functions emulator)", () => {
  it("sends each function rewrite to that function, the request's path and query kept, as Hosting does", () => {
    expect(destination("/api/subscribe-to-waitlist")).toBe(
      "http://127.0.0.1:5001/demo-ugc-marketplace/europe-west2/subscribeToWaitlist/api/subscribe-to-waitlist",
    );
    expect(destination("/api/admin/applications?status=pending")).toBe(
      "http://127.0.0.1:5001/demo-ugc-marketplace/europe-west2/adminData/api/admin/applications?status=pending",
    );
    expect(destination("/api/unsubscribe?token=abc")).toMatch(/\/unsubscribe\/api\/unsubscribe\?token=abc$/);
    expect(destination("/api/unsubscribe/one-click")).toMatch(/\/unsubscribeOneClick\/api\/unsubscribe\/one-click$/);
    expect(destination("/api/application-status/withdraw")).toMatch(/\/withdrawApplication\//);
  });

  it("has an entry for every function rewrite and none for the pages", () => {
    const functions = firebaseJson.hosting.rewrites.filter((rewrite) => "function" in rewrite);
    expect(Object.keys(proxy)).toHaveLength(functions.length);
    for (const url of ["/signin", "/admin", "/admin/applications", "/", "/api-docs", "/api/subscribe-to-waitlist-x"])
      expect(destination(url), url).toBeNull();
  });

  it("reads Hosting's globs: literal paths, one segment (*) and any depth (**)", () => {
    const matches = (source: string, url: string) => new RegExp(hostingSourcePattern(source)).test(url);
    expect(matches("/api/contact-message", "/api/contact-message")).toBe(true);
    expect(matches("/api/contact-message", "/api/contact-message/x")).toBe(false);
    expect(matches("/api/contact.message", "/api/contact-message")).toBe(false);
    expect(matches("/files/*", "/files/a")).toBe(true);
    expect(matches("/files/*", "/files/a/b")).toBe(false);
    expect(matches("/api/admin/**", "/api/admin/a/b")).toBe(true);
    expect(matches("/api/admin/**", "/api/admin")).toBe(true);
    expect(matches("/api/admin/**", "/api/administrator")).toBe(false);
  });
});
