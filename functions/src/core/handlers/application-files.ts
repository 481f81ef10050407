import { adminRecordSchema } from "~/shared/schemas/admin";
import { fail, ok, type HandlerResult } from "../context";
import { parseUploadReference } from "../upload-paths";
import { adminHandler } from "./common";

export const APPLICATION_NOT_FOUND = "Application not found";

/** Stored file reference (what the application holds as `url`) → an address the player can open now. */
export interface ApplicationFileAddresses {
  files: Record<string, string>;
}

/**
 * Input: `{ id }`. Admin only. For each file of the application that names one of our uploads (an
 * object path, a `/files/…` address, or an older Firebase download URL), the address the admin's
 * player opens: on Cloud Storage a signed URL that expires, so no stored value is ever a URL that
 * works for anyone. Files that are gone, and references to anything else, are left out.
 */
export const applicationFileAddresses = adminHandler(
  adminRecordSchema,
  async (input, context, ports): Promise<HandlerResult<ApplicationFileAddresses>> => {
    const application = await ports.documents.get("creator_applications", input.id);
    if (!application) return fail(404, APPLICATION_NOT_FOUND);
    const entries: unknown[] = Array.isArray(application.uploadedFiles) ? application.uploadedFiles : [];
    const files: Record<string, string> = {};
    for (const entry of entries) {
      const stored = typeof entry === "string" ? entry : (entry as { url?: unknown } | null)?.url;
      const reference = typeof stored === "string" ? parseUploadReference(stored) : null;
      if (!reference || typeof stored !== "string") continue;
      const address = await ports.files.playbackUrl(reference.path);
      if (address) files[stored] = address;
    }
    return ok({ files });
  },
);
