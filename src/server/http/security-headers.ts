import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";

/** The same value as firebase.json; sent only over HTTPS, where browsers honour it. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains; preload";

/**
 * Exactly what reCAPTCHA (the forms' v2 widget and App Check's Enterprise provider) loads: its
 * loader from www.google.com/recaptcha/ and its code from www.gstatic.com/recaptcha/. Not the whole
 * hosts, whose other paths serve JSONP endpoints that would run as script gadgets; not
 * apis.google.com, which only Firebase Auth's popup/redirect sign-in loads, and the site has none.
 */
const SCRIPT_SOURCES = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

/**
 * The production CSP of firebase.json with two differences: inline scripts are allowed only by
 * their hashes (never 'unsafe-inline'; see docs/security.md), and in Auth-emulator mode the
 * browser may talk to the emulator (connect-src).
 */
export function contentSecurityPolicy({
  authEmulatorHost,
  inlineScriptHashes = [],
}: {
  authEmulatorHost?: string;
  inlineScriptHashes?: readonly string[];
}): string {
  const connect = ["'self'", "https://*.googleapis.com", "https://*.firebaseio.com", "https://www.google.com"];
  if (authEmulatorHost) connect.push(`http://${authEmulatorHost}`);
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...SCRIPT_SOURCES];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https://storage.googleapis.com",
    `connect-src ${connect.join(" ")}`,
    "frame-src https://www.google.com/recaptcha/",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** `sha256-…` of every inline `<script>` (one without `src`) in a page, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

/** Pages whose address carries a private token: no referrer ever leaves them (docs/security.md). */
export const NO_REFERRER_PATHS = ["/application-status"];

export function referrerPolicyFor(url: string): string {
  const path = url.split("?")[0] ?? "/";
  return NO_REFERRER_PATHS.includes(path.replace(/\/$/, "")) ? "no-referrer" : "strict-origin-when-cross-origin";
}

export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, csp: string): void {
  res.setHeader("Content-Security-Policy", csp);
  if ((req.socket as Partial<TLSSocket>).encrypted)
    res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", referrerPolicyFor(req.url ?? "/"));
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}
