import type { Firestore } from "firebase-admin/firestore";
import { checkUploadedVideo } from "@functions/core/video/check-uploaded-video";
import { createCloudStorageFileStore } from "@functions/firebase/adapters/cloud-storage-file-store";

type Bucket = Parameters<typeof createCloudStorageFileStore>[0];

/**
 * The check `checkUpload` runs on a finished upload, for suites whose emulators fire no storage
 * trigger: it records the video's reading on the object, which the application function then reads.
 */
export async function runUploadCheck(bucket: Bucket, uploadsDb: Firestore, path: string): Promise<void> {
  const fileName = (path.split("/").pop() ?? "").replace(/^\d+-/, "");
  const checked = await checkUploadedVideo(createCloudStorageFileStore(bucket, uploadsDb), path, fileName);
  if (!checked.ok) throw new Error(`The upload check refused ${path}: ${checked.reason}`);
}
