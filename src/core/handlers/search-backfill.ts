import { ADMIN_LIST_DEFINITIONS, ADMIN_LIST_NAMES, searchTokensForList } from "~/shared/admin-lists";
import type { DocumentStore, ListPage } from "../ports";
import { ADMIN_LIST_COLLECTIONS } from "./admin-lists";

const PAGE_SIZE = 500;

/**
 * One-off: gives every admin-listed document written before search tokens existed (or by the
 * seed) its `searchTokens`. Idempotent. Answers how many documents it changed.
 */
export async function backfillSearchTokens(documents: DocumentStore): Promise<number> {
  let changed = 0;
  for (const list of ADMIN_LIST_NAMES) {
    const collection = ADMIN_LIST_COLLECTIONS.get(list)!;
    const orderBy = ADMIN_LIST_DEFINITIONS[list].orderBy;
    let cursor: string | null = null;
    do {
      const page: ListPage = await documents.list(collection, { orderBy, limit: PAGE_SIZE, cursor });
      for (const { id, data } of page.items) {
        if (Array.isArray(data.searchTokens)) continue;
        await documents.update(collection, id, { searchTokens: searchTokensForList(list, data) });
        changed += 1;
      }
      cursor = page.nextCursor;
    } while (cursor);
  }
  return changed;
}
