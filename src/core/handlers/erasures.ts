import { searchTokensFor } from "~/shared/admin-lists";
import type { AdminAuditDocument, CreatorApplicationDocument } from "~/shared/documents";
import type { CollectionName, CorePorts, ListPage } from "../ports";

type Stores = Pick<CorePorts, "documents" | "files">;
import { sha256Hex } from "./common";
import { deleteApplicationAndFiles } from "./delete-creator-application";

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
 * Server-only (`erasures`): what one erasure deleted, so a restore from a backup taken before it deletes
 * it again. It holds record ids (a sign-up's id is a hash of the address), SHA-256 hashes of file paths
 * (a path holds the applicant's file name) and activity entry ids: never the address.
 */
export interface ErasureTombstone {
  erasedAt: string;
  records: Array<{ collection: CollectionName; id: string }>;
  files: Array<{ pathHash: string; applicationId: string }>;
  audit: { target: string[]; search: string[] };
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
  for (const { collection, id } of tombstone.records) {
    if (collection === "creator_applications") {
      const application = await ports.documents.get<CreatorApplicationDocument>(collection, id);
      const deletedFiles = application ? await deleteApplicationAndFiles(ports, id, application) : null;
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
  let cursor: string | null = null;
  do {
    const page: ListPage<ErasureTombstone> = await ports.documents.list<ErasureTombstone>("erasures", {
      orderBy: "erasedAt",
      limit: 100,
      cursor,
    });
    for (const { data } of page.items) {
      counts.erasures += 1;
      await replayRecords(ports, data, counts);
      counts.files += await removeFiles(data.files);
      await replayAudit(ports, data, counts);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return counts;
}

/** Tombstones older than every backup go (the daily sweep). */
export async function purgeErasureTombstones(ports: CorePorts): Promise<number> {
  const cutoff = new Date(ports.clock.now().getTime() - TOMBSTONE_DAYS * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const page = await ports.documents.list("erasures", {
      orderBy: "erasedAt",
      limit: 100,
      where: [{ field: "erasedAt", op: "<", value: cutoff }],
    });
    for (const { id } of page.items) if (await ports.documents.delete("erasures", id)) removed += 1;
    if (!page.nextCursor) return removed;
  }
}
