import { randomUUID } from "node:crypto";
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
  MAILBOX_SLOT_FIELD,
} from "@functions/core/ports";

type Sortable = string | number | null;

function fieldAt(data: DocumentData, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (!value || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function matches(data: DocumentData, filter: Filter): boolean {
  const value = fieldAt(data, filter.field);
  if (filter.op === "array-contains") return Array.isArray(value) && value.includes(filter.value);
  if (filter.op === ">=") return typeof value === "string" && value >= filter.value;
  if (filter.op === "<") return typeof value === "string" && value < filter.value;
  return value === filter.value;
}

function sortValue(data: DocumentData, orderBy: string): Sortable {
  const value = fieldAt(data, orderBy);
  return typeof value === "string" || typeof value === "number" ? value : null;
}

/** The order the contract fixes: null lowest, numbers before text, then by id; all descending. */
function compareDescending(a: [Sortable, string], b: [Sortable, string]): number {
  const rank = (value: Sortable) => (value === null ? 0 : typeof value === "number" ? 1 : 2);
  if (rank(a[0]) !== rank(b[0])) return rank(b[0]) - rank(a[0]);
  if (a[0] !== b[0]) return (a[0] as string | number) < (b[0] as string | number) ? 1 : -1;
  return a[1] === b[1] ? 0 : a[1] < b[1] ? 1 : -1;
}

const encodeCursor = (value: Sortable, id: string) => Buffer.from(JSON.stringify([value, id])).toString("base64url");

function decodeCursor(cursor: string): [Sortable, string] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(decoded) && decoded.length === 2 && typeof decoded[1] === "string") {
      const value: unknown = decoded[0];
      if (value === null || typeof value === "string" || typeof value === "number") return [value, decoded[1]];
    }
  } catch {
    // any undecodable cursor is the caller's error
  }
  throw new InvalidCursorError();
}

