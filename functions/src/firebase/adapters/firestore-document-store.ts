import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import {
  COLLECTIONS,
  InvalidCursorError,
  type CollectionName,
  type DocumentData,
  type DocumentStore,
  type Filter,
  type ListPage,
  type ListQuery,
  type StoredDocument,
  type WatchQuery,
  MAILBOX_SLOT_FIELD,
} from "@functions/core/ports";
import { SIGN_UP_LISTS } from "@functions/core/consent/sign-up-lists";
import { createSearchIndex, isSearchable, searchOrderField, splitTokens } from "./firestore-search-index";

/** The sign-up lists, whose entries keep a mailbox's slot (DocumentStore.createInSlot). */
const SLOTTED = new Set<CollectionName>(Object.values(SIGN_UP_LISTS).map(({ collection }) => collection));

/** gRPC status codes firebase-admin reports (`error.code`). */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
/** Top-level names or dotted paths of a few levels ("consent.status"), as the DocumentStore contract allows. */
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}(\.[A-Za-z_][A-Za-z0-9_]{0,63}){0,3}$/;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

function assertCollection(collection: string): asserts collection is CollectionName {
  if (!(COLLECTIONS as readonly string[]).includes(collection)) throw new Error(`Unknown collection: ${collection}`);
}

function assertField(field: string): void {
  if (!FIELD_PATTERN.test(field)) throw new Error(`Invalid field: ${field}`);
}

/**
 * Firestore ids cannot hold `/`, be `.` or `..`, or look like `__name__`; such an id names no
 * document here (the admin routes accept any id up to 1,500 characters).
 */
function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 1500 && !id.includes("/") && id !== "." && id !== ".." && !/^__.*__$/.test(id);
}

/** Top-level fields as Firestore field paths, so a key with a dot is a field, never a nested path. */
function updateArguments(patch: DocumentData): [FieldPath, unknown, ...unknown[]] | null {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return null;
  return entries.flatMap(([key, value]) => [new FieldPath(key), value]) as [FieldPath, unknown, ...unknown[]];
}

export function encodeCursor(value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([value ?? null, id])).toString("base64url");
}

export function decodeCursor(cursor: string): [string | number | null, string] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(decoded) && decoded.length === 2 && typeof decoded[1] === "string" && decoded[1] !== "") {
      const [value, id] = decoded as [unknown, string];
      if (value === null || typeof value === "string" || typeof value === "number") return [value, id];
    }
  } catch {
    // any undecodable cursor is the caller's error
  }
  throw new InvalidCursorError();
}

/**
 * The DocumentStore port over Firestore (firebase-admin). Creation is a `create()` with its
 * exists=false precondition and deletion a `delete({ exists: true })`, so "exactly once" holds
 * without a transaction; compare-and-set runs in a transaction. Documents are plain JSON.
 * `searchTokens` of the admin lists' collections never land on the documents: they go to the
 * server-only search index in the same batch or transaction, and a search filter reads it
 * (firestore-search-index.ts). Every other write and query is Firestore's own.
 */
