/**
 * The client-only routes of src/routes.ts: no prerendered page, so the SPA fallback serves them.
 * firebase.json rewrites exactly these sources to the fallback (functions/src/firebase/__tests__/firebase-config.test.ts);
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
