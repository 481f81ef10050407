/**
 * One mailbox, nothing else: an RFC 5322 dot-atom local part (letters in any script allowed),
 * `@`, and a domain of at least two labels. Commas, semicolons, angle brackets, quotes,
 * spaces and control characters cannot appear, so a value can never name a second recipient
 * or a display name, nor add headers to a `mailto:` link. This is stricter than the product's
 * "{email}" (non-space, @, text, dot, text).
 */
// `%` is left out: old relays read `a%b@relay` as mail for `a@b`, routed through `relay`.
// `?`, `&`, `=` and `#` are left out: in a `mailto:` link they start headers (`x?bcc=spy@evil.example`
// copies a stranger on every reply) or a fragment, and no real mailbox needs them.
const ATOM = "[\\p{L}\\p{M}\\p{N}!$'*+/^_`{|}~-]+";
const LABEL = "[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?";
const SINGLE_ADDRESS = new RegExp(`^(${ATOM}(?:\\.${ATOM})*)@(${LABEL}(?:\\.${LABEL})+)$`, "u");

const MAX_LOCAL_PART = 64;
const MAX_LABEL = 63;
const MAX_ADDRESS = 254;

/**
 * Fullwidth and other compatibility forms (`ａ`, `ℌ`, `①`) look like, or stand for, other letters:
 * an address must be the same under NFKC as under NFC. Composed or decomposed accents are both
 * fine (NFC makes them one key; see normaliseEmail).
 */
const hasCompatibilityCharacters = (value: string) => value.normalize("NFKC") !== value.normalize("NFC");

export function isSingleEmailAddress(value: string): boolean {
  if (value.length > MAX_ADDRESS || hasCompatibilityCharacters(value)) return false;
  const match = SINGLE_ADDRESS.exec(value);
  if (!match) return false;
  const [, local = "", domain = ""] = match;
  return local.length <= MAX_LOCAL_PART && domain.split(".").every((label) => label.length <= MAX_LABEL);
}

/**
 * The `mailto:` address of one mailbox, its local part and domain percent-encoded (RFC 6068), so a
 * value stored before the rule above (`x?bcc=spy@evil.example`) still names one recipient and no headers.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