// eslint-disable-next-line max-lines-per-function -- an adapter is one object implementing the DocumentStore port over one Firestore; each method is short, in the port's order, and proven by the port's contract suite
export function createFirestoreDocumentStore(db: Firestore): DocumentStore {
  const ref = (collection: CollectionName, id: string): DocumentReference | null => {
    assertCollection(collection);
    return isDocumentId(id) ? db.collection(collection).doc(id) : null;
  };
  const dataOf = (snapshot: DocumentSnapshot) => (snapshot.exists ? (snapshot.data() as DocumentData) : null);
  const index = createSearchIndex(db);

  /** A create (exists=false precondition) with its index entry, as one batch. */
  const createDocument = async (collection: CollectionName, document: DocumentReference, data: DocumentData) => {
    const [fields, tokens] = splitTokens(data);
    if (tokens === undefined || !isSearchable(collection)) return void (await document.create(data));
    const batch = db.batch().create(document, fields);
    index.putWhole(batch, collection, document.id, fields, tokens);
    await batch.commit();
  };

  /** A patch inside a transaction that read `current`: its tokens go to the index. */
  const patchIn = (
    transaction: Transaction,
    collection: CollectionName,
    document: DocumentReference,
    current: DocumentData,
    patch: DocumentData,
  ): boolean => {
    const [fields, tokens] = splitTokens(patch);
    const args = updateArguments({ ...fields, ...index.patch(transaction, collection, document.id, current, tokens) });
    if (args) transaction.update(document, ...args);
    return args !== null || tokens !== undefined;
  };

  const update = async (collection: CollectionName, document: DocumentReference, patch: DocumentData) => {
    if (isSearchable(collection) && splitTokens(patch)[1] !== undefined) {
      return db.runTransaction(async (transaction) => {
        const current = dataOf(await transaction.get(document));
        if (!current) return false;
        patchIn(transaction, collection, document, current, patch);
        return true;
      });
    }
    const args = updateArguments(patch);
    try {
      if (args) await document.update(...args);
      else if (!(await document.get()).exists) return false;
      return true;
    } catch (error) {
      if (codeOf(error) === NOT_FOUND) return false;
      throw error;
    }
  };

  const filtered = (collection: CollectionName, where: readonly Filter[], orderBy: string | null): Query => {
    let result: Query = db.collection(collection);
    for (const filter of where) {
      assertField(filter.field);
      if ((filter.op === ">=" || filter.op === "<") && orderBy !== null && filter.field !== orderBy) {
        throw new Error(`Range filters only on the order field (${orderBy})`);
      }
      result = result.where(filter.field, filter.op, filter.value);
    }
    return result;
  };

  /** Newest first, ties by document id (descending too), after the cursor's (value, id). */
  const pageQuery = (collection: CollectionName, query: ListQuery, limit: number): Query => {
    assertField(query.orderBy);
    let result = filtered(collection, query.where ?? [], query.orderBy)
      .orderBy(query.orderBy, "desc")
      .orderBy(FieldPath.documentId(), "desc");
    if (query.cursor) result = result.startAfter(...decodeCursor(query.cursor));
    return result.limit(limit);
  };

  /** A page from `limit + 1` documents: the extra one only tells that there is a next page. */
  const toPage = <T extends object>(docs: DocumentSnapshot[], orderBy: string, limit: number): ListPage<T> => {
    const page = docs.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((doc) => ({ id: doc.id, data: doc.data() as T })),
      nextCursor: docs.length > limit && last ? encodeCursor(last.get(orderBy), last.id) : null,
    };
  };

  const limitOf = (query: { limit: number }) => Math.max(1, Math.floor(query.limit));

  /**
   * createInSlot's one batch: the entry, its search entry (the slot itself, when the entry is under the slot's key)
   * for another spelling, the slot's marker, and the outbox entry if any. False when whichever of them is there
   * already refused it whole.
   */
  const commitInSlot = async (
    collection: CollectionName,
    document: DocumentReference,
    data: DocumentData,
    slot: string | null,
    outboxEntry: DocumentData | undefined,
  ): Promise<boolean> => {
    const [fields, tokens] = splitTokens(data);
    const batch = db.batch().create(document, fields);
    index.putWhole(batch, collection, document.id, fields, tokens ?? [], slot === document.id ? "create" : "set");
    if (slot !== null && slot !== document.id) index.mark(batch, collection, slot, document.id);
    if (outboxEntry) batch.create(db.collection("outbox").doc(), outboxEntry);
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (codeOf(error) !== ALREADY_EXISTS) throw error;
      return false;
    }
  };

  return {
    async get<T extends object = DocumentData>(collection: CollectionName, id: string) {
      const document = ref(collection, id);
      return document ? (dataOf(await document.get()) as T | null) : null;
    },
    async create(collection, data) {
      assertCollection(collection);
      const document = db.collection(collection).doc();
      await createDocument(collection, document, data);
      return document.id;
    },
    async set(collection, id, data) {
      const document = ref(collection, id);
      if (!document) throw new Error(`Invalid document id: ${id}`);
      if (!isSearchable(collection)) return void (await document.set(data));
      const [fields, tokens] = splitTokens(data);
      const batch = db.batch().set(document, fields);
      index.putWhole(batch, collection, id, fields, tokens);
      await batch.commit();
    },
    async update(collection, id, patch) {
      const document = ref(collection, id);
      return document ? update(collection, document, patch) : false;
    },
    async updateIf(collection, id, condition, patch) {
      const document = ref(collection, id);
      if (!document) return "not_found";
      return db.runTransaction(async (transaction) => {
        const current = dataOf(await transaction.get(document));
        if (!current) return "not_found" as const;
        if (current[condition.field] !== condition.equals) return "condition_failed" as const;
        patchIn(transaction, collection, document, current, patch);
        return "updated" as const;
      });
    },
    async createVersioned(collection, id, data) {
      const document = ref(collection, id);
      if (!document) throw new Error(`Invalid document id: ${id}`);
      try {
        const { writeTime } = await document.create(splitTokens(data)[0]);
        return `${writeTime.seconds}.${writeTime.nanoseconds}`;
      } catch (error) {
        if (codeOf(error) === ALREADY_EXISTS) return null;
        throw error;
      }
    },
    async updateAtVersion(collection, id, version, patch) {
      const document = ref(collection, id);
      const [seconds, nanoseconds] = version.split(".").map(Number);
      const args = updateArguments(splitTokens(patch)[0]);
      if (!document || !args) return "not_found";
      try {
        // The write's own time as the precondition: any write since has moved it on.
        await document.update(...args, { lastUpdateTime: new Timestamp(seconds ?? 0, nanoseconds ?? 0) });
        return "updated";
      } catch (error) {
        if (codeOf(error) === NOT_FOUND) return "not_found";
        if (codeOf(error) === FAILED_PRECONDITION) return "condition_failed";
        throw error;
      }
    },
    async modify(collection, id, change, absent) {
      const document = ref(collection, id);
      if (!document) return "not_found";
      return db.runTransaction(async (transaction) => {
        const current = dataOf(await transaction.get(document));
        if (!current && absent) {
          const patch = change({ ...absent });
          if (!patch) return "unchanged" as const;
          transaction.create(document, splitTokens({ ...absent, ...patch })[0]);
          return "created" as const;
        }
        if (!current) return "not_found" as const;
        return patchIn(transaction, collection, document, current, change(current) ?? {})
          ? ("updated" as const)
          : ("unchanged" as const);
      });
    },
    async delete(collection, id) {
      const document = ref(collection, id);
      if (!document) return false;
      // A sign-up list's entry frees the slot it holds with a marker, in the same transaction.
      if (SLOTTED.has(collection)) {
        return db.runTransaction(async (transaction) => {
          const current = dataOf(await transaction.get(document));
          if (!current) return false;
          await index.release(transaction, collection, id, current[MAILBOX_SLOT_FIELD]);
          transaction.delete(document);
          return true;
        });
      }
      try {
        if (isSearchable(collection)) {
          const batch = db.batch().delete(document, { exists: true });
          index.remove(batch, collection, id);
          await batch.commit();
        } else await document.delete({ exists: true });
        return true;
      } catch (error) {
        if (codeOf(error) === NOT_FOUND) return false;
        throw error;
      }
    },
    async upsert(collection, id, write) {
      const document = ref(collection, id);
      if (!document) throw new Error(`Invalid document id: ${id}`);
      // The create's precondition decides which of concurrent sign-ups creates; the rest merge.
      for (;;) {
        try {
          await createDocument(collection, document, write.onCreate);
          return "created";
        } catch (error) {
          if (codeOf(error) !== ALREADY_EXISTS) throw error;
        }
        // Nothing to merge: the refused create showed the document there, which is all "updated" says.
        // No read to check again, so a repeat sends Firestore what a first one does.
        if (Object.keys(write.onUpdate).length === 0) return "updated";
        if (await update(collection, document, write.onUpdate)) return "updated";
        // Deleted in between: try creating again.
      }
    },
    async createInSlot(collection, id, data, slot, outboxEntry) {
      const document = ref(collection, id);
      if (!document || (slot !== null && !ref(collection, slot))) throw new Error(`Invalid document id: ${id}`);
      if (!SLOTTED.has(collection)) throw new Error(`${collection} keeps no mailbox slots`);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        if (await commitInSlot(collection, document, data, slot, outboxEntry)) return { kind: "created" };
        // Refused: what was there, read the entry first (a repeat reads only it). Both gone since: try again.
        if ((await document.get()).exists || slot === null) return { kind: "exists" };
        const held = await index.slot(collection, slot).get();
        if (held.exists) return { kind: "held", by: (held.get("holder") as string | undefined) ?? slot };
      }
      throw new Error(`The entry ${collection}/${id} could not be created in its slot`);
    },
    async list<T extends object = DocumentData>(collection: CollectionName, query: ListQuery): Promise<ListPage<T>> {
      assertCollection(collection);
      const limit = limitOf(query);
      if (index.searchOf(query.where ?? [])) {
        const after = query.cursor ? decodeCursor(query.cursor) : null;
        const found = await index.matches(collection, query, after, limit + 1);
        const page = found.slice(0, limit);
        const last = page.at(-1);
        return {
          items: page as StoredDocument<T>[],
          nextCursor: found.length > limit && last ? encodeCursor(last.data[query.orderBy], last.id) : null,
        };
      }
      const snapshot = await pageQuery(collection, query, limit + 1).get();
      return toPage<T>(snapshot.docs, query.orderBy, limit);
    },
    watch<T extends object = DocumentData>(
      collection: CollectionName,
      query: WatchQuery,
      listener: (items: StoredDocument<T>[], nextCursor: string | null) => void,
    ) {
      assertCollection(collection);
      const limit = limitOf(query);
      if (index.searchOf(query.where ?? [])) throw new Error("A search is not a live query");
      // Built before subscribing, so a foreign cursor throws InvalidCursorError at once.
      const live = pageQuery(collection, query, limit + 1);
      return live.onSnapshot(
        (snapshot) => {
          const page = toPage<T>(snapshot.docs, query.orderBy, limit);
          listener(page.items, page.nextCursor);
        },
        (error) => console.error(`[firestore] live query on ${collection} failed: ${error.message}`),
      );
    },
    async count(collection, where = []) {
      assertCollection(collection);
      if (index.searchOf(where)) {
        return (await index.matches(collection, { orderBy: searchOrderField(collection), where }, null, null)).length;
      }
      const snapshot = await filtered(collection, where, null).count().get();
      return snapshot.data().count;
    },
  };
}
