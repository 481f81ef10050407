import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), "static-site-"));
  mkdirSync(path.join(site, "creator"));
  mkdirSync(path.join(site, "assets"));
  writeFileSync(path.join(site, "index.html"), "<h1>home</h1>");
  writeFileSync(path.join(site, "creator", "index.html"), "<h1>creator page</h1>");
  writeFileSync(path.join(site, "__spa-fallback.html"), "<div>spa fallback</div>");
  writeFileSync(path.join(site, "404.html"), "<h1>Page not found</h1>");
  writeFileSync(path.join(site, "assets", "app-abc123.js"), "console.log(1)");
  server = await startTestServer({ rateLimitPerMinute: 5, staticDir: site });
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

const postJson = (url: string, body: string) =>
  fetch(server.baseUrl + url, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("abuse limits", () => {
  it("refuses an oversized body with 413 and stores nothing", async () => {
    const message = "x".repeat(40 * 1024);
    const response = await postJson(
      "/api/contact-message",
      JSON.stringify({ name: "Big", email: "big@example.com", message }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body is too large." });
    expect(
      (await server.ports.documents.list("contact_messages", { orderBy: "createdAt", limit: 50 })).items,
    ).toHaveLength(0);
  });

  it("rate-limits each public endpoint per client with 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await postJson(
        "/api/subscribe-to-waitlist",
        JSON.stringify({ email: `rate-${attempt}@example.com`, "g-recaptcha-response": "" }),
      );
      statuses.push(response.status);
      if (response.status === 429)
        expect(await response.json()).toEqual({ error: "Too many requests. Please wait a minute and try again." });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another endpoint has its own allowance.
    const contact = await postJson(
      "/api/contact-message",
      JSON.stringify({ name: "A", email: "a@example.com", message: "Hello" }),
    );
    expect(contact.status).toBe(201);
  });

  it("answers bad JSON with 400 and a non-JSON body with 415", async () => {
    expect((await postJson("/api/contact-message", "{not json")).status).toBe(400);
    const form = await fetch(`${server.baseUrl}/api/contact-message`, { method: "POST", body: "name=a" });
    expect(form.status).toBe(415);
  });
});

describe("security headers", () => {
  it.each(["/api/subscribe-to-waitlist", "/", "/data/brand-signups"])("are sent on %s", async (url) => {
    const response = await fetch(server.baseUrl + url);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("static site", () => {
  const get = async (url: string) => {
    const response = await fetch(server.baseUrl + url);
    return { status: response.status, text: await response.text(), cache: response.headers.get("cache-control") };
  };

  it("serves prerendered pages, and the SPA fallback (200) for the client-only routes", async () => {
    expect(await get("/")).toMatchObject({ status: 200, text: "<h1>home</h1>" });
    expect(await get("/creator")).toMatchObject({ status: 200, text: "<h1>creator page</h1>" });
    expect(await get("/creator/")).toMatchObject({ status: 200, text: "<h1>creator page</h1>" });
    for (const url of [
      "/admin",
      "/admin/",
      "/admin/applications/abc",
      "/signin",
      "/dashboard?x=1",
      "/unsubscribe?token=t",
    ]) {
      expect(await get(url), url).toMatchObject({ status: 200, text: "<div>spa fallback</div>" });
    }
  });

  it("answers 404 with the not-found page for any other path, as Hosting does", async () => {
    for (const url of [
      "/no-such-page",
      "/dashboard/anything",
      "/administrator",
      "/assets/gone.js",
      "/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const response = await fetch(server.baseUrl + url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toBe("<h1>Page not found</h1>");
    }
  });

  it("caches hashed assets for a year and pages not at all", async () => {
    expect((await get("/assets/app-abc123.js")).cache).toBe("public, max-age=31536000, immutable");
    expect((await get("/creator")).cache).toBe("no-cache");
  });

  it("keeps unknown API paths as JSON 404s, not the site", async () => {
    const response = await fetch(`${server.baseUrl}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found." });
  });
});
