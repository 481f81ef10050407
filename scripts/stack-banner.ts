// What `npm start` and `npm run serve` print once the stack is ready (scripts/firebase-stack.mjs).
import { adminLoginLine, type BannerWhere } from "./admin-login.ts";
import { inboxBannerLine, type InboxCredentials } from "./local-inbox.ts";

export const SINGLE_USER_NOTICE =
  "For a single-user machine only: anyone who can reach these ports can read the admin's password.";

export function stackBanner({
  siteUrl,
  admin,
  inbox,
  emulators,
  notes,
  where,
}: {
  siteUrl: string;
  admin: { email: string; password: string };
  inbox: { port: number; credentials: InboxCredentials; credentialsFile: string };
  emulators: string;
  notes: string[];
  where: BannerWhere;
}): string {
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
