import { createHash } from "node:crypto";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import type { Storage } from "firebase-admin/storage";
import { UPLOAD_CAPS_COLLECTION, UPLOAD_GRANTS_COLLECTION } from "../adapters/firestore-upload-grants";
import { RATE_LIMIT_COLLECTION } from "../http/rate-limit";

type Bucket = ReturnType<Storage["bucket"]>;

export interface StoredObject {
  name: string;
  bytes: Buffer;
  contentType: string | undefined;
  /** The object's custom metadata (claims, the upload check's facts). */
  metadata: Record<string, string>;
  md5: string;
}

/**
 * Every document of every top-level collection and every object of the bucket, as a data-level export
 * holds them (docs/deploy.md, "Backups"): what a restore writes back and what a comparison reads.
 */
export interface DataSnapshot {
  collections: Map<string, Map<string, DocumentData>>;
  objects: Map<string, StoredObject>;
}

export async function readCollections(db: Firestore): Promise<DataSnapshot["collections"]> {
  const collections: DataSnapshot["collections"] = new Map();
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
    });
  }
  return objects;
}

export async function takeSnapshot(db: Firestore, bucket: Bucket): Promise<DataSnapshot> {
  const [collections, objects] = await Promise.all([readCollections(db), readObjects(bucket)]);
  return { collections, objects };
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
export function tallyCollections(collections: DataSnapshot["collections"]): Map<string, Tally> {
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

/**
 * Never written back from a backup. Queues, counters and grants hold only while they are new: an
 * outbox entry restored fires the sendOutboxMail trigger again (a stale confirmation, a status link
 * replaced), a count restored spends an allowance twice, a grant allows an upload again. A backup's
 * tombstones are older than the live ones, and one the daily clean-up already dropped stays dropped.
 */
export const NEVER_RESTORED: readonly string[] = [
  "outbox",
  "daily_counts",
  // In the limits database now; a backup of (default) from before holds them too.
  RATE_LIMIT_COLLECTION,
  UPLOAD_CAPS_COLLECTION,
  UPLOAD_GRANTS_COLLECTION,
  "submission_receipts",
  "erasures",
];

export interface RestoreOptions {
  /** Collections written back with everything in them absent now (never those in NEVER_RESTORED). */
  collections?: (name: string) => boolean;
}

/**
 * Writes back what `snapshot` holds and the project lacks now: documents missing from their collection,
 * objects missing from the bucket. What exists stays as it is (it may be newer than the backup); queues,
 * counters and tombstones (NEVER_RESTORED) are left as they are now, so every erasure since the backup
 * is replayed after.
 */
export async function restoreMissing(
  db: Firestore,
  bucket: Bucket,
  snapshot: DataSnapshot,
  options: RestoreOptions = {},
): Promise<{ documents: number; objects: number }> {
  const restored = { documents: 0, objects: 0 };
  for (const [name, documents] of snapshot.collections) {
    if (NEVER_RESTORED.includes(name) || (options.collections && !options.collections(name))) continue;
    for (const [id, data] of documents) {
      try {
        await db.collection(name).doc(id).create(data);
        restored.documents += 1;
      } catch (error) {
        if ((error as { code?: number }).code !== 6) throw error;
      }
    }
  }
  for (const object of snapshot.objects.values()) {
    const file = bucket.file(object.name);
    if ((await file.exists())[0]) continue;
    await file.save(object.bytes, {
      resumable: false,
      contentType: object.contentType,
      metadata: { metadata: object.metadata },
      validation: "md5",
    });
    restored.objects += 1;
  }
  return restored;
}
