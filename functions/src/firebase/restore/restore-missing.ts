import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { ADMIN_LIST_COLLECTIONS } from "@functions/core/handlers/admin-lists";
import { SIGN_UP_LISTS } from "@functions/core/consent/sign-up-lists";
import { COLLECTIONS, MAILBOX_SLOT_FIELD, type CollectionName, type DocumentData } from "@functions/core/ports";
import { searchTokensForList } from "~/shared/admin-lists";
import { createCloudStorageFileStore, FILE_CLAIMS } from "../adapters/cloud-storage-file-store";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { SEARCH_INDEX_COLLECTION, searchOrderField, slotEntry, slotMarker } from "../adapters/firestore-search-index";
import { UPLOAD_CAPS_COLLECTION, UPLOAD_GRANTS_COLLECTION } from "../adapters/firestore-upload-grants";
import { RATE_LIMIT_COLLECTION } from "../http/rate-limit";
import { DEFAULT_DATABASE, UPLOADS_DATABASE } from "../runtime/databases";
import type { Bucket, Collections, DataSnapshot } from "./data-snapshot";

/**
 * Never written back from a backup. Queues, counters and grants hold only while they are new: an
 * outbox entry restored fires the sendOutboxMail trigger again (a stale confirmation, a status link
 * replaced), a count restored spends an allowance twice, a grant allows an upload again. A backup's
 * tombstones are older than the live ones, and one the daily clean-up already dropped stays dropped.
 */
export const NEVER_RESTORED: readonly string[] = [
  "outbox",
  "daily_counts",
  // In the limits database now, which no backup keeps; a backup of (default) from before holds them too.
  RATE_LIMIT_COLLECTION,
  UPLOAD_CAPS_COLLECTION,
  UPLOAD_GRANTS_COLLECTION,
  "submission_receipts",
  "erasures",
];

/**
 * Made again rather than copied: the admin search's entries are written from the documents, as the
 * product writes them (with each document restored, then for every document in scope); a file claim is made again on the object as it is now
 * (a restored object is a new version, and a claim pins the version it was made on).
 */
export const REMADE: readonly string[] = [SEARCH_INDEX_COLLECTION, FILE_CLAIMS];

/** The project restored into: each Firestore database by name (firebase.json `firestore`) and the bucket. */
export interface LiveProject {
  databases: ReadonlyMap<string, Firestore>;
  bucket: Bucket;
}

export interface RestoreOptions {
  /** Collections written back with everything in them absent now (never those in NEVER_RESTORED). */
  collections?: (name: string) => boolean;
  /** Objects written back when absent now (all of them when not given). */
  objects?: (name: string) => boolean;
}

export interface RestoreCounts {
  documents: number;
  objects: number;
  claims: number;
}

/** The search tokens of a document of an admin list's collection, as the product writes them; null for other collections. */
function searchTokensOf(collection: CollectionName, data: DocumentData): string[] | null {
  const list = [...ADMIN_LIST_COLLECTIONS].find(([, listed]) => listed === collection)?.[0];
  return list ? searchTokensForList(list, data) : null;
}

const isPortCollection = (name: string): name is CollectionName => (COLLECTIONS as readonly string[]).includes(name);

function databaseOf(live: LiveProject, name: string): Firestore {
  const db = live.databases.get(name);
  if (!db) throw new Error(`The backup holds the ${name} database, which the restore was not given`);
  return db;
}

/** Copies the documents the live database lacks; what exists stays as it is (it may be newer than the backup). */
async function copyMissing(db: Firestore, collections: Collections, wanted: (name: string) => boolean) {
  const documents = db.databaseId === DEFAULT_DATABASE ? createFirestoreDocumentStore(db) : null;
  let copied = 0;
  for (const [name, stored] of collections) {
    if (NEVER_RESTORED.includes(name) || REMADE.includes(name) || !wanted(name)) continue;
    for (const [id, data] of stored) {
      if (documents && isPortCollection(name)) {
        const tokens = searchTokensOf(name, data);
        const write = { onCreate: tokens ? { ...data, searchTokens: tokens } : data, onUpdate: {} };
        if ((await documents.upsert(name, id, write)) === "created") copied += 1;
        // A document still there gets its entry written again from what it holds now, in case the entry was lost.
        else if (tokens)
          await documents.modify(name, id, (current) => ({ searchTokens: searchTokensOf(name, current) }));
        continue;
      }
      try {
        await db.collection(name).doc(id).create(data);
        copied += 1;
      } catch (error) {
        if ((error as { code?: number }).code !== 6) throw error;
      }
    }
  }
  return copied;
}

