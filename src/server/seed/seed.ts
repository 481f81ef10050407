import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { emailKey } from "~/core/handlers/common";
import type { DocumentStore } from "~/core/ports";
import { probeVideo } from "~/core/video/probe-video";
import type { StoredUploadedFile } from "~/shared/documents";
import type { DiskFileStore } from "../files/disk-file-store";
import { fileUrl, uploadObjectPath } from "~/core/object-paths";
import { DEMO_APPLICATIONS, DEMO_BRAND_SIGNUPS, DEMO_CONTACT_MESSAGES, daysAgoIso } from "~/firebase/seed/demo-data";

const MEDIA_DIR = fileURLToPath(new URL("./media/", import.meta.url));
export const SEED_MARKER = "demo-data-seeded.json";

/**
 * Writes the demo data once per data directory. Fixed ids make a half-finished run safe to
 * repeat; the marker, written last, keeps records the admin deleted from coming back.
 */
export async function seedDemoData({
  dataDir,
  documents,
  files,
  now = new Date(),
}: {
  dataDir: string;
  documents: DocumentStore;
  files: DiskFileStore;
  now?: Date;
}): Promise<boolean> {
  const marker = path.join(dataDir, SEED_MARKER);
  if (await fs.stat(marker).catch(() => null)) return false;

  for (const application of DEMO_APPLICATIONS) {
    const submittedAt = daysAgoIso(now, application.daysAgo);
    const uploadedFiles: StoredUploadedFile[] = [];
    for (const video of application.videos) {
      const contentType = video.media.endsWith(".mov") ? "video/quicktime" : "video/mp4";
      const objectPath = uploadObjectPath(video.ownerUid, video.media, contentType, new Date(submittedAt));
      const stored = await files.copyIn(objectPath, path.join(MEDIA_DIR, video.media), {
        contentType,
        ownerUid: video.ownerUid,
      });
      // The admin sees each video's length and size, as for a real application.
      const probe = await probeVideo(files, objectPath);
      const { durationSeconds, width, height } = probe.ok ? probe.video : {};
      const facts = { size: stored.size, durationSeconds, width, height, contentType };
      uploadedFiles.push({ name: video.media, url: fileUrl(objectPath), ...facts });
    }
    await documents.set("creator_applications", application.id, {
      ...application.document,
      uploadedFiles,
      submittedAt,
    });
  }

  for (const signup of DEMO_BRAND_SIGNUPS) {
    const createdAt = daysAgoIso(now, signup.daysAgo);
    const updatedAt = daysAgoIso(now, signup.daysAgo / 2);
    await documents.set("brand_signups", emailKey(signup.document.email), {
      ...signup.document,
      created_at: createdAt,
      updated_at: updatedAt,
    });
  }

  for (const message of DEMO_CONTACT_MESSAGES) {
    await documents.set("contact_messages", message.id, {
      ...message.document,
      createdAt: daysAgoIso(now, message.daysAgo),
    });
  }

  await fs.writeFile(marker, JSON.stringify({ seededAt: now.toISOString() }) + "\n");
  return true;
}
