import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const CONSENT_SECRET_FILE = "consent-link-secret";

/**
 * The key that signs confirmation and unsubscribe links. Production sets CONSENT_LINK_SECRET
 * (config refuses to start without it); elsewhere one is generated once per data directory and
 * kept there, so links in e-mails already sent keep working after a restart.
 */
export function consentLinkSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, CONSENT_SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // Exclusive create: two servers starting on one data dir end up with one key.
    fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  }
}
