/**
 * Admin search that works the same in the browser, the core and Firestore: each searchable document stores
 * `searchTokens`, every prefix of every word-start of its searchable text, normalised; a search
 * is one normalised token matched with `array-contains` (Firestore allows one per query).
 * So "pat", "patel", "maya p", "example.com" and "maya.patel@example.com" all find Maya Patel.
 */

/** Only the start of a long value is indexed (a niche can be 500 characters). */
const MAX_INDEXED_TEXT = 60;
/** Longer searches are cut to this length: the prefix still narrows to the right records. */
export const MAX_SEARCH_TOKEN_LENGTH = 30;

/** Characters that split words but stay inside a token ("maya.patel@example.com"). */
const WORD_SEPARATORS = /[@._+'-]/u;

/** Lower case, accents removed, punctuation other than e-mail characters turned into single spaces. */
export function normaliseSearchText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@._+'-]+/gu, " ")
    .trim();
}

function addPrefixes(tokens: Set<string>, text: string): void {
  const limit = Math.min(text.length, MAX_SEARCH_TOKEN_LENGTH);
  for (let length = 1; length <= limit; length += 1) {
    const prefix = text.slice(0, length).trimEnd();
    if (prefix) tokens.add(prefix);
  }
}

/** The tokens stored with a document whose searchable values are `values`; sorted, no repeats. */
export function searchTokensOf(values: ReadonlyArray<string | null | undefined>): string[] {
  const tokens = new Set<string>();
  for (const value of values) {
    if (typeof value !== "string") continue;
    const text = normaliseSearchText(value).slice(0, MAX_INDEXED_TEXT);
    for (let start = 0; start < text.length; start += 1) {
      const previous = start === 0 ? " " : text[start - 1]!;
      const startsWord = previous === " " || WORD_SEPARATORS.test(previous);
      if (startsWord && text[start] !== " " && !WORD_SEPARATORS.test(text[start]!)) {
        addPrefixes(tokens, text.slice(start));
      }
    }
  }
  return [...tokens].sort();
}

/** What a search's text starts with that no word does: spaces and word separators (searchTokensOf). */
const BEFORE_FIRST_WORD = /^[\s@._+'-]+/u;

/**
 * The one token a search box's text is matched by; null for an empty search. It starts where the text's first word
 * does, as every stored token does: "_ada@example.com" is indexed, and found, as "ada@example.com".
 */
export function searchTokenFor(search: string | null | undefined): string | null {
  if (typeof search !== "string") return null;
  const text = normaliseSearchText(search);
  // Only separators ("@", "--"): no word, so no search, as for blank text or other punctuation.
  const token = text.replace(BEFORE_FIRST_WORD, "").slice(0, MAX_SEARCH_TOKEN_LENGTH).trimEnd();
  return token || null;
}
