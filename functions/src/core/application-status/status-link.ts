import { signParts, verifiedParts } from "../consent/consent-link";

/**
 * The applicant's private status link: `applicationId.expiry.nonce.mac`, signed exactly like the
 * consent links (functions/src/core/consent/consent-link.ts) under its own context, so no consent link passes
 * as a status link or the other way round. The nonce is the first link's (FIRST_LINK_NONCE) until a link is
 * sent again, then the one in the application's server-only `status_links` document
 * (functions/src/core/handlers/application-status.ts); deleting the application (withdrawal, reject, erasure)
 * revokes every link to it.
 */

export interface StatusLink {
  applicationId: string;
  /** Whole seconds: the token carries Unix time. */
  expiresAt: Date;
  nonce: string;
}

/** A status link works this long after it was sent; asking for it again sends a fresh one. */
export const STATUS_LINK_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const CONTEXT = "application-status-link/v1";
const SAFE_PART = /^[A-Za-z0-9_-]{1,200}$/;
const DIGITS = /^[0-9]{1,12}$/;

export function signStatusLink(secret: string, link: StatusLink): string {
  if (!SAFE_PART.test(link.applicationId) || !SAFE_PART.test(link.nonce)) throw new Error("Unsafe status link part");
  return signParts(secret, CONTEXT, [
    link.applicationId,
    String(Math.floor(link.expiresAt.getTime() / 1000)),
    link.nonce,
  ]);
}

/** The link, or null for anything not signed with `secret` under this context, or past its time. */
export function verifyStatusLink(secret: string, token: string, now: Date): StatusLink | null {
  const parts = verifiedParts(secret, CONTEXT, token, 3);
  if (!parts) return null;
  const [applicationId = "", expiry = "", nonce = ""] = parts;
  if (!SAFE_PART.test(applicationId) || !DIGITS.test(expiry) || !SAFE_PART.test(nonce)) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return null;
  return { applicationId, expiresAt, nonce };
}

/** The page address the e-mail carries. */
export function statusPageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/application-status?token=${encodeURIComponent(token)}`;
}
