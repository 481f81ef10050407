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
  type ListPage,
  type ListQuery,
  type StoredDocument,
} from "~/core/ports";

/** gRPC status codes firebase-admin reports (`error.code`). */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

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

  const pageQuery = (collection: CollectionName, query: ListQuery, limit: number): Query => {
    assertField(query.orderBy);
    let result: Query = db
      .collection(collection)
      .orderBy(query.orderBy, "desc")
      .orderBy(FieldPath.documentId(), "desc");
    if (query.cursor) result = result.startAfter(...decodeCursor(query.cursor));
    return result.limit(limit);
  };

  const toItems = <T extends object>(docs: DocumentSnapshot[]): StoredDocument<T>[] =>
    docs.map((doc) => ({ id: doc.id, data: doc.data() as T }));

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
      const limit = Math.max(1, Math.floor(query.limit));
      const snapshot = await pageQuery(collection, query, limit + 1).get();
      const page = snapshot.docs.slice(0, limit);
      const last = page.at(-1);
      return {
        items: toItems<T>(page),
        nextCursor: snapshot.docs.length > limit && last ? encodeCursor(last.get(query.orderBy), last.id) : null,
      };
    },
    watch(collection, query, listener) {
      assertCollection(collection);
      const unsubscribe = pageQuery(collection, { orderBy: query.orderBy, limit: query.limit }, query.limit).onSnapshot(
        (snapshot) => listener(toItems(snapshot.docs)),
        (error) => console.error(`[firestore] live query on ${collection} failed: ${error.message}`),
      );
      return unsubscribe;
    },
  };
}
