import { fail, type ErrorStatus } from "../context";
import type { CorePorts, FileClaimHolder, FileStore, StoredFileInfo } from "../ports";
import { PENDING_LEASE_MS } from "./duplicate-window";

type Failure = { status: ErrorStatus; body: { error: string } };

/** A file to claim: its object path and the name the applicant knows it by. */
export interface FileToClaim {
  path: string;
  name: string;
}

/** Gives back the files of an application that was not stored after all. */
export async function releaseUploadedFiles(
  files: readonly FileToClaim[],
  applicationId: string,
  store: FileStore,
): Promise<void> {
  for (const file of files) await store.release(file.path, applicationId);
}

/**
 * Frees a file held by an application that never appeared: claimed at least a lease ago (an attempt
 * is taken to have died after PENDING_LEASE_MS, as in the duplicate window) and no such application
 * stored. The release compares the claim's stamp, so a writer that stored its application and
 * renewed its claims meanwhile keeps them. Claims without a stamp (older data) are left alone.
 */
export async function releaseOrphanClaim(
  ports: Pick<CorePorts, "documents" | "files" | "clock">,
  path: string,
  holder: FileClaimHolder,
): Promise<boolean> {
  if (!holder.claimedAt) return false;
  if (ports.clock.now().getTime() - Date.parse(holder.claimedAt) < PENDING_LEASE_MS) return false;
  if (await ports.documents.get("creator_applications", holder.applicationId)) return false;
  await ports.files.release(path, holder.applicationId, holder.claimedAt);
  return true;
}

/**
 * Claims every file for `applicationId` (claiming again renews the claim's stamp): a file belongs
 * to one application only, and from then on its uploader can no longer remove or replace it. A
 * file held by an application that never appeared (a crash between claiming and storing) is freed
 * first. All or nothing: on a refusal, the files claimed here are given back. Answers what `stat`
 * answers of each version claimed, by path.
 */
export async function claimUploadedFiles(
  files: readonly FileToClaim[],
  applicationId: string,
  ports: Pick<CorePorts, "documents" | "files" | "clock">,
): Promise<{ ok: true; claimed: ReadonlyMap<string, StoredFileInfo> } | { ok: false; failure: Failure }> {
  const claimed: FileToClaim[] = [];
  const infos = new Map<string, StoredFileInfo>();
  for (const file of files) {
    const at = ports.clock.now().toISOString();
    let { outcome, info } = await ports.files.claimWithInfo(file.path, applicationId, at);
    if (outcome === "taken") {
      const holder = await ports.files.claimHolder(file.path);
      if (!holder || (await releaseOrphanClaim(ports, file.path, holder))) {
        ({ outcome, info } = await ports.files.claimWithInfo(file.path, applicationId, at));
      }
    }
    if (info) infos.set(file.path, info);
    if (outcome !== "claimed") {
      await releaseUploadedFiles(claimed, applicationId, ports.files);
      const message =
        outcome === "taken"
          ? `${file.name} is already part of another application.`
          : `${file.name} was not found. Please upload it again.`;
      return { ok: false, failure: fail(outcome === "taken" ? 409 : 400, message) };
    }
    claimed.push(file);
  }
  return { ok: true, claimed: infos };
}
