import { searchTokensFor } from "~/shared/admin-lists";
import type { AdminAuditDocument, CreatorApplicationDocument } from "~/shared/documents";
import { forgetDuplicateOf } from "../consent/mailbox-flags";
import { deleteBefore, listPages } from "../list-pages";
import { CREATED_AT } from "../created-at";
import type { CollectionName, CorePorts, DocumentData } from "../ports";
import { sha256Hex } from "./common";
import { uploadPathsOf } from "./uploaded-files";

type Stores = Pick<CorePorts, "documents" | "files">;

/** What an activity entry about an erased record names instead of the record. */
export const ERASED_TARGET = "erased";
/** What an export's search text becomes once the address it named is erased. */
const ERASED_SEARCH = "(erased)";
/**
 * How long a tombstone is kept: longer than the oldest backup (docs/deploy.md, "Backups"), so every
 * restore that could bring an erased record back finds its tombstone.
 */
export const TOMBSTONE_DAYS = 15;

/**
 * Server-only (`erasures`): what one erasure or other deletion for good (a withdrawal, a reject, an
 * admin's delete, the clean-up of a never-confirmed sign-up) deleted, so a restore from a backup taken
 * before it deletes it again. It holds record ids (a sign-up's id is a hash of the address), SHA-256 hashes of file paths
 * (a path holds the applicant's file name) and activity entry ids: never the address.
 */
export interface ErasureTombstone {
  erasedAt: string;
  records: ErasedRecord[];
  files: Array<{ pathHash: string; applicationId: string }>;
  audit: { target: string[]; search: string[] };
}

/**
 * One deleted record. `createdAt` is its creation time as it was deleted (CREATED_AT's field): a
 * replay deletes only the document created then, never one made later under the same id (a sign-up's
 * id is a hash of the address, so the same person signing up again gets the same id).
 */
interface ErasedRecord {
  collection: CollectionName;
  id: string;
  createdAt?: string | null;
}

const createdAtOf = (collection: CollectionName, data: object): string | null => {
  const field = CREATED_AT[collection];
  const value = field ? (data as DocumentData)[field] : undefined;
  return typeof value === "string" ? value : null;
};

/** The record as a tombstone names it: its id and the creation time of the copy deleted. */
export const erasedRecord = (collection: CollectionName, id: string, data: object | null): ErasedRecord => ({
  collection,
  id,
  createdAt: data ? createdAtOf(collection, data) : null,
});

/**
 * Whether `data` is the copy a tombstone deleted: the same creation time when the tombstone has one,
 * else made no later than the erasure (a document without a creation time predates the field).
 */
function isErasedCopy(record: ErasedRecord, data: DocumentData, erasedAt: string): boolean {
  const created = createdAtOf(record.collection, data);
  if (created === null) return true;
  if (record.createdAt) return created === record.createdAt;
  return created <= erasedAt;
}

export const filePathHash = (path: string): string => sha256Hex(path);

/** Clears an activity entry about an erased record: what happened, by whom and when stay. */
export async function clearAuditTarget(ports: Stores, id: string, adminEmail: unknown): Promise<boolean> {
  const searchTokens = searchTokensFor.auditEntry({
    adminEmail: typeof adminEmail === "string" ? adminEmail : undefined,
    targetId: ERASED_TARGET,
  });
  return ports.documents.update("adminAudit", id, {
    targetId: ERASED_TARGET,
    details: { cleared: true },
    searchTokens,
  });
}

/** Clears the search text of a CSV export's entry; its list and filters stay. */
export async function clearAuditSearch(ports: Stores, id: string, details: AdminAuditDocument["details"]) {
  return ports.documents.update("adminAudit", id, { details: { ...details, search: ERASED_SEARCH } });
}

/**
 * The one way an application goes (the admin's reject, the applicant's withdrawal, an erasure):
 * its files first, so a failure leaves the document in place to retry, then the document, which
 * takes its status link's nonce with it. Null when the document was already gone.
 */
export async function deleteApplicationAndFiles(
  ports: Pick<CorePorts, "documents" | "files">,
  applicationId: string,
  application: Pick<CreatorApplicationDocument, "uploadedFiles">,
): Promise<number | null> {
  let deletedFiles = 0;
  for (const path of uploadPathsOf(application.uploadedFiles)) {
    // Only this application's files: one that another application holds is that one's to keep.
    const holder = await ports.files.claimHolder(path);
    if (holder && holder.applicationId !== applicationId) continue;
    if (await ports.files.delete(path)) deletedFiles += 1;
  }
  const deleted = await ports.documents.delete("creator_applications", applicationId);
  // Its status link's document, if a link was sent again, goes with it.
  await ports.documents.delete("status_links", applicationId);
  return deleted ? deletedFiles : null;
}

