// What `npm start` and `npm run serve` print once the stack is ready (scripts/firebase-stack.mjs).
import { adminLoginLine } from "./admin-login.mjs";
import { inboxBannerLine } from "./local-inbox.mjs";

export const SINGLE_USER_NOTICE =
  "For a single-user machine only: anyone who can reach these ports can read the admin's password.";

/**
 * @param {{
 *   siteUrl: string,
 *   admin: { email: string, password: string },
 *   inbox: { port: number, credentials: { user: string, password: string }, credentialsFile: string },
 *   emulators: string,
 *   notes: string[],
 *   where: { mode: string, isTTY: boolean, ci: boolean, credentialsFile: string },  (credentialsFile: the admin's)
 * }} stack
 */
export function stackBanner({ siteUrl, admin, inbox, emulators, notes, where }) {
  const dev = where.mode === "dev";
  return [
    "",
    `  Site:          ${siteUrl}/ (${dev ? "live reload; " : ""}Firebase backend on the emulators)`,
    adminLoginLine(admin, where),
    `  Admin:         ${siteUrl}/admin`,
    inboxBannerLine(inbox.port, inbox.credentials, { ...where, credentialsFile: inbox.credentialsFile }),
    `  Emulators:     ${emulators}`,
    ...notes.map((note) => `  Note:          ${note}`),
    `  ${SINGLE_USER_NOTICE}`,
    dev
      ? "  Data lives in the emulators' memory and is seeded at every start. Edits to pages and functions apply as you save. Ctrl-C stops everything."
      : "  Data lives in the emulators' memory and is seeded at every start. Press Ctrl-C to stop everything.",
    "",
  ].join("\n");
}
