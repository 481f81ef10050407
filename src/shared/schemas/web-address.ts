/**
 * Links people type into forms. Only http(s) is ever stored, so no stored value can become a
 * `javascript:` or `data:` link or carry markup when an admin page shows it.
 */

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `brand.co:8080/…` looks like a scheme but is a host and port. */
const HOST_AND_PORT = /^[^/?#:]+:\d+(?:[/?#]|$)/;
/** Characters that are never part of a URL as typed (RFC 3986), markup among them. */
const NOT_IN_URLS = /[\s<>"`{}|\\^]/;

/**
 * The address to store, or null when it is not an http(s) address. A bare host
 * (`brand.co/about`) gets `https://`; "" stays "" (the fields are optional).
 */
export function toWebAddress(value: string): string | null {
  if (value === "") return "";
  if (NOT_IN_URLS.test(value)) return null;
  const address = withHttpScheme(value);
  return address !== null && isPlainWebAddress(address) ? address : null;
}

/** `value` with `https://` put before a bare host; null for any scheme but http(s). */
function withHttpScheme(value: string): string | null {
  const scheme = HOST_AND_PORT.test(value) ? undefined : SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") return null;
  const address = scheme === undefined ? `https://${value}` : value;
  return /^https?:\/\//i.test(address) ? address : null;
}

/** A URL that parses, names a dotted host and carries no user or password. */
function isPlainWebAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  // user:password@ in a link is a classic disguise (`https://bank.com@evil.example`).
  if (url.username || url.password) return false;
  return url.hostname.includes(".") && !url.hostname.endsWith(".");
}

export type SocialNetwork = "instagram" | "tiktok";

/** Instagram allows letters, digits, `.` and `_` up to 30; TikTok the same up to 24. */
const HANDLE = /^@?([A-Za-z0-9._]{1,30})$/;
const PROFILE_URL: Record<SocialNetwork, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
};

/**
 * A social field takes a profile link or a handle (`@maya.makes` or `maya.makes`); a
 * handle is stored as the profile's https link, so the field always holds a link.
 */
export function toProfileUrl(value: string, network: SocialNetwork): string | null {
  if (value === "") return "";
  const looksLikeLink = value.includes("/") || (SCHEME.test(value) && !value.startsWith("@"));
  if (!looksLikeLink) {
    const handle = HANDLE.exec(value)?.[1];
    return handle ? PROFILE_URL[network](handle) : null;
  }
  return toWebAddress(value);
}