/** A DocumentStore in memory for core tests; it passes the same contract suite as the real adapters. */
export function createMemoryDocumentStore(): DocumentStore {
  const collections = new Map<CollectionName, Map<string, DocumentData>>(
    COLLECTIONS.map((name) => [name, new Map<string, DocumentData>()]),
  );
  const listeners = new Map<CollectionName, Set<() => void>>();
  /**
   * Mailbox slots held by another entry than the one under the slot's key (createInSlot): collection and slot → the
   * entry that holds it. The Firestore adapter keeps these as markers, or on the search entry of the slot's own entry.
   */
  const markers = new Map<string, string>();
  const slotKey = (collection: CollectionName, slot: string) => `${collection}\n${slot}`;
  const of = (collection: CollectionName) => {
    const documents = collections.get(collection);
    if (!documents) throw new Error(`Unknown collection: ${collection}`);
    return documents;
  };
  const copy = <T>(value: T): T => structuredClone(value);
  /** A document's version (DocumentStore.createVersioned): every write stores a new object, so each has its own. */
  const versions = new WeakMap<object, string>();
  let written = 0;
  const versionOf = (stored: object): string => {
    let version = versions.get(stored);
    if (version === undefined) versions.set(stored, (version = String((written += 1))));
    return version;
  };
  const changed = (collection: CollectionName) => {
    for (const listener of listeners.get(collection) ?? []) listener();
  };
  /** A new document under a new Firestore-length id. */
  const add = (collection: CollectionName, data: DocumentData): string => {
    const id = randomUUID().replaceAll("-", "").slice(0, 20);
    of(collection).set(id, copy(data));
    changed(collection);
    return id;
  };

  function listSync<T extends object>(collection: CollectionName, query: ListQuery): ListPage<T> {
    const limit = Math.max(1, Math.floor(query.limit));
    let rows = [...of(collection)]
      .filter(([, data]) => (query.where ?? []).every((filter) => matches(data, filter)))
      .map(([id, data]) => ({ id, data, key: [sortValue(data, query.orderBy), id] as [Sortable, string] }))
      .sort((a, b) => compareDescending(a.key, b.key));
    if (query.cursor) {
      const after = decodeCursor(query.cursor);
      rows = rows.filter((row) => compareDescending(row.key, after) > 0);
    }
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({ id: row.id, data: copy(row.data) as T })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.key[0], last.id) : null,
    };
  }

  return {
    async get<T extends object = DocumentData>(collection: CollectionName, id: string) {
      const data = of(collection).get(id);
      return data ? (copy(data) as T) : null;
    },
    async create(collection, data) {
      return add(collection, data);
    },
    async set(collection, id, data) {
      of(collection).set(id, copy(data));
      changed(collection);
    },
    async update(collection, id, patch) {
      const current = of(collection).get(id);
      if (!current) return false;
      of(collection).set(id, { ...current, ...copy(patch) });
      changed(collection);
      return true;
    },
    async updateIf(collection, id, condition, patch) {
      const current = of(collection).get(id);
      if (!current) return "not_found";
      if (current[condition.field] !== condition.equals) return "condition_failed";
      of(collection).set(id, { ...current, ...copy(patch) });
      changed(collection);
      return "updated";
    },
    async createVersioned(collection, id, data) {
      if (of(collection).has(id)) return null;
      const stored = copy(data);
      of(collection).set(id, stored);
      changed(collection);
      return versionOf(stored);
    },
    async updateAtVersion(collection, id, version, patch) {
      const current = of(collection).get(id);
      if (!current) return "not_found";
      if (versionOf(current) !== version) return "condition_failed";
      of(collection).set(id, { ...current, ...copy(patch) });
      changed(collection);
      return "updated";
    },
    async modify(collection, id, change, absent) {
      const current = of(collection).get(id) ?? (absent ? copy(absent) : undefined);
      if (!current) return "not_found";
      const patch = change(copy(current));
      if (!patch) return "unchanged";
      const created = !of(collection).has(id);
      of(collection).set(id, { ...current, ...copy(patch) });
      changed(collection);
      return created ? "created" : "updated";
    },
    async delete(collection, id) {
      const slot = of(collection).get(id)?.[MAILBOX_SLOT_FIELD];
      if (typeof slot === "string" && markers.get(slotKey(collection, slot)) === id)
        markers.delete(slotKey(collection, slot));
      const deleted = of(collection).delete(id);
      if (deleted) changed(collection);
      return deleted;
    },
    async upsert(collection, id, write) {
      const current = of(collection).get(id);
      of(collection).set(id, current ? { ...current, ...copy(write.onUpdate) } : copy(write.onCreate));
      changed(collection);
      return current ? "updated" : "created";
    },
    async createInSlot(collection, id, data, slot, outboxEntry) {
      const documents = of(collection);
      if (documents.has(id)) return { kind: "exists" };
      if (slot !== null) {
        const holder = markers.get(slotKey(collection, slot)) ?? (documents.has(slot) ? slot : undefined);
        if (holder !== undefined) return { kind: "held", by: holder };
        if (slot !== id) markers.set(slotKey(collection, slot), id);
      }
      documents.set(id, copy(data));
      changed(collection);
      if (outboxEntry) add("outbox", outboxEntry);
      return { kind: "created" };
    },
    async list<T extends object = DocumentData>(collection: CollectionName, query: ListQuery) {
      return listSync<T>(collection, query);
    },
    watch<T extends object = DocumentData>(
      collection: CollectionName,
      query: ListQuery,
      listener: (items: StoredDocument<T>[], nextCursor: string | null) => void,
    ) {
      if (query.cursor) decodeCursor(query.cursor);
      let active = true;
      let scheduled = false;
      const schedule = () => {
        if (scheduled || !active) return;
        scheduled = true;
        queueMicrotask(() => {
          scheduled = false;
          if (!active) return;
          const page = listSync<T>(collection, query);
          listener(page.items, page.nextCursor);
        });
      };
      const set = listeners.get(collection) ?? new Set();
      listeners.set(collection, set);
      set.add(schedule);
      schedule();
      return () => {
        active = false;
        set.delete(schedule);
      };
    },
    async count(collection, where = []) {
      let total = 0;
      for (const data of of(collection).values()) if (where.every((filter) => matches(data, filter))) total += 1;
      return total;
    },
  };
}
