import { isDeepStrictEqual } from "node:util";
import type { App } from "firebase-admin/app";
import type { Caller } from "@functions/core/context";
import { listAdminItems, type AdminListPage } from "@functions/core/handlers/admin-lists";
import { deleteCreatorApplication } from "@functions/core/handlers/delete-creator-application";
import { deleteApplicationAndFiles } from "@functions/core/handlers/erasures";
import { uploadPathsOf } from "@functions/core/handlers/uploaded-files";
import type { CorePorts, DocumentData } from "@functions/core/ports";
import type { CreatorApplicationDocument } from "~/shared/documents";
import type { CloudStorageFileStore } from "@functions/firebase/adapters/cloud-storage-file-store";
import { takeSnapshot } from "@functions/firebase/restore/data-snapshot";
import { replayErasuresOnFirebase } from "@functions/firebase/restore/replay-erasures";
import { restoreMissing, type LiveProject } from "@functions/firebase/restore/restore-missing";

/** Seed applicants with videos: one lost and restored alone, one the admin rejects. */
export const LOST_APPLICATION = "demo-application-kwame";
const REJECTED_APPLICATION = "demo-application-ellie";
/** What docs/operations.md's "Restore one deleted application" restores. */
const RUNBOOK_COLLECTIONS = ["creator_applications", "status_links", "file_claims"];

export interface OneApplicationResult {
  id: string;
  /** The admin's searches (name, e-mail) and whether each found the application: before, after the loss, after the restore. */
  searches: Array<{ text: string; before: boolean; afterLoss: boolean; afterRestore: boolean; sameFields: boolean }>;
  /** Its files claimed for it again, of those it refers to. */
  claimed: { files: number; of: number };
  /** The application the admin rejected: found by the search, or its files back, after the same restore. */
  rejectedBack: boolean;
  ok: boolean;
}

interface Scenario {
  app: App;
  databases: readonly string[];
  live: LiveProject;
  ports: CorePorts & { files: CloudStorageFileStore };
  admin: Caller;
}

async function searchFor(scenario: Scenario, text: string, id: string): Promise<DocumentData | null> {
  const answer = await listAdminItems(
    { list: "creator-applications", search: text },
    { caller: scenario.admin },
    scenario.ports,
  );
  if (answer.status !== 200) throw new Error(`The admin's search failed: ${JSON.stringify(answer.body)}`);
  return (answer.body as AdminListPage).items.find((item) => item.id === id) ?? null;
}

function uploadsOf(uid: unknown): string {
  if (typeof uid !== "string") throw new Error("The seed's application has no uploader");
  return `creator-uploads/${uid}/`;
}

/**
 * docs/operations.md, "Restore one deleted application", on the emulators: one application is lost as the
 * product deletes an application (its files, then the document with its search entry and its status link)
 * but without the tombstone of a reject, as a faulty release or script would lose it; another is rejected by
 * the admin. Restored from a backup taken before, as the runbook does (its objects, then `restore-data`'s copy
 * of the runbook's collections and the replay), the lost one is found by the admin's search again with the
 * same fields and its files claimed for it; the rejected one stays gone.
 */
export async function restoreOneApplication(scenario: Scenario): Promise<OneApplicationResult> {
  const { documents } = scenario.ports;
  const application = await documents.get<CreatorApplicationDocument>("creator_applications", LOST_APPLICATION);
  const rejected = await documents.get<CreatorApplicationDocument>("creator_applications", REJECTED_APPLICATION);
  if (!application || !rejected) throw new Error("The seed's applications are missing");
  const texts = [`${application.firstName} ${application.lastName}`, application.email];
  const before = await Promise.all(texts.map((text) => searchFor(scenario, text, LOST_APPLICATION)));

  const backup = await takeSnapshot(scenario.app, scenario.databases, scenario.live.bucket);
  await deleteApplicationAndFiles(scenario.ports, LOST_APPLICATION, application);
  const rejection = await deleteCreatorApplication(
    { applicationId: REJECTED_APPLICATION },
    { caller: scenario.admin },
    scenario.ports,
  );
  if (rejection.status !== 200) throw new Error(`The reject failed: ${JSON.stringify(rejection.body)}`);
  const afterLoss = await Promise.all(texts.map((text) => searchFor(scenario, text, LOST_APPLICATION)));

  const prefixes = [uploadsOf(application.applicantUid), uploadsOf(rejected.applicantUid)];
  await restoreMissing(scenario.live, backup, {
    collections: (name) => RUNBOOK_COLLECTIONS.includes(name),
    objects: (name) => prefixes.some((prefix) => name.startsWith(prefix)),
  });
  await replayErasuresOnFirebase(scenario.ports);

  const afterRestore = await Promise.all(texts.map((text) => searchFor(scenario, text, LOST_APPLICATION)));
  const searches = texts.map((text, n) => ({
    text,
    before: before[n] !== null,
    afterLoss: afterLoss[n] !== null,
    afterRestore: afterRestore[n] !== null,
    sameFields: isDeepStrictEqual(afterRestore[n], before[n]),
  }));
  const paths = uploadPathsOf(application.uploadedFiles);
  const holders = await Promise.all(paths.map((path) => scenario.ports.files.claimHolder(path)));
  const claimed = {
    files: holders.filter((holder) => holder?.applicationId === LOST_APPLICATION).length,
    of: paths.length,
  };
  const rejectedFiles = await scenario.ports.files.listUploads(rejected.applicantUid!);
  const rejectedBack =
    (await searchFor(scenario, `${rejected.firstName} ${rejected.lastName}`, REJECTED_APPLICATION)) !== null ||
    rejectedFiles.length > 0;
  const ok =
    searches.every((search) => search.before && !search.afterLoss && search.afterRestore && search.sameFields) &&
    claimed.of > 0 &&
    claimed.files === claimed.of &&
    !rejectedBack;
  return { id: LOST_APPLICATION, searches, claimed, rejectedBack, ok };
}
