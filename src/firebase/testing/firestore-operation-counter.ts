import { DocumentReference, Firestore, Query, Transaction, WriteBatch } from "firebase-admin/firestore";

/** Firestore's billed units of one operation: documents read and documents written. */
export interface OperationCount {
  reads: number;
  writes: number;
}

/** A query answered with no document is still billed one read. */
const queryReads = (documents: number) => Math.max(1, documents);
/** An aggregate count is billed one read per 1,000 index entries it counts (at least one). */
const countReads = (counted: number) => Math.max(1, Math.ceil(counted / 1000));

type Method = (...args: never[]) => unknown;
type AnyPrototype = Record<string, Method>;

/**
 * Counts what firebase-admin sends to Firestore in this process, wrapping the client's own classes:
 * every write goes through a WriteBatch (a document's create/set/update/delete makes one, and so
 * does a transaction's commit), every single-document read through `Firestore.getAll` or a
 * transaction's reader, every query through `Query.get` or `Transaction.get`. What the count
 * reflects is what the code asks for, including a write refused by its precondition.
 * `restore()` puts the originals back.
 */
export function countAdminFirestore(db: Firestore): {
  count: OperationCount;
  reset(): void;
  restore(): void;
} {
  const count: OperationCount = { reads: 0, writes: 0 };
  const restores: Array<() => void> = [];
  const wrap = (
    prototype: object,
    name: string,
    around: (original: Method, self: unknown, args: unknown[]) => unknown,
  ) => {
    const target = prototype as AnyPrototype;
    const original = target[name]!;
    target[name] = function (this: unknown, ...args: never[]) {
      return around(original, this, args);
    } as Method;
    restores.push(() => (target[name] = original));
  };
  const isReference = (value: unknown) => value instanceof DocumentReference;
  // Aggregate queries have no exported class: their prototype is the one `count()` answers.
  const aggregatePrototype = Object.getPrototypeOf(db.collection("operation_counter").count()) as object;
  const isAggregate = (value: unknown) => Object.getPrototypeOf(value) === aggregatePrototype;
  const aggregateReads = (snapshot: unknown) =>
    countReads(Number((snapshot as { data(): { count?: number } }).data().count ?? 0));
  const queryResultReads = (snapshot: unknown) => queryReads((snapshot as { size: number }).size);

  for (const name of ["create", "set", "update", "delete"]) {
    wrap(WriteBatch.prototype, name, (original, self, args) => {
      count.writes += 1;
      return original.apply(self, args as never[]);
    });
  }
  wrap(Firestore.prototype, "getAll", (original, self, args) => {
    count.reads += args.filter(isReference).length;
    return original.apply(self, args as never[]);
  });
  wrap(Transaction.prototype, "getAll", (original, self, args) => {
    count.reads += args.filter(isReference).length;
    return original.apply(self, args as never[]);
  });
  wrap(Transaction.prototype, "get", async (original, self, args) => {
    const [target] = args;
    const result = await (original.apply(self, args as never[]) as Promise<unknown>);
    if (isReference(target)) count.reads += 1;
    else if (isAggregate(target)) count.reads += aggregateReads(result);
    else count.reads += queryResultReads(result);
    return result;
  });
  wrap(Query.prototype, "get", async (original, self, args) => {
    const result = await (original.apply(self, args as never[]) as Promise<unknown>);
    count.reads += queryResultReads(result);
    return result;
  });
  wrap(aggregatePrototype, "get", async (original, self, args) => {
    const result = await (original.apply(self, args as never[]) as Promise<unknown>);
    count.reads += aggregateReads(result);
    return result;
  });
  return {
    count,
    reset: () => Object.assign(count, { reads: 0, writes: 0 }),
    restore: () => restores.reverse().forEach((restore) => restore()),
  };
}
