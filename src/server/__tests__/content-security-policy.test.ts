import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  STRICT_TRANSPORT_SECURITY,
} from "../http/security-headers";
import { startTestServer, type TestServer } from "../testing/test-server";

const HYDRATION = 'window.__reactRouterContext = {"basename":"/"};';
const LOADER = 'import "/assets/entry.client-abc.js";\nimport * as route0 from "/assets/root-abc.js";';
const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root-abc.js"/></head><body>
<h1>home</h1><script>${HYDRATION}</script><script type="module" async="">${LOADER}</script>
<script src="/assets/external.js"></script></body></html>`;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** Directive name → value, from a CSP header. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );

const firebaseHeaders = () => {
  const config = JSON.parse(readFileSync("firebase.json", "utf8")) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const all = config.hosting.headers.find((entry) => entry.source === "**")!.headers;
  return Object.fromEntries(all.map(({ key, value }) => [key.toLowerCase(), value]));
};

let server: TestServer;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), "csp-site-"));
  writeFileSync(path.join(site, "index.html"), PAGE);
  writeFileSync(path.join(site, "__spa-fallback.html"), `<div id="app"></div><script>${HYDRATION}</script>`);
  server = await startTestServer({ staticDir: site });
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

describe("content security policy without 'unsafe-inline' scripts", () => {
  it("allows exactly each page's own inline scripts by hash", async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const scripts = directives(response.headers.get("content-security-policy") ?? "")["script-src"] ?? "";
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).toContain(`'${sha256(HYDRATION)}'`);
    expect(scripts).toContain(`'${sha256(LOADER)}'`);
    expect(scripts.match(/'sha256-/g)).toHaveLength(2);

    const fallback = await fetch(`${server.baseUrl}/admin`);
    const fallbackScripts = directives(fallback.headers.get("content-security-policy") ?? "")["script-src"] ?? "";
    expect(fallbackScripts).toContain(`'${sha256(HYDRATION)}'`);
    expect(fallbackScripts).not.toContain(sha256(LOADER));
  });

  it("follows a rebuilt page", async () => {
    const rebuilt = "window.__reactRouterContext = {};";
    writeFileSync(path.join(site, "index.html"), `<h1>new</h1><script>${rebuilt}</script>`);
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.headers.get("content-security-policy")).toContain(sha256(rebuilt));
    writeFileSync(path.join(site, "index.html"), PAGE);
  });

  it("allows no inline script at all on API answers", async () => {
    const response = await fetch(`${server.baseUrl}/api/nope`);
    const scripts = directives(response.headers.get("content-security-policy") ?? "")["script-src"];
    expect(scripts).toBe("'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
  });

  it("hashes only scripts without src, byte for byte", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(HYDRATION), sha256(LOADER)]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });

  it("matches firebase.json in every directive but script-src and the emulator's connect-src", () => {
    const production = directives(firebaseHeaders()["content-security-policy"] ?? "");
    const embedded = directives(contentSecurityPolicy({}));
    expect(Object.keys(embedded).sort()).toEqual(Object.keys(production).sort());
    for (const name of Object.keys(production)) {
      if (name === "script-src") continue;
      expect(embedded[name], name).toBe(production[name]);
    }
    // Both allow the same script hosts: the production list without 'unsafe-inline'.
    expect(embedded["script-src"]).toBe(production["script-src"]!.replace(" 'unsafe-inline'", ""));
    expect(directives(contentSecurityPolicy({ authEmulatorHost: "127.0.0.1:9099" }))["connect-src"]).toBe(
      `${production["connect-src"]} http://127.0.0.1:9099`,
    );
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent over plain HTTP (the embedded server is loopback-only, without TLS)", async () => {
    for (const url of ["/", "/api/nope"]) {
      const response = await fetch(server.baseUrl + url);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("is sent over HTTPS with the same value as firebase.json", () => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
    const req = { socket: { encrypted: true } } as unknown as IncomingMessage;
    applySecurityHeaders(req, res as unknown as ServerResponse, "default-src 'self'");
    expect(headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe(firebaseHeaders()["strict-transport-security"]);
  });
});