/** What deleting an application takes (the document, its status link, its files), for a tombstone. */
export async function applicationRecords(
  ports: Pick<CorePorts, "documents">,
  id: string,
  application: CreatorApplicationDocument,
): Promise<Pick<ErasureTombstone, "records" | "files">> {
  const link = await ports.documents.get("status_links", id);
  return {
    records: [erasedRecord("creator_applications", id, application), erasedRecord("status_links", id, link)],
    files: uploadPathsOf(application.uploadedFiles).map((path) => ({
      pathHash: filePathHash(path),
      applicationId: id,
    })),
  };
}

/**
 * Deletes an application as the product promises, at once and for good (the admin's reject, the
 * applicant's withdrawal): a tombstone makes every restore from an older backup delete it again.
 */
export async function deleteApplicationForGood(
  ports: CorePorts,
  id: string,
  application: CreatorApplicationDocument,
): Promise<number | null> {
  const gone = await applicationRecords(ports, id, application);
  const deletedFiles = await deleteApplicationAndFiles(ports, id, application);
  if (deletedFiles !== null) await recordErasure(ports, { ...gone, audit: { target: [], search: [] } });
  return deletedFiles;
}

/**
 * Deletes one record (not an application) for good: false when it was already gone. A tombstone makes
 * every restore from an older backup delete it again.
 */
export async function deleteRecordForGood(ports: CorePorts, collection: CollectionName, id: string): Promise<boolean> {
  const data = await ports.documents.get(collection, id);
  if (!data || !(await ports.documents.delete(collection, id))) return false;
  await forgetDuplicateOf(ports, collection, id);
  await recordErasure(ports, {
    records: [erasedRecord(collection, id, data)],
    files: [],
    audit: { target: [], search: [] },
  });
  return true;
}

export async function recordErasure(ports: CorePorts, tombstone: Omit<ErasureTombstone, "erasedAt">): Promise<void> {
  await ports.documents.create("erasures", { ...tombstone, erasedAt: ports.clock.now().toISOString() });
}

export interface ReplayCounts {
  erasures: number;
  records: number;
  files: number;
  auditEntries: number;
}

async function replayRecords(ports: Stores, tombstone: ErasureTombstone, counts: ReplayCounts) {
  for (const record of tombstone.records) {
    const { collection, id } = record;
    // A restored sign-up may be flagged against an erased one, whether or not that came back.
    await forgetDuplicateOf(ports, collection, id);
    const data = await ports.documents.get<DocumentData>(collection, id);
    if (!data || !isErasedCopy(record, data, tombstone.erasedAt)) continue;
    if (collection === "creator_applications") {
      const application = data as unknown as CreatorApplicationDocument;
      const deletedFiles = await deleteApplicationAndFiles(ports, id, application);
      if (deletedFiles !== null) {
        counts.records += 1;
        counts.files += deletedFiles;
      }
    } else if (await ports.documents.delete(collection, id)) counts.records += 1;
  }
}

async function replayAudit(ports: Stores, tombstone: ErasureTombstone, counts: ReplayCounts) {
  for (const id of tombstone.audit.target) {
    const entry = await ports.documents.get<AdminAuditDocument>("adminAudit", id);
    if (entry && entry.targetId !== ERASED_TARGET && (await clearAuditTarget(ports, id, entry.adminEmail))) {
      counts.auditEntries += 1;
    }
  }
  for (const id of tombstone.audit.search) {
    const entry = await ports.documents.get<AdminAuditDocument>("adminAudit", id);
    if (entry && entry.details?.search !== ERASED_SEARCH && (await clearAuditSearch(ports, id, entry.details))) {
      counts.auditEntries += 1;
    }
  }
}

/**
 * After a restore: every erasure recorded since the backup was taken is done again. Records and their
 * files go as the erasure deleted them (an application through its one deletion path); objects left
 * without their application go through `removeFiles` (the FileStore port cannot list), and the activity
 * entries are cleared again. Safe to run twice.
 */
export async function replayErasures(
  ports: Stores,
  removeFiles: (files: ErasureTombstone["files"]) => Promise<number>,
): Promise<ReplayCounts> {
  const counts: ReplayCounts = { erasures: 0, records: 0, files: 0, auditEntries: 0 };
  for await (const page of listPages<ErasureTombstone>(ports.documents, "erasures", {
    orderBy: "erasedAt",
    limit: 100,
  })) {
    for (const { data } of page.items) {
      counts.erasures += 1;
      await replayRecords(ports, data, counts);
      counts.files += await removeFiles(data.files);
      await replayAudit(ports, data, counts);
    }
  }
  return counts;
}

/** Tombstones older than every backup go (the daily sweep). */
export async function purgeErasureTombstones(ports: CorePorts): Promise<number> {
  const cutoff = new Date(ports.clock.now().getTime() - TOMBSTONE_DAYS * 86_400_000).toISOString();
  return deleteBefore(ports.documents, "erasures", "erasedAt", cutoff, 100);
}
