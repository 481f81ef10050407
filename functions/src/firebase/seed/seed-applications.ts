import type { Firestore } from "firebase-admin/firestore";
import type { Storage } from "firebase-admin/storage";
import type { DocumentStore } from "@functions/core/ports";
import { checkFileReferences, verifyClaimedFiles } from "@functions/core/handlers/uploaded-files";
import { buildUploadPath, contentTypeForName } from "@functions/core/upload-paths";
import { searchTokensFor } from "~/shared/admin-lists";
import type { CreatorApplicationDocument, StoredUploadedFile } from "~/shared/documents";
import { uploadedFileSchema, type UploadedFile } from "~/shared/schemas/creator-application";
import { hasPortraitVideo } from "~/shared/video-facts";
import type { CloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import { createFirestoreUploadGrants } from "../adapters/firestore-upload-grants";
import { checkFinalizedUpload } from "../storage/upload-finalized";
import { DEMO_APPLICATIONS, type DemoApplication } from "./demo-applications";
import { daysAgoIso } from "./demo-data";
import { demoPosterAddress, readDemoVideo } from "./demo-posters";

type Bucket = ReturnType<Storage["bucket"]>;

interface SeedStores {
  db: Firestore;
  bucket: Bucket;
  files: CloudStorageFileStore;
  documents: DocumentStore;
}

/**
 * Each demo clip stored as the applicant's upload and put through what production runs on one: the
 * upload check (`checkUpload`'s own function), then the application's (its poster by the shared schema,
 * the claim, the server's reading of the stored bytes). So every fact the queue shows is the server's.
 */
async function uploadDemoVideos(application: DemoApplication, submittedAt: string, stores: SeedStores) {
  const uid = application.document.applicantUid;
  if (application.videos.length === 0) return [];
  if (!uid) throw new Error(`${application.id} has videos but no applicant uid`);
  const uploadCheck = () =>
    ({
      ok: true,
      runtime: { ports: { files: stores.files }, uploadGrants: createFirestoreUploadGrants(stores.db), log: () => {} },
    }) as const;
  const sent: UploadedFile[] = [];
  for (const video of application.videos) {
    const path = buildUploadPath(uid, new Date(submittedAt).getTime(), video.name);
    const contentType = contentTypeForName(video.name) ?? "video/mp4";
    await stores.bucket.file(path).save(readDemoVideo(video.source), { contentType, resumable: false });
    const checked = await checkFinalizedUpload(uploadCheck, path, {});
    if (checked.outcome !== "accepted") throw new Error(`The upload check refused ${video.source}`);
    const poster = demoPosterAddress(video.source);
    sent.push(uploadedFileSchema.parse({ name: video.name, url: path, ...(poster ? { poster } : {}) }));
  }
  const references = checkFileReferences(sent, uid);
  if (!references.ok) throw new Error(`${application.id}: ${references.failure.body.error}`);
  for (const file of references.files) await stores.files.claim(file.path, application.id);
  const verified = await verifyClaimedFiles(references.files, uid, stores.files);
  if (!verified.ok) throw new Error(`${application.id}: ${verified.failure.body.error}`);
  return verified.files;
}

/** The demo applications, with their videos in Storage, as the admin's review queue lists them. */
export async function seedDemoApplications(stores: SeedStores, now: Date, adminEmail: string): Promise<void> {
  for (const application of DEMO_APPLICATIONS) {
    const submittedAt = daysAgoIso(now, application.daysAgo);
    const uploadedFiles: StoredUploadedFile[] = await uploadDemoVideos(application, submittedAt, stores);
    const approval = application.approval;
    const document: CreatorApplicationDocument = {
      ...application.document,
      uploadedFiles,
      hasPortraitVideo: hasPortraitVideo(uploadedFiles),
      submittedAt,
      ...(approval
        ? {
            approvalType: approval.type,
            approvedAt: daysAgoIso(now, approval.daysAgo),
            approvedByEmail: adminEmail,
            approvalEmailSent: true,
          }
        : {}),
    };
    await stores.documents.set("creator_applications", application.id, {
      ...document,
      searchTokens: searchTokensFor.application(document),
    });
  }
}
