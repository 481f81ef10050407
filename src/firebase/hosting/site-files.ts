/** The Content-Type of each kind of file the site serves: the table of the bench's no-JavaScript anchor server (scripts/bench-lighthouse-anchor.mjs). */
export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/**
 * The client-only routes of src/routes.ts: no prerendered page, so the SPA fallback serves them.
 * firebase.json rewrites exactly these sources to the fallback (src/firebase/__tests__/firebase-config.test.ts);
 * every other path without a file is not found.
 */
export const CLIENT_ONLY_PATHS = [
  "/signin",
  "/dashboard",
  "/confirm-subscription",
  "/unsubscribe",
  "/application-status",
  "/admin",
  "/admin/**",
];
