// The local stack's maildev inbox (scripts/firebase-stack.mjs), in one place.
// Its web UI and REST API answer only with a user and password generated on first start and kept in
// .data/inbox-credentials.json (mode 0600, like the admin's password in .data/admin-credentials.json):
// every stack reads the same file, so a stack that reuses another's running inbox can still read it.
// Both SMTP and web listen on loopback only. Every reader (testing/e2e/inbox.ts, the server tests'
// private inboxes, scripts) sends the credentials as HTTP basic auth.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.ts";

export const INBOX_CREDENTIALS_FILE = env.INBOX_CREDENTIALS_FILE;

export interface InboxCredentials {
  user: string;
  password: string;
}

/** The inbox's user and password: read from `file`, or generated and written there (0600) the first time. */
export function inboxCredentials(file = INBOX_CREDENTIALS_FILE): InboxCredentials {
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<keyof InboxCredentials, unknown>>;
    if (typeof stored.user === "string" && typeof stored.password === "string" && stored.password.length >= 16) {
      return { user: stored.user, password: stored.password };
    }
  } catch {
    // Missing or unreadable: a new pair below.
  }
  // base64url never contains ":", which would end the password early in basic auth.
  const credentials = { user: "inbox", password: randomBytes(18).toString("base64url") };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return credentials;
}

/** The `Authorization` header value for the inbox's web API. */
export function inboxAuthorization({ user, password }: InboxCredentials): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}

/** maildev's arguments: SMTP and web on loopback, the web UI and API behind the credentials. */
export function maildevArgs({
  smtpPort,
  webPort,
  credentials,
  mailDirectory,
}: {
  smtpPort: number;
  webPort: number;
  credentials: InboxCredentials;
  mailDirectory?: string;
}): string[] {
  return [
    "--smtp",
    String(smtpPort),
    "--web",
    String(webPort),
    "--ip",
    "127.0.0.1",
    "--web-ip",
    "127.0.0.1",
    "--web-user",
    credentials.user,
    "--web-pass",
    credentials.password,
    ...(mailDirectory ? ["--mail-directory", mailDirectory] : []),
    "--silent",
  ];
}

/** The maildev binary of this repository. */
export const MAILDEV_BIN = "node_modules/.bin/maildev";

/**
 * Whether an inbox already running on `webPort` answers these credentials (a reused inbox started by
 * an older stack, without them or with others, does not).
 */
export async function inboxAccepts(webPort: number, credentials: InboxCredentials): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${webPort}/email`, {
      headers: { authorization: inboxAuthorization(credentials) },
      signal: AbortSignal.timeout(3_000),
    });
    await response.body?.cancel();
    const open = await fetch(`http://127.0.0.1:${webPort}/email`, { signal: AbortSignal.timeout(3_000) });
    await open.body?.cancel();
    return response.ok && open.status === 401;
  } catch {
    return false;
  }
}

/**
 * The banner's inbox line: the login itself only for a person at a terminal (`npm start`), else
 * where it is kept (as the admin's, scripts/admin-login.ts).
 */
export function inboxBannerLine(
  webPort: number,
  credentials: InboxCredentials,
  {
    mode,
    isTTY,
    ci,
    credentialsFile = INBOX_CREDENTIALS_FILE,
  }: { mode: string; isTTY: boolean; ci: boolean; credentialsFile?: string },
): string {
  const login =
    mode === "dev" && isTTY && !ci
      ? `login ${credentials.user} / ${credentials.password}`
      : `login in ${credentialsFile}`;
  return `  Inbox:         http://127.0.0.1:${webPort}/ (${login}; every e-mail the site sends lands here)`;
}
