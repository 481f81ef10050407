import { DocumentReference, Firestore, Query, Transaction, WriteBatch } from "firebase-admin/firestore";
import type { DatabaseGrant } from "@functions/firebase/runtime/databases";

/** One request firebase-admin makes: the database, what it does, and the document (a query: its database only). */
export interface FirestoreAccess {
  database: string;
  operation: "get" | "query" | "create" | "set" | "update" | "delete";
  path: string | null;
}

type Method = (...args: never[]) => unknown;

/**
 * Records every Firestore request of this process, wrapping firebase-admin's own classes as
 * firestore-operation-counter.ts does: document reads go through `Firestore.getAll` or a
 * transaction's reader, queries through `Query.get`, and every write (a document's own, a batch's, a
 * transaction's) through a WriteBatch. `restore()` puts the originals back.
 */
export function recordFirestoreAccess(): { accesses: FirestoreAccess[]; restore(): void } {
  const accesses: FirestoreAccess[] = [];
  const restores: Array<() => void> = [];
  const wrap = (prototype: object, name: string, record: (self: unknown, args: unknown[]) => void) => {
    const target = prototype as Record<string, Method>;
    const original = target[name]!;
    target[name] = function (this: unknown, ...args: never[]) {
      record(this, args);
      return original.apply(this, args);
    } as Method;
    restores.push(() => (target[name] = original));
  };
  const documentAccess = (operation: FirestoreAccess["operation"], value: unknown) => {
    if (value instanceof DocumentReference)
      accesses.push({ database: value.firestore.databaseId, operation, path: value.path });
    else if (value instanceof Query)
      accesses.push({ database: value.firestore.databaseId, operation: "query", path: null });
  };
  for (const operation of ["create", "set", "update", "delete"] as const)
    wrap(WriteBatch.prototype, operation, (_self, [reference]) => documentAccess(operation, reference));
  for (const prototype of [Firestore.prototype, Transaction.prototype])
    wrap(prototype, "getAll", (_self, args) => args.forEach((reference) => documentAccess("get", reference)));
  wrap(Transaction.prototype, "get", (_self, [target]) => documentAccess("get", target));
  wrap(Query.prototype, "get", (self) => documentAccess("query", self));
  return { accesses, restore: () => restores.reverse().forEach((restore) => restore()) };
}

/**
 * The accesses a function's grants (FUNCTION_DATABASES) would refuse: any in a database it is not
 * granted, and anything but a delete where it may only delete.
 */
export function refusedAccesses(
  accesses: readonly FirestoreAccess[],
  grants: Partial<Record<string, DatabaseGrant>>,
): FirestoreAccess[] {
  return accesses.filter((access) => {
    const grant = grants[access.database];
    return grant === undefined || (grant === "delete" && access.operation !== "delete");
  });
}
