import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  COLLECTIONS,
  type CollectionName,
  type ConditionalUpdateOutcome,
  type DocumentData,
  type DocumentStore,
  type Filter,
  type ListPage,
  type ListQuery,
  type ModifyOutcome,
  type StoredDocument,
  type UpsertOutcome,
  type WatchQuery,
} from "~/core/ports";
import { decodeCursor, encodeCursor, shapeOf, valueExpression, whereClause } from "./sqlite-query";
import { createTokenIndex } from "./sqlite-token-index";

/**
 * The admin lists' order fields and status filters, and the clean-ups' order fields, per collection
 * (Firestore's composite indexes). Each is a partial index of its own collection only, so a
 * document is entered in the one or two indexes of its collection (a sign-up's `mailbox_index`
 * entry in none) instead of in every index of every collection.
 */
const INDEXES: ReadonlyArray<{ collection: CollectionName; order: string; filter?: string }> = [
  { collection: "creator_applications", order: "submittedAt" },
  { collection: "creator_applications", order: "submittedAt", filter: "status" },
  { collection: "brand_signups", order: "created_at" },
  { collection: "brand_signups", order: "created_at", filter: "status" },
  { collection: "contact_messages", order: "createdAt" },
  { collection: "newsletter_subscribers", order: "createdAt" },
  { collection: "newsletter_subscribers", order: "createdAt", filter: "consent.status" },
  { collection: "adminLogins", order: "timestamp" },
  { collection: "adminAudit", order: "at" },
  { collection: "adminAudit", order: "at", filter: "action" },
  { collection: "submission_receipts", order: "firstAt" },
];
/** The indexes of every collection together that the partial ones replaced. */
const FORMER_INDEXES = [
  "submittedAt",
  "created_at",
  "createdAt",
  "timestamp",
  "at",
  "status_submittedAt",
  "status_created_at",
  "consent_status_createdAt",
  "action_at",
].map((name) => `documents_by_${name}`);
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export interface SqliteDocumentStore extends DocumentStore {
  /** Many `set`s in one transaction (one disk flush), for seeding; not part of the port. */
  setMany(collection: CollectionName, entries: ReadonlyArray<[id: string, data: DocumentData]>): Promise<void>;
  close(): void;
}

