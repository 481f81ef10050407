import type Database from "better-sqlite3";
import type { CollectionName, DocumentData } from "~/core/ports";

/** The array field searched with `array-contains`: its elements are kept as rows, so a search is an index lookup. */
export const INDEXED_ARRAY_FIELD = "searchTokens";

const tokensOf = (data: DocumentData | null): string[] => {
  const tokens = data?.[INDEXED_ARRAY_FIELD];
  return Array.isArray(tokens)
    ? [...new Set(tokens.filter((token): token is string => typeof token === "string"))]
    : [];
};

/**
 * `document_tokens` mirrors every document's `searchTokens` (what Firestore's array index does for
 * `array-contains`). Callers write it in the same transaction as the document.
 */
export function createTokenIndex(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS document_tokens (
    collection TEXT NOT NULL,
    token TEXT NOT NULL,
    id TEXT NOT NULL,
    PRIMARY KEY (collection, token, id)
  ) WITHOUT ROWID`);
  db.exec("CREATE INDEX IF NOT EXISTS document_tokens_by_id ON document_tokens (collection, id)");
  const remove = db.prepare("DELETE FROM document_tokens WHERE collection = ? AND id = ?");
  const insert = db.prepare("INSERT OR IGNORE INTO document_tokens (collection, token, id) VALUES (?, ?, ?)");

  /** Replaces the document's tokens; nothing to do when they did not change. */
  function write(collection: CollectionName, id: string, data: DocumentData | null, previous?: DocumentData | null) {
    const tokens = tokensOf(data);
    if (previous !== undefined && JSON.stringify(tokensOf(previous)) === JSON.stringify(tokens)) return;
    remove.run(collection, id);
    for (const token of tokens) insert.run(collection, token, id);
  }

  // A database from before the index: fill it once from the documents.
  if ((db.pragma("user_version", { simple: true }) as number) < 1) {
    db.transaction(() => {
      db.exec("DELETE FROM document_tokens");
      db.exec(`INSERT OR IGNORE INTO document_tokens (collection, token, id)
        SELECT documents.collection, element.value, documents.id
        FROM documents, json_each(documents.data, '$.${INDEXED_ARRAY_FIELD}') AS element
        WHERE json_type(documents.data, '$.${INDEXED_ARRAY_FIELD}') = 'array' AND element.type = 'text'`);
      db.pragma("user_version = 1");
    })();
  }

  return { write };
}