/**
 * Writes the admin search's entry of every document of the admin lists' collections in scope again, from
 * what the document holds now: the documents that were never lost may have lost their entries.
 */
async function rewriteSearchEntries(db: Firestore, wanted: (name: string) => boolean): Promise<void> {
  const documents = createFirestoreDocumentStore(db);
  for (const collection of ADMIN_LIST_COLLECTIONS.values()) {
    if (!wanted(collection)) continue;
    for (const { id } of await db.collection(collection).listDocuments()) {
      await documents.modify(collection, id, (current) => ({ searchTokens: searchTokensOf(collection, current) }));
    }
  }
}

/**
 * Gives each mailbox's slot (DocumentStore.createInSlot) to the mailbox's first entry there now, over whatever held
 * it before (a marker restored from nowhere, one whose entry is gone): as a marker, or named on the search entry of
 * the mailbox's own spelling when that is there and came later. Markers are search entries, made again rather than
 * copied. Entries stored before slots existed carry none and are left out.
 */
async function giveSlotsBack(db: Firestore, wanted: (name: string) => boolean): Promise<void> {
  for (const { collection } of Object.values(SIGN_UP_LISTS)) {
    if (!wanted(collection)) continue;
    const order = searchOrderField(collection);
    const first = new Map<string, { id: string; at: string }>();
    for (const entry of (await db.collection(collection).get()).docs) {
      const slot: unknown = entry.get(MAILBOX_SLOT_FIELD);
      if (typeof slot !== "string") continue;
      const at = String(entry.get(order) ?? "");
      const earliest = first.get(slot);
      if (!earliest || at < earliest.at) first.set(slot, { id: entry.id, at });
    }
    for (const [slot, { id }] of first) await giveSlot(db, collection, slot, id);
  }
}

async function giveSlot(db: Firestore, collection: CollectionName, slot: string, holder: string): Promise<void> {
  const place = slotEntry(db, collection, slot);
  await db.runTransaction(async (transaction) => {
    const own = await transaction.get(db.collection(collection).doc(slot));
    if (!own.exists) transaction.set(place, slotMarker(collection, holder));
    else transaction.set(place, { holder: holder === slot ? FieldValue.delete() : holder }, { merge: true });
  });
}

/** Claims again, for the application the backup names, each file that is back in the bucket and unclaimed now. */
async function claimAgain(live: LiveProject, claims: Map<string, DocumentData>): Promise<number> {
  const files = createCloudStorageFileStore(live.bucket, databaseOf(live, UPLOADS_DATABASE));
  let claimed = 0;
  for (const claim of claims.values()) {
    const { path, applicationId, claimedAt } = claim as {
      path?: unknown;
      applicationId?: unknown;
      claimedAt?: unknown;
    };
    if (typeof path !== "string" || typeof applicationId !== "string") continue;
    if (await files.claimHolder(path)) continue;
    const stamp = typeof claimedAt === "string" ? claimedAt : undefined;
    if ((await files.claim(path, applicationId, stamp)) === "claimed") claimed += 1;
  }
  return claimed;
}

/**
 * Writes back what `snapshot` holds and the project lacks now: objects missing from the bucket, then
 * documents missing from each database, with their admin search entries (and every other entry of the
 * collections in scope written again), then the claims on files that are back. What exists stays as it is (it may be newer than the backup); queues, counters and
 * tombstones (NEVER_RESTORED) are left as they are now, so every erasure since the backup is replayed after.
 */
export async function restoreMissing(
  live: LiveProject,
  snapshot: DataSnapshot,
  options: RestoreOptions = {},
): Promise<RestoreCounts> {
  const restored: RestoreCounts = { documents: 0, objects: 0, claims: 0 };
  const wanted = options.collections ?? (() => true);
  for (const object of snapshot.objects.values()) {
    if (options.objects && !options.objects(object.name)) continue;
    const file = live.bucket.file(object.name);
    if ((await file.exists())[0]) continue;
    await file.save(object.bytes, {
      resumable: false,
      contentType: object.contentType,
      metadata: { metadata: object.metadata },
      validation: "md5",
    });
    restored.objects += 1;
  }
  for (const [database, collections] of snapshot.databases) {
    restored.documents += await copyMissing(databaseOf(live, database), collections, wanted);
  }
  await rewriteSearchEntries(databaseOf(live, DEFAULT_DATABASE), wanted);
  await giveSlotsBack(databaseOf(live, DEFAULT_DATABASE), wanted);
  const claims = snapshot.databases.get(UPLOADS_DATABASE)?.get(FILE_CLAIMS);
  if (claims && wanted(FILE_CLAIMS)) restored.claims = await claimAgain(live, claims);
  return restored;
}