/** Firestore-style 20-character ids. */
function newId(): string {
  return [...randomBytes(20)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

function assertCollection(collection: string): asserts collection is CollectionName {
  if (!(COLLECTIONS as readonly string[]).includes(collection)) throw new Error(`Unknown collection: ${collection}`);
}

/**
 * Documents as JSON rows keyed (collection, id), in WAL mode with synchronous=FULL so an
 * acknowledged write survives kill -9 and power loss; concurrent writes share a commit (group
 * commit, below). Live queries via an in-process emitter.
 */
// eslint-disable-next-line max-lines-per-function -- an adapter is one object implementing the DocumentStore port over one SQLite connection and its prepared statements; each method is short, in the port's order, and proven by the port's contract suite
export function createSqliteDocumentStore(options: { filename: string }): SqliteDocumentStore {
  if (options.filename !== ":memory:") mkdirSync(dirname(options.filename), { recursive: true });
  const db = new Database(options.filename);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.exec(`CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID`);
  for (const name of FORMER_INDEXES) db.exec(`DROP INDEX IF EXISTS ${name}`);
  for (const { collection, order, filter } of INDEXES) {
    const name = `${collection}_by_${filter ? `${filter.replace(".", "_")}_` : ""}${order}_v2`;
    // `collection` leads, as the query's equality on it does, so the planner sees the index's order.
    const columns = ["collection", ...(filter ? [valueExpression(filter)] : []), valueExpression(order), "id"].join(
      ", ",
    );
    db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON documents (${columns}) WHERE collection = '${collection}'`);
  }
  const tokens = createTokenIndex(db);

  const selectOne = db.prepare<[string, string], { data: string }>(
    "SELECT data FROM documents WHERE collection = ? AND id = ?",
  );
  const insertStatement = db.prepare("INSERT INTO documents (collection, id, data) VALUES (?, ?, ?)");
  const replaceStatement = db.prepare("INSERT OR REPLACE INTO documents (collection, id, data) VALUES (?, ?, ?)");
  const updateStatement = db.prepare("UPDATE documents SET data = ? WHERE collection = ? AND id = ?");
  const deleteStatement = db.prepare("DELETE FROM documents WHERE collection = ? AND id = ?");
  // Every write goes through these, inside a transaction, so the token index never drifts.
  const insertOne = (collection: CollectionName, id: string, data: DocumentData) => {
    insertStatement.run(collection, id, JSON.stringify(data));
    tokens.write(collection, id, data, null);
  };
  const updateOne = (collection: CollectionName, id: string, data: DocumentData, previous: DocumentData) => {
    updateStatement.run(JSON.stringify(data), collection, id);
    tokens.write(collection, id, data, previous);
  };
  const replaceOne = db.transaction((collection: CollectionName, id: string, data: DocumentData) => {
    const previous = read(collection, id);
    replaceStatement.run(collection, id, JSON.stringify(data));
    tokens.write(collection, id, data, previous);
  });
  const createOne = db.transaction(insertOne);
  const replaceMany = db.transaction((collection: CollectionName, entries: ReadonlyArray<[string, DocumentData]>) => {
    for (const [id, data] of entries) replaceOne(collection, id, data);
  });
  const deleteOne = db.transaction((collection: CollectionName, id: string): boolean => {
    const previous = read(collection, id);
    if (!previous) return false;
    tokens.write(collection, id, null, previous);
    return deleteStatement.run(collection, id).changes > 0;
  });
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const changed = (collection: CollectionName) => changes.emit(collection);

  /**
   * Group commit: the writes that arrive while the event loop is busy (concurrent requests) are
   * run one after the other in one transaction, each in its own savepoint (one failing leaves the
   * others), and committed with one disk flush. Each write is answered only after that commit, so
   * an acknowledged write is as durable as before; concurrent sign-ups share the fsync instead of
   * queueing for one each.
   */
  interface PendingWrite {
    collection: CollectionName;
    run: () => unknown;
    changes: (result: unknown) => boolean;
    resolve: (result: unknown) => void;
    reject: (error: unknown) => void;
  }
  type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
  let pending: PendingWrite[] = [];
  let flushScheduled = false;
  const inSavepoint = db.transaction((run: () => unknown) => run());
  const runBatch = db.transaction((batch: PendingWrite[]): Outcome[] =>
    batch.map((write) => {
      try {
        return { ok: true, value: inSavepoint(write.run) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );
  function flush(): void {
    flushScheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    let outcomes: Outcome[];
    try {
      outcomes = runBatch.immediate(batch);
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    const touched = new Set<CollectionName>();
    outcomes.forEach((outcome, index) => {
      const write = batch[index]!;
      if (!outcome.ok) return write.reject(outcome.error);
      if (write.changes(outcome.value)) touched.add(write.collection);
      write.resolve(outcome.value);
    });
    for (const collection of touched) changed(collection);
  }
  function enqueue<T>(collection: CollectionName, run: () => T, changes: (result: T) => boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      pending.push({
        collection,
        run,
        changes: changes as (result: unknown) => boolean,
        resolve: resolve as (result: unknown) => void,
        reject,
      });
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    });
  }

  const read = (collection: CollectionName, id: string): DocumentData | null => {
    const row = selectOne.get(collection, id);
    return row ? (JSON.parse(row.data) as DocumentData) : null;
  };

  const merge = db.transaction((collection: CollectionName, id: string, patch: DocumentData): boolean => {
    const current = read(collection, id);
    if (!current) return false;
    updateOne(collection, id, { ...current, ...patch }, current);
    return true;
  });

  const upsertTx = db.transaction(
    (
      collection: CollectionName,
      id: string,
      write: { onCreate: DocumentData; onUpdate: DocumentData },
    ): { outcome: UpsertOutcome; changed: boolean } => {
      const current = read(collection, id);
      if (current) {
        // A repeat that changes nothing (the sign-ups' `onUpdate: {}`) writes nothing.
        if (Object.keys(write.onUpdate).length === 0) return { outcome: "updated", changed: false };
        updateOne(collection, id, { ...current, ...write.onUpdate }, current);
        return { outcome: "updated", changed: true };
      }
      insertOne(collection, id, write.onCreate);
      return { outcome: "created", changed: true };
    },
  );

  const updateIfTx = db.transaction(
    (collection: CollectionName, id: string, condition: { field: string; equals: unknown }, patch: DocumentData) => {
      const current = read(collection, id);
      if (!current) return "not_found" as const;
      if (current[condition.field] !== condition.equals) return "condition_failed" as const;
      updateOne(collection, id, { ...current, ...patch }, current);
      return "updated" as const;
    },
  );

  const modifyTx = db.transaction(
    (collection: CollectionName, id: string, change: (current: DocumentData) => DocumentData | null): ModifyOutcome => {
      const current = read(collection, id);
      if (!current) return "not_found";
      const patch = change(read(collection, id)!);
      if (!patch) return "unchanged";
      updateOne(collection, id, { ...current, ...patch }, current);
      return "updated";
    },
  );

  const statements = new Map<string, Database.Statement>();
  const prepared = (key: string, sql: () => string) => {
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(sql());
      statements.set(key, statement);
    }
    return statement;
  };

  const listSync = <T extends object>(collection: CollectionName, query: ListQuery): ListPage<T> => {
    const limit = Math.max(1, Math.floor(query.limit));
    const where = query.where ?? [];
    const filters = whereClause(where, query.orderBy);
    const [value, id] = query.cursor ? decodeCursor(query.cursor) : [null, null];
    const afterCursor = id === null ? "none" : value === null ? "null" : "value";
    const key = `list:${collection}:${query.orderBy}:${afterCursor}:${shapeOf(where)}`;
    const statement = prepared(key, () => {
      const order = valueExpression(query.orderBy);
      const id = "documents.id";
      const after =
        afterCursor === "value"
          ? `AND (${order} < @value OR ${order} IS NULL OR (${order} = @value AND ${id} < @id))`
          : afterCursor === "null"
            ? `AND ${order} IS NULL AND ${id} < @id`
            : "";
      // The collection as a literal (a name from COLLECTIONS), so its partial indexes apply.
      return `SELECT ${id} AS id, data, ${order} AS orderValue FROM ${filters.from}
        WHERE documents.collection = '${collection}' ${filters.sql} ${after}
        ORDER BY ${order} DESC, ${id} DESC LIMIT @limit`;
    });
    const parameters: Record<string, unknown> = { collection, limit: limit + 1, ...filters.params };
    if (afterCursor !== "none") Object.assign(parameters, { value, id });
    const rows = statement.all(parameters) as Array<{ id: string; data: string; orderValue: unknown }>;
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => ({ id: row.id, data: JSON.parse(row.data) as T })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.orderValue, last.id) : null,
    };
  };

  const countSync = (collection: CollectionName, where: readonly Filter[]): number => {
    // Range filters are checked against an order field; a count has none, so any field may carry them.
    const rangeField = where.find((filter) => filter.op === ">=" || filter.op === "<")?.field ?? "";
    const filters = whereClause(where, rangeField);
    const statement = prepared(
      `count:${collection}:${shapeOf(where)}`,
      () => `SELECT COUNT(*) AS total FROM ${filters.from} WHERE documents.collection = '${collection}' ${filters.sql}`,
    );
    return (statement.get({ collection, ...filters.params }) as { total: number }).total;
  };

  return {
    async get<T extends object = DocumentData>(collection: CollectionName, id: string) {
      assertCollection(collection);
      return read(collection, id) as T | null;
    },
    async create(collection, data) {
      assertCollection(collection);
      const id = newId();
      await enqueue(
        collection,
        () => createOne(collection, id, data),
        () => true,
      );
      return id;
    },
    async set(collection, id, data) {
      assertCollection(collection);
      await enqueue(
        collection,
        () => replaceOne(collection, id, data),
        () => true,
      );
    },
    async setMany(collection, entries) {
      assertCollection(collection);
      await enqueue(
        collection,
        () => replaceMany(collection, entries),
        () => entries.length > 0,
      );
    },
    async update(collection, id, patch) {
      assertCollection(collection);
      return enqueue(
        collection,
        () => merge(collection, id, patch),
        (updated) => updated,
      );
    },
    async updateIf(collection, id, condition, patch): Promise<ConditionalUpdateOutcome> {
      assertCollection(collection);
      return enqueue(
        collection,
        () => updateIfTx(collection, id, condition, patch),
        (outcome) => outcome === "updated",
      );
    },
    async modify(collection, id, change) {
      assertCollection(collection);
      return enqueue(
        collection,
        () => modifyTx(collection, id, change),
        (outcome) => outcome === "updated",
      );
    },
    async delete(collection, id) {
      assertCollection(collection);
      return enqueue(
        collection,
        () => deleteOne(collection, id),
        (deleted) => deleted,
      );
    },
    async upsert(collection, id, write) {
      assertCollection(collection);
      const outcome = await enqueue(
        collection,
        () => upsertTx(collection, id, write),
        (result) => result.changed,
      );
      return outcome.outcome;
    },
    async list<T extends object = DocumentData>(collection: CollectionName, query: ListQuery) {
      assertCollection(collection);
      return listSync<T>(collection, query);
    },
    watch<T extends object = DocumentData>(
      collection: CollectionName,
      query: WatchQuery,
      listener: (items: StoredDocument<T>[], nextCursor: string | null) => void,
    ) {
      assertCollection(collection);
      if (query.cursor) decodeCursor(query.cursor);
      const { orderBy, limit, cursor, where } = query;
      let active = true;
      let scheduled = false;
      // Several writes in one tick produce one snapshot, like Firestore's batching.
      const schedule = () => {
        if (scheduled || !active) return;
        scheduled = true;
        queueMicrotask(() => {
          scheduled = false;
          if (!active) return;
          const page = listSync<T>(collection, { orderBy, limit, cursor, where });
          listener(page.items, page.nextCursor);
        });
      };
      changes.on(collection, schedule);
      schedule();
      return () => {
        active = false;
        changes.off(collection, schedule);
      };
    },
    async count(collection, where = []) {
      assertCollection(collection);
      return countSync(collection, where);
    },
    close() {
      flush();
      changes.removeAllListeners();
      db.close();
    },
  };
}
