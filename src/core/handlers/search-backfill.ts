import { ADMIN_LIST_DEFINITIONS, ADMIN_LIST_NAMES, searchTokensForList } from "~/shared/admin-lists";
import { listPages } from "../list-pages";
import type { DocumentStore } from "../ports";
import { ADMIN_LIST_COLLECTIONS } from "./admin-lists";

const PAGE_SIZE = 500;

/**
 * One-off: gives every admin-listed document written before search tokens existed its
 * `searchTokens`, and rewrites those a document still carries (the Firestore adapter then moves
 * them to its server-only search index and removes the field). Idempotent; a store that never
 * hands tokens back (Firestore) has each document's tokens rewritten on every run. Answers how
 * many documents it wrote.
 */
export async function backfillSearchTokens(documents: DocumentStore): Promise<number> {
  let changed = 0;
  for (const list of ADMIN_LIST_NAMES) {
    const collection = ADMIN_LIST_COLLECTIONS.get(list)!;
    const orderBy = ADMIN_LIST_DEFINITIONS[list].orderBy;
    for await (const page of listPages(documents, collection, { orderBy, limit: PAGE_SIZE })) {
      for (const { id, data } of page.items) {
        const searchTokens = searchTokensForList(list, data);
        if (JSON.stringify(data.searchTokens) === JSON.stringify(searchTokens)) continue;
        await documents.update(collection, id, { searchTokens });
        changed += 1;
      }
    }
  }
  return changed;
}
