import {
  FieldPath,
  FieldValue,
  type Firestore,
  type Query,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { ADMIN_LIST_COLLECTIONS } from "@functions/core/handlers/admin-lists";
import type { CollectionName, DocumentData, Filter, ListQuery, StoredDocument } from "@functions/core/ports";
import { ADMIN_LIST_DEFINITIONS, fieldAt } from "~/shared/admin-lists";

/**
 * The admin search's tokens kept apart from the documents they index: the admin panel reads the
 * lists' documents under the security rules, so a field on them would reach the browser.
 * `search_index/{collection}__{id}` holds `{ collection, tokens, order }` (order: the list's sort
 * value, a creation time that never changes) and no client may read it (firestore.rules). A sign-up list's entry
 * stored under its mailbox's own spelling holds the mailbox's slot (DocumentStore.createInSlot) by its entry here;
 * another spelling holds it with a marker in that entry's place: `{ collection, tokens: [], order: null, holder }`,
 * which no search finds (no tokens).
 */
export const SEARCH_INDEX_COLLECTION = "search_index";
const TOKENS_FIELD = "searchTokens";

/** The field each searchable collection's list is ordered by. */
const ORDER_FIELDS = new Map<CollectionName, string>(
  [...ADMIN_LIST_COLLECTIONS].map(([list, collection]) => [collection, ADMIN_LIST_DEFINITIONS[list].orderBy]),
);

export const isSearchable = (collection: CollectionName) => ORDER_FIELDS.has(collection);

/** The field a searchable collection is searched in the order of (its admin list's). */
export const searchOrderField = (collection: CollectionName) => ORDER_FIELDS.get(collection) ?? "";

/** The patch without its tokens, and the tokens (undefined: the write does not touch them). */
export function splitTokens(data: DocumentData): [DocumentData, string[] | undefined] {
  if (!Object.hasOwn(data, TOKENS_FIELD)) return [data, undefined];
  const { [TOKENS_FIELD]: tokens, ...rest } = data;
  return [rest, Array.isArray(tokens) ? (tokens as string[]) : []];
}

/** A document's search entry: its tokens and its list's order value. */
const entryData = (collection: CollectionName, tokens: string[], document: DocumentData) => ({
  collection,
  tokens,
  order: document[ORDER_FIELDS.get(collection)!] ?? null,
});

/** Where a mailbox's slot is held: the search entry of the document under the slot's key, or the slot's marker. */
export const slotEntry = (db: Firestore, collection: CollectionName, slot: string) =>
  db.collection(SEARCH_INDEX_COLLECTION).doc(`${collection}__${slot}`);

/** A slot's marker: a search entry no search finds (no tokens), naming the entry that holds the slot. */
export const slotMarker = (collection: CollectionName, holder: string) => ({
  collection,
  tokens: [],
  order: null,
  holder,
});

/** Takes a free slot for `holder` with a marker (refused, and its batch with it, when something holds the slot). */
function markSlot(db: Firestore, writer: WriteBatch, collection: CollectionName, slot: string, holder: string) {
  writer.create(slotEntry(db, collection, slot), slotMarker(collection, holder));
}

/**
 * Inside a transaction that deletes the sign-up entry `id` (its mailbox's slot: `slot`): removes its search entry,
 * unless that names the holder of its key's slot (the mailbox's first entry, another spelling), which then stays
 * as the slot's marker; and frees a slot `id` holds for another key: its marker goes, or, where that key's entry
 * is there, the holder named on its search entry, which then holds the slot by being there.
 */
async function releaseSlot(
  db: Firestore,
  transaction: Transaction,
  collection: CollectionName,
  id: string,
  slot: unknown,
): Promise<void> {
  const own = slotEntry(db, collection, id);
  const other = typeof slot === "string" && slot !== id ? slotEntry(db, collection, slot) : null;
  const [ownEntry, otherEntry, otherDocument] = await transaction.getAll(
    own,
    ...(other ? [other, db.collection(collection).doc(slot as string)] : []),
  );
  const keptFor: unknown = ownEntry!.get("holder");
  if (typeof keptFor === "string" && keptFor !== id) transaction.set(own, slotMarker(collection, keptFor));
  else transaction.delete(own);
  if (!other || otherEntry?.get("holder") !== id) return;
  if (otherDocument?.exists) transaction.update(other, { holder: FieldValue.delete() });
  else transaction.delete(other);
}

export function createSearchIndex(db: Firestore) {
  const entry = (collection: CollectionName, id: string) => slotEntry(db, collection, id);
  /** A searchable document's tokens and filters: the search token and the rest. */
  const searchOf = (where: readonly Filter[]) => {
    const index = where.findIndex((filter) => filter.field === TOKENS_FIELD && filter.op === "array-contains");
    return index < 0 ? null : { token: where[index]!.value as string, rest: where.filter((_, n) => n !== index) };
  };

  const entries = (collection: CollectionName, token: string): Query =>
    db
      .collection(SEARCH_INDEX_COLLECTION)
      .where("collection", "==", collection)
      .where("tokens", "array-contains", token)
      .orderBy("order", "desc")
      .orderBy(FieldPath.documentId(), "desc");

  return {
    searchOf,
    /**
     * Writes (or, with no tokens, removes) the entry of a document written whole (create, set), merged, so a mailbox
     * slot's holder kept on it stays. `create`: only where nothing is, so a batch that meets a slot's marker there is
     * refused whole.
     */
    putWhole(
      writer: WriteBatch,
      collection: CollectionName,
      id: string,
      data: DocumentData,
      tokens: string[] | undefined,
      mode: "set" | "create" = "set",
    ) {
      if (!isSearchable(collection)) return;
      if (tokens === undefined) writer.delete(entry(collection, id));
      else if (mode === "create") writer.create(entry(collection, id), entryData(collection, tokens, data));
      else writer.set(entry(collection, id), entryData(collection, tokens, data), { merge: true });
    },
    slot: (collection: CollectionName, slot: string) => slotEntry(db, collection, slot),
    mark: markSlot.bind(null, db),
    /** Inside a transaction that read `current`: the patch for the document and the entry's write. */
    patch(
      transaction: Transaction,
      collection: CollectionName,
      id: string,
      current: DocumentData,
      tokens: string[] | undefined,
    ): DocumentData {
      if (tokens === undefined || !isSearchable(collection)) return {};
      transaction.set(entry(collection, id), entryData(collection, tokens, current), { merge: true });
      // A document stored before the index moved out loses its copy of the tokens.
      return Object.hasOwn(current, TOKENS_FIELD) ? { [TOKENS_FIELD]: FieldValue.delete() } : {};
    },
    release: releaseSlot.bind(null, db),
    remove(writer: WriteBatch, collection: CollectionName, id: string) {
      if (isSearchable(collection)) writer.delete(entry(collection, id));
    },
    /**
     * The documents whose entry holds `token`, newest first, after `after` (sort value, id), that
     * pass the other filters; at most `wanted` (all when null). Entries are read in batches, their
     * documents fetched by id and filtered here (the entries hold no status or source).
     */
    async matches(
      collection: CollectionName,
      query: Pick<ListQuery, "orderBy" | "where">,
      after: [unknown, string] | null,
      wanted: number | null,
    ): Promise<StoredDocument[]> {
      const search = searchOf(query.where ?? []);
      if (!search || ORDER_FIELDS.get(collection) !== query.orderBy) {
        throw new Error(`Search on ${collection} only in the order of its admin list`);
      }
      const found: StoredDocument[] = [];
      const batch = Math.max(100, (wanted ?? 0) + 1);
      let from: [unknown, string] | null = after ? [after[0], entry(collection, after[1]).id] : null;
      for (;;) {
        const ordered = entries(collection, search.token);
        const page = await (from ? ordered.startAfter(...from) : ordered).limit(batch).get();
        if (page.empty) return found;
        const refs = page.docs.map((doc) => db.collection(collection).doc(doc.id.slice(collection.length + 2)));
        for (const snapshot of await db.getAll(...refs)) {
          const data = snapshot.data();
          if (!data || !search.rest.every((filter) => holds(filter, data))) continue;
          found.push({ id: snapshot.id, data });
          if (wanted !== null && found.length >= wanted) return found;
        }
        if (page.size < batch) return found;
        const last = page.docs.at(-1)!;
        from = [last.get("order"), last.id];
      }
    },
  };
}

/** A filter as Firestore applies it: typed comparison, a missing field matches nothing. */
function holds(filter: Filter, data: DocumentData): boolean {
  const value = fieldAt(data, filter.field);
  if (value === undefined) return false;
  switch (filter.op) {
    case "==":
      return value === filter.value;
    case "array-contains":
      return Array.isArray(value) && value.includes(filter.value);
    case ">=":
      return typeof value === typeof filter.value && (value as string) >= filter.value;
    case "<":
      return typeof value === typeof filter.value && (value as string) < filter.value;
  }
}
