import { createHash } from "node:crypto";
import type { App } from "firebase-admin/app";
import { getFirestore, type DocumentData, type Firestore } from "firebase-admin/firestore";
import type { Storage } from "firebase-admin/storage";

export type Bucket = ReturnType<Storage["bucket"]>;

export interface StoredObject {
  name: string;
  bytes: Buffer;
  contentType: string | undefined;
  /** The object's custom metadata (claims, the upload check's facts). */
  metadata: Record<string, string>;
  md5: string;
  /** The object's version: a file claim pins the one it was made on. */
  generation: string;
}

/** Per collection, its documents by id. */
export type Collections = Map<string, Map<string, DocumentData>>;

/**
 * Every document of every top-level collection of each database (firebase.json `firestore`) and every
 * object of the bucket, as a data-level export holds them (docs/deploy.md, "Backups"): what a restore
 * writes back and what a comparison reads.
 */
export interface DataSnapshot {
  /** Per database name (`(default)`, `uploads`), its collections. */
  databases: Map<string, Collections>;
  objects: Map<string, StoredObject>;
}

export async function readCollections(db: Firestore): Promise<Collections> {
  const collections: Collections = new Map();
  for (const collection of await db.listCollections()) {
    const documents = new Map<string, DocumentData>();
    for (const document of (await collection.get()).docs) documents.set(document.id, document.data());
    collections.set(collection.id, documents);
  }
  return collections;
}

export async function readObjects(bucket: Bucket): Promise<DataSnapshot["objects"]> {
  const objects: DataSnapshot["objects"] = new Map();
  const [files] = await bucket.getFiles();
  for (const file of files) {
    const [bytes] = await file.download();
    const [metadata] = await file.getMetadata();
    const custom = Object.fromEntries(
      Object.entries(metadata.metadata ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
      ),
    );
    objects.set(file.name, {
      name: file.name,
      bytes,
      contentType: metadata.contentType,
      metadata: custom,
      md5: createHash("md5").update(bytes).digest("base64"),
      generation: String(metadata.generation ?? ""),
    });
  }
  return objects;
}

export async function takeSnapshot(app: App, databases: readonly string[], bucket: Bucket): Promise<DataSnapshot> {
  const [objects, ...read] = await Promise.all([
    readObjects(bucket),
    ...databases.map((name) => readCollections(getFirestore(app, name))),
  ]);
  return { databases: new Map(databases.map((name, n) => [name, read[n]!])), objects };
}

/** JSON with sorted keys and Firestore's timestamps as ISO text, so equal data hashes alike. */
function canonical(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if ("toDate" in value && typeof value.toDate === "function") return { timestamp: value.toDate().toISOString() };
  if (Array.isArray(value)) return value.map(canonical);
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, canonical(record[key])]),
  );
}

export interface Tally {
  count: number;
  checksum: string;
}

const digest = (lines: string[]) => createHash("sha256").update(lines.sort().join("\n")).digest("hex").slice(0, 12);

/** Per collection: the number of documents and a checksum over their ids and contents. */
export function tallyCollections(collections: Collections): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const [name, documents] of collections) {
    const lines = [...documents].map(([id, data]) => `${id}\t${JSON.stringify(canonical(data))}`);
    if (lines.length > 0) tallies.set(name, { count: lines.length, checksum: digest(lines) });
  }
  return tallies;
}

/** Per top-level prefix (`creator-uploads/`, …): the number of objects and a checksum over names, bytes and metadata. */
export function tallyObjects(objects: DataSnapshot["objects"]): Map<string, Tally> {
  const lines = new Map<string, string[]>();
  for (const object of objects.values()) {
    const prefix = `${object.name.split("/")[0]}/`;
    const line = `${object.name}\t${object.md5}\t${object.contentType}\t${JSON.stringify(canonical(object.metadata))}`;
    lines.set(prefix, [...(lines.get(prefix) ?? []), line]);
  }
  return new Map([...lines].map(([prefix, entries]) => [prefix, { count: entries.length, checksum: digest(entries) }]));
}
