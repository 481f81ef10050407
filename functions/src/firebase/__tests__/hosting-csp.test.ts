import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCspMeta, hostingScriptSources, withCspMeta } from "../../../../scripts/csp-meta.ts";

/** A prerendered page as React Router writes one: charset first, a module loader and route data inline. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>Reelmark</title>',
  '<link rel="modulepreload" href="/assets/entry.client-abc.js"/></head><body><div>Hello</div>',
  '<script>window.__reactRouterContext = {"basename":"/","future":{}};</script>',
  '<script type="module" async="">import "/assets/entry.client-abc.js";</script>',
  '<script src="https://www.google.com/recaptcha/api.js" async></script></body></html>',
].join("");

interface HostingConfig {
  hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
}

/** The test's own `sha256-…` of each inline script (one without `src`), so the script's copy is checked, not reused. */
function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .map(([, , body = ""]) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  return [...new Set(bodies)];
}

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? null;

describe("the Hosting CSP: each built page's inline scripts by hash, in a meta tag", () => {
  it("lists exactly the page's inline scripts and firebase.json's script hosts, never 'unsafe-inline'", async () => {
    const sources = await hostingScriptSources();
    expect(sources).toContain("'self'");
    expect(sources).toContain("https://www.google.com/recaptcha/");
    const html = withCspMeta(PAGE, sources);
    const policy = policyOf(html)!;
    const scriptSrc = policy.split(";")[0]!.split(" ").slice(1);
    const hashes = inlineScriptHashes(PAGE).map((hash) => `'${hash}'`);
    expect(hashes).toHaveLength(2);
    expect(scriptSrc).toEqual(["'self'", ...hashes, ...sources.slice(1)]);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("object-src 'none'");
    // First thing after the charset, before any script it governs.
    expect(html.indexOf("<meta http-equiv")).toBe(
      html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length,
    );
    // Running it again (a second build step, a rebuilt page) leaves one tag with the same hashes.
    expect(withCspMeta(html, sources)).toBe(html);
  });

  it("allows reCAPTCHA's own paths as script sources, never a whole Google host (JSONP gadgets)", async () => {
    // What reCAPTCHA loads: www.google.com/recaptcha/api.js (the forms' widget),
    // www.google.com/recaptcha/enterprise.js (App Check) and www.gstatic.com/recaptcha/releases/….
    // Firebase Auth's apis.google.com loader belongs to popup/redirect sign-in, which the site has not.
    const expected = ["'self'", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
    expect(await hostingScriptSources()).toEqual(expected);
    const dir = mkdtempSync(path.join(tmpdir(), "csp-built-"));
    try {
      writeFileSync(path.join(dir, "index.html"), PAGE);
      await addCspMeta(dir);
      // The policy as the build writes it into the page.
      const built = policyOf(readFileSync(path.join(dir, "index.html"), "utf8"))!;
      const scriptSrc = built.split(";")[0]!.split(" ").slice(1);
      expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(expected);
      for (const source of scriptSrc) expect(source).not.toMatch(/^https:\/\/[^/]+\/?$/);
      const header = JSON.stringify(JSON.parse(readFileSync("firebase.json", "utf8")).hosting.headers);
      expect(header).not.toContain("apis.google.com");
      expect(/script-src ([^;]*)/.exec(header)?.[1]).toBe(`'self' 'unsafe-inline' ${expected.slice(1).join(" ")}`);
      expect(/frame-src ([^;]*)/.exec(header)?.[1]).toBe("https://www.google.com/recaptcha/");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the exact hosts the site calls and loads from: no wildcard host, no bare https:", () => {
    const header = (JSON.parse(readFileSync("firebase.json", "utf8")) as HostingConfig).hosting.headers
      .flatMap((rule) => rule.headers)
      .find((entry) => entry.key === "Content-Security-Policy")!.value;
    const directives = new Map(
      header.split(";").map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    // Posters are data: addresses, a chosen file's preview a blob:, every other image the site's own.
    expect(directives.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directives.get("connect-src")).toEqual([
      "'self'",
      "https://firestore.googleapis.com", // Firestore (the admin's lists)
      "https://firebasestorage.googleapis.com", // the uploads (src/lib/backend/firebase/upload-client.ts)
      "https://identitytoolkit.googleapis.com", // Firebase Auth sign-in
      "https://securetoken.googleapis.com", // Firebase Auth token refresh
      "https://content-firebaseappcheck.googleapis.com", // App Check's token exchange
      "https://www.google.com/recaptcha/", // reCAPTCHA Enterprise for App Check
    ]);
    const uploads = /STORAGE_ORIGIN = "([^"]+)"/.exec(
      readFileSync("src/lib/backend/firebase/upload-client.ts", "utf8"),
    );
    expect(directives.get("connect-src")).toContain(uploads?.[1]);
    for (const [name, sources] of directives) {
      for (const source of sources) {
        expect(source, name).not.toContain("*");
        expect(source, name).not.toMatch(/^(https?|wss?):?$/);
      }
    }
  });

  it("tags every HTML file of the build, nested ones and the SPA fallback included", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "csp-meta-"));
    try {
      mkdirSync(path.join(dir, "pricing"));
      writeFileSync(path.join(dir, "index.html"), PAGE);
      writeFileSync(path.join(dir, "pricing/index.html"), PAGE.replace("Hello", "Prices"));
      writeFileSync(path.join(dir, "__spa-fallback.html"), PAGE.replace('{"basename":"/"', '{"basename":"/x"'));
      writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
      expect(await addCspMeta(dir)).toBe(3);
      for (const file of ["index.html", "pricing/index.html", "__spa-fallback.html"]) {
        const html = readFileSync(path.join(dir, file), "utf8");
        for (const hash of inlineScriptHashes(html)) expect(policyOf(html)).toContain(`'${hash}'`);
      }
      expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toBe("User-agent: *\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs in every production build and in the emulator build", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    const steps = scripts.build!.split("&&").map((step) => step.trim());
    const csp = steps.indexOf("node --import tsx scripts/csp-meta.ts");
    expect(csp).toBeGreaterThan(0);
    // The emulator build the browser tests run on.
    expect(scripts["build:firebase-emulated"]!.split("&&").map((step) => step.trim())).toContain(
      "node --import tsx scripts/csp-meta.ts build-firebase/client",
    );
  });
});
