import type Database from "better-sqlite3";
import type { CollectionName, DocumentData } from "~/core/ports";

/** The array field searched with `array-contains`: found through a prefix index, never by scanning JSON. */
export const INDEXED_ARRAY_FIELD = "searchTokens";

/** After any text that starts with a search token, in SQLite's byte order: the end of its prefix range. */
const AFTER_EVERY_CHARACTER = "\u{10FFFF}";

const tokensOf = (data: DocumentData | null | undefined): string[] => {
  const tokens = data?.[INDEXED_ARRAY_FIELD];
  return Array.isArray(tokens) ? tokens.filter((token): token is string => typeof token === "string") : [];
};

/**
 * The longest of a document's search tokens: those no other token of it extends. A document's
 * `searchTokens` are every prefix of its words (src/shared/search-tokens.ts), so a token is in
 * the array exactly when it starts one of these; storing only these is a prefix index of a few
 * rows per document where storing every token took about fifty.
 */
export function longestTokens(data: DocumentData | null | undefined): string[] {
  const sorted = [...new Set(tokensOf(data))].sort();
  return sorted.filter((token, index) => !(sorted[index + 1]?.startsWith(token) ?? false));
}

/** The range of index entries a search token matches: `[token, token + U+10FFFF)`. */
export function prefixRange(token: string): { from: string; to: string } {
  return { from: token, to: token + AFTER_EVERY_CHARACTER };
}

/**
 * `document_words` holds, per document, the words its `searchTokens` are prefixes of; a search is
 * a range scan of that index (Firestore's `array-contains` answers the same: docs/security.md).
 * Callers write it in the same transaction as the document.
 */
export function createTokenIndex(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS document_words (
    collection TEXT NOT NULL,
    word TEXT NOT NULL,
    id TEXT NOT NULL,
    PRIMARY KEY (collection, word, id)
  ) WITHOUT ROWID`);
  const remove = db.prepare("DELETE FROM document_words WHERE collection = ? AND word = ? AND id = ?");
  const insert = db.prepare("INSERT OR IGNORE INTO document_words (collection, word, id) VALUES (?, ?, ?)");

  /** Brings the document's rows from what `previous` had to what `data` has (null: deleted). */
  function write(collection: CollectionName, id: string, data: DocumentData | null, previous: DocumentData | null) {
    if (previous && data && previous[INDEXED_ARRAY_FIELD] === data[INDEXED_ARRAY_FIELD]) return;
    const before = longestTokens(previous);
    const after = new Set(longestTokens(data));
    for (const word of before) if (!after.delete(word)) remove.run(collection, word, id);
    for (const word of after) insert.run(collection, word, id);
  }

  // A database from an older index (one row per token, user_version 1) or none: rebuilt once.
  if ((db.pragma("user_version", { simple: true }) as number) < 2) {
    const documents = db.prepare<[], { collection: CollectionName; id: string; data: string }>(
      `SELECT collection, id, data FROM documents WHERE json_type(data, '$.${INDEXED_ARRAY_FIELD}') = 'array'`,
    );
    db.transaction(() => {
      db.exec("DROP TABLE IF EXISTS document_tokens");
      db.exec("DELETE FROM document_words");
      for (const row of documents.all()) {
        for (const word of longestTokens(JSON.parse(row.data) as DocumentData))
          insert.run(row.collection, word, row.id);
      }
      db.pragma("user_version = 2");
    })();
  }

  return { write };
}
