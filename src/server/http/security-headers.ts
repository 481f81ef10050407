import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";

/** The same value as firebase.json; sent only over HTTPS, where browsers honour it. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains; preload";

const SCRIPT_HOSTS = ["https://www.google.com", "https://www.gstatic.com", "https://apis.google.com"];

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
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...SCRIPT_HOSTS];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https://firebasestorage.googleapis.com",
    `connect-src ${connect.join(" ")}`,
    "frame-src https://www.google.com https://*.firebaseapp.com",
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
