import {
  FieldPath,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
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
} from "~/core/ports";

/** gRPC status codes firebase-admin reports (`error.code`). */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
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
 */
// eslint-disable-next-line max-lines-per-function -- an adapter is one object implementing the DocumentStore port over one Firestore; each method is short, in the port's order, and proven by the port's contract suite
export function createFirestoreDocumentStore(db: Firestore): DocumentStore {
  const ref = (collection: CollectionName, id: string): DocumentReference | null => {
    assertCollection(collection);
    return isDocumentId(id) ? db.collection(collection).doc(id) : null;
  };
  const dataOf = (snapshot: DocumentSnapshot) => (snapshot.exists ? (snapshot.data() as DocumentData) : null);

  const update = async (document: DocumentReference, patch: DocumentData): Promise<boolean> => {
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

  return {
    async get<T extends object = DocumentData>(collection: CollectionName, id: string) {
      const document = ref(collection, id);
      return document ? (dataOf(await document.get()) as T | null) : null;
    },
    async create(collection, data) {
      assertCollection(collection);
      const document = db.collection(collection).doc();
      await document.create(data);
      return document.id;
    },
    async set(collection, id, data) {
      const document = ref(collection, id);
      if (!document) throw new Error(`Invalid document id: ${id}`);
      await document.set(data);
    },
    async update(collection, id, patch) {
      const document = ref(collection, id);
      return document ? update(document, patch) : false;
    },
    async updateIf(collection, id, condition, patch) {
      const document = ref(collection, id);
      if (!document) return "not_found";
      const args = updateArguments(patch);
      return db.runTransaction(async (transaction) => {
        const current = dataOf(await transaction.get(document));
        if (!current) return "not_found" as const;
        if (current[condition.field] !== condition.equals) return "condition_failed" as const;
        if (args) transaction.update(document, ...args);
        return "updated" as const;
      });
    },
    async modify(collection, id, change) {
      const document = ref(collection, id);
      if (!document) return "not_found";
      return db.runTransaction(async (transaction) => {
        const current = dataOf(await transaction.get(document));
        if (!current) return "not_found" as const;
        const args = updateArguments(change(current) ?? {});
        if (!args) return "unchanged" as const;
        transaction.update(document, ...args);
        return "updated" as const;
      });
    },
    async delete(collection, id) {
      const document = ref(collection, id);
      if (!document) return false;
      try {
        await document.delete({ exists: true });
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
          await document.create(write.onCreate);
          return "created";
        } catch (error) {
          if (codeOf(error) !== ALREADY_EXISTS) throw error;
        }
        if (await update(document, write.onUpdate)) return "updated";
        // Deleted in between: try creating again.
      }
    },
    async list<T extends object = DocumentData>(collection: CollectionName, query: ListQuery): Promise<ListPage<T>> {
      assertCollection(collection);
      const limit = limitOf(query);
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
      const snapshot = await filtered(collection, where, null).count().get();
      return snapshot.data().count;
    },
  };
}
