import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Confirmation and unsubscribe links: `purpose.list.entry.expiry.nonce.mac`, where the mac is
 * HMAC-SHA256 over the other five parts. The purpose is signed, so a confirmation link can never
 * unsubscribe and the other way round. Single use is the caller's part: it compares the nonce
 * with the one stored on the entry and clears it when the link is used.
 */

export type ConsentLinkPurpose = "confirm" | "unsubscribe";
/** The two collections that hold marketing consent. */
export type SignUpList = "newsletter" | "brand";

export interface ConsentLink {
  purpose: ConsentLinkPurpose;
  list: SignUpList;
  entryId: string;
  /** Whole seconds: the token carries Unix time. */
  expiresAt: Date;
  nonce: string;
}

export type ConsentLinkCheck = { ok: true; link: ConsentLink } | { ok: false; reason: "invalid" | "expired" };

const PURPOSE_CODES: Record<ConsentLinkPurpose, string> = { confirm: "c", unsubscribe: "u" };
const LIST_CODES: Record<SignUpList, string> = { newsletter: "n", brand: "b" };
const SAFE_PART = /^[A-Za-z0-9_-]{1,200}$/;
const DIGITS = /^[0-9]{1,12}$/;
/** Bumping this invalidates every link in circulation. */
const CONTEXT = "consent-link/v1";

const decode = <T extends string>(codes: Record<T, string>, code: string): T | undefined =>
  (Object.keys(codes) as T[]).find((key) => codes[key] === code);

function mac(secret: string, context: string, parts: string[]): Buffer {
  return createHmac("sha256", secret)
    .update([context, ...parts].join("\n"), "utf8")
    .digest();
}

/**
 * The signing every e-mailed link shares: the parts joined by dots, then HMAC-SHA256 over a
 * context string (which names the kind of link, so no link of one kind passes as another) and the
 * parts. Parts must not contain dots.
 */
export function signParts(secret: string, context: string, parts: string[]): string {
  return [...parts, mac(secret, context, parts).toString("base64url")].join(".");
}

/** The parts of a token signed with `signParts` under `context`, or null when the signature fails. */
export function verifiedParts(secret: string, context: string, token: string, count: number): string[] | null {
  const parts = token.split(".");
  if (parts.length !== count + 1) return null;
  const signed = parts.slice(0, count);
  // Compared as text, so no other spelling of the same bytes passes.
  const expected = Buffer.from(mac(secret, context, signed).toString("base64url"));
  const given = Buffer.from(parts[count] ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return signed;
}

/** 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

export function signConsentLink(secret: string, link: ConsentLink): string {
  if (!SAFE_PART.test(link.entryId) || !SAFE_PART.test(link.nonce)) throw new Error("Unsafe consent link part");
  const parts = [
    PURPOSE_CODES[link.purpose],
    LIST_CODES[link.list],
    link.entryId,
    String(Math.floor(link.expiresAt.getTime() / 1000)),
    link.nonce,
  ];
  return signParts(secret, CONTEXT, parts);
}

/** "invalid" for anything not signed with `secret`; "expired" only for a genuine link past its time. */
export function verifyConsentLink(secret: string, token: string, now: Date): ConsentLinkCheck {
  const parts = token.split(".");
  if (parts.length !== 6) return { ok: false, reason: "invalid" };
  const [purposeCode = "", listCode = "", entryId = "", expiry = "", nonce = ""] = parts;
  const purpose = decode(PURPOSE_CODES, purposeCode);
  const list = decode(LIST_CODES, listCode);
  if (!purpose || !list || !SAFE_PART.test(entryId) || !DIGITS.test(expiry) || !SAFE_PART.test(nonce)) {
    return { ok: false, reason: "invalid" };
  }
  if (!verifiedParts(secret, CONTEXT, token, 5)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(Number(expiry) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, link: { purpose, list, entryId, expiresAt, nonce } };
}
