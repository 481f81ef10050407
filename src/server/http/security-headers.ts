import type { ServerResponse } from "node:http";

/**
 * The production CSP from firebase.json, plus the one thing the embedded stack needs:
 * the browser talks to the Auth emulator (connect-src).
 */
export function contentSecurityPolicy({ authEmulatorHost }: { authEmulatorHost: string }): string {
  const connect = [
    "'self'",
    "https://*.googleapis.com",
    "https://*.firebaseio.com",
    "https://www.google.com",
    `http://${authEmulatorHost}`,
  ];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https://www.google.com https://www.gstatic.com https://apis.google.com",
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

export function applySecurityHeaders(res: ServerResponse, csp: string): void {
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}
