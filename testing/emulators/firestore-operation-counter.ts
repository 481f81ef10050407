import { DocumentReference, Firestore, Query, Transaction, WriteBatch } from "firebase-admin/firestore";

/** Firestore's billed units of one operation: documents read and documents written. */
export interface OperationCount {
  reads: number;
  writes: number;
}

/** One counted operation: read or write, and where (`database/collection`, or `database/(query)`). */
export interface CountedOperation {
  kind: "read" | "write";
  at: string;
  /** Documents billed (a query's or an aggregate's reads). */
  units: number;
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
  /** What was counted since the last reset, in order. */
  operations: CountedOperation[];
  reset(): void;
  restore(): void;
} {
  const count: OperationCount = { reads: 0, writes: 0 };
  const operations: CountedOperation[] = [];
  /** A document's database and collection; a query's database (its collection is not public). */
  const where = (target: unknown) =>
    target instanceof DocumentReference
      ? `${target.firestore.databaseId}/${target.parent.id}`
      : `${(target as Query | undefined)?.firestore?.databaseId ?? "?"}/(query)`;
  const counted = (kind: CountedOperation["kind"], target: unknown, units: number) => {
    if (units === 0) return;
    count[kind === "read" ? "reads" : "writes"] += units;
    operations.push({ kind, at: where(target), units });
  };
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
      counted("write", args[0], 1);
      return original.apply(self, args as never[]);
    });
  }
  wrap(Firestore.prototype, "getAll", (original, self, args) => {
    for (const reference of args.filter(isReference)) counted("read", reference, 1);
    return original.apply(self, args as never[]);
  });
  wrap(Transaction.prototype, "getAll", (original, self, args) => {
    for (const reference of args.filter(isReference)) counted("read", reference, 1);
    return original.apply(self, args as never[]);
  });
  wrap(Transaction.prototype, "get", async (original, self, args) => {
    const [target] = args;
    const result = await (original.apply(self, args as never[]) as Promise<unknown>);
    if (isReference(target)) counted("read", target, 1);
    else if (isAggregate(target)) counted("read", target, aggregateReads(result));
    else counted("read", target, queryResultReads(result));
    return result;
  });
  wrap(Query.prototype, "get", async (original, self, args) => {
    const result = await (original.apply(self, args as never[]) as Promise<unknown>);
    counted("read", self, queryResultReads(result));
    return result;
  });
  wrap(aggregatePrototype, "get", async (original, self, args) => {
    const result = await (original.apply(self, args as never[]) as Promise<unknown>);
    counted("read", self, aggregateReads(result));
    return result;
  });
  return {
    count,
    operations,
    reset: () => {
      Object.assign(count, { reads: 0, writes: 0 });
      operations.length = 0;
    },
    restore: () => restores.reverse().forEach((restore) => restore()),
  };
}
