import { createHash, randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import type { Storage } from "firebase-admin/storage";
import { z } from "zod";
import { checkRange } from "@functions/core/file-ranges";
import type { CheckedVideo, FileClaim, FileStore, OpenedFile, StoredFileInfo } from "@functions/core/ports";
import { parseUploadPath } from "@functions/core/upload-paths";
import { UPLOAD_CONTENT_TYPES, UPLOAD_ROOT } from "~/shared/constants";
import { UPLOADS_DATABASE } from "../runtime/databases";

type Bucket = ReturnType<Storage["bucket"]>;
type File = ReturnType<Bucket["file"]>;
/** What the adapter reads of an object's metadata (the JSON API's object resource). */
interface FileMetadata {
  generation?: string | number;
  metageneration?: string | number;
  size?: string | number;
  contentType?: string;
  timeCreated?: string;
  metadata?: Record<string, unknown> | null;
}

/**
 * Server-only collection of the `uploads` database (whose rules deny every client): which application
 * owns a file. Not in (default), so a function granted only the uploads database reads no person's data.
 */
export const FILE_CLAIMS = "file_claims";
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
const PAGE_SIZE = 1000;

/** A finished upload as the clean-ups and the quota see it. */
export interface StoredUpload {
  path: string;
  ownerUid: string;
  size: number;
  /** When the object was finalised (Storage's timeCreated), in ms. */
  uploadedAt: number;
  /** The application the file is part of, once one claimed it. */
  applicationId: string | null;
  /** Whether the object still carries a Firebase download token (a URL that opens it for anyone). */
  downloadToken: boolean;
}

/** How long a playback address the functions hand the admin stays valid. */
export const PLAYBACK_URL_LIFETIME_MS = 60 * 60 * 1000;

export interface CloudStorageFileStore extends FileStore {
  /** Records what the content check found (duration, picture size) in the object's metadata. */
  describe(path: string, facts: Record<string, string | number>): Promise<void>;
  /** Every finished upload under creator-uploads/, or one uid's. */
  listUploads(ownerUid?: string): Promise<StoredUpload[]>;
  /**
   * Removes the object's Firebase download tokens, so no `…?alt=media&token=` URL opens it (the
   * browser SDK's upload gives every object one). False when the object is gone.
   */
  withdrawDownloadTokens(path: string): Promise<boolean>;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Object names are literal in Cloud Storage; these are refused anyway, like on disk. */
function checkedPath(path: string): string {
  const segments = path.split("/");
  const safe =
    segments.length >= 2 &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== ".." && !/[\\\0]/.test(segment));
  if (!safe) throw new Error(`Refusing object path "${path}"`);
  return path;
}

const customMetadata = (metadata: FileMetadata) => (metadata.metadata ?? {}) as Record<string, unknown>;

/**
 * The object metadata key of the upload check's reading, written by checkUpload onto the generation it
 * read. storage.rules let an uploader set no metadata key of its own, and nobody but the functions update one.
 */
const CHECKED_VIDEO = "checkedVideo";

const checkedVideoSchema = z.object({
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  durationSeconds: z.number(),
  width: z.number(),
  height: z.number(),
  codec: z.string(),
  codecString: z.string(),
  hdr: z.boolean(),
  frameRate: z.number().nullable(),
  hasAudio: z.boolean(),
}) satisfies z.ZodType<CheckedVideo>;

/** The recorded reading, or undefined when there is none or it is not one (never a partial one). */
function checkedVideoOf(metadata: FileMetadata): CheckedVideo | undefined {
  const recorded = customMetadata(metadata)[CHECKED_VIDEO];
  if (typeof recorded !== "string") return undefined;
  try {
    const parsed = checkedVideoSchema.safeParse(JSON.parse(recorded));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const claimId = (path: string) => createHash("sha256").update(path, "utf8").digest("hex");

/**
 * The FileStore port over Cloud Storage (firebase-admin). The owner is the uid in the object's
 * path (storage.rules lets only that uid create there). A claim is a Firestore document created
 * with an exists=false precondition (so one application wins), mirrored in the object's metadata
 * as `applicationId`, which storage.rules reads to refuse the uploader's delete.
 */
/** `attachment` with the file's chosen name (its path's last part, less the upload's time prefix), ASCII-safe. */
function attachmentDisposition(path: string): string {
  const name = (path.split("/").pop() ?? "video").replace(/^\d+-/, "") || "video";
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface CloudStorageOptions {
  /**
   * The Storage emulator's host:port, given only under the emulators (FunctionsConfig.storageEmulatorHost):
   * there the admin's player gets a download-token URL. Never read from the environment, so an emulator
   * variable left in a production environment cannot make playback write a token onto a real object.
   */
  emulatorHost?: string;
}

// eslint-disable-next-line max-lines-per-function -- an adapter is one object implementing the FileStore port over one bucket; each method is short, in the port's order, and proven by the port's contract suite
export function createCloudStorageFileStore(
  bucket: Bucket,
  uploadsDb: Firestore,
  options: CloudStorageOptions = {},
): CloudStorageFileStore {
  // Claims kept in (default) would put them beside people's data, and checkUpload's grant has no read there.
  if (uploadsDb.databaseId !== UPLOADS_DATABASE)
    throw new Error(`File claims live in the ${UPLOADS_DATABASE} database, not ${uploadsDb.databaseId}`);
  const claims = uploadsDb.collection(FILE_CLAIMS);

  async function metadataOf(file: File): Promise<FileMetadata | null> {
    try {
      const [metadata] = await file.getMetadata();
      return metadata as FileMetadata;
    } catch (error) {
      if (codeOf(error) === 404) return null;
      throw error;
    }
  }

  /**
   * Mirrors the claim into the object's metadata; with `generation`, only onto that version of it.
   * Answers the object's metadata as the mirror left it, or null when it is gone or was replaced.
   */
  async function setApplication(
    file: File,
    applicationId: string | null,
    generation?: string,
  ): Promise<FileMetadata | null> {
    try {
      const [metadata] = await file.setMetadata(
        { metadata: { applicationId } },
        generation ? { ifGenerationMatch: generation } : {},
      );
      return metadata as FileMetadata;
    } catch (error) {
      // 404: gone; 412: replaced by another upload since it was looked at.
      if (codeOf(error) === 404 || codeOf(error) === 412) return null;
      throw error;
    }
  }

  /** A claim (see FileStore.claim) and, when claimed, the claimed version's metadata as its mirror left it. */
  async function claimFile(
    path: string,
    applicationId: string,
    claimedAt: string,
  ): Promise<{ outcome: FileClaim; metadata: FileMetadata | null }> {
    const file = bucket.file(checkedPath(path));
    const metadata = await metadataOf(file);
    if (!metadata) return { outcome: "missing", metadata: null };
    const claim = claims.doc(claimId(path));
    let generation = String(metadata.generation ?? "");
    try {
      await claim.create({ path, applicationId, claimedAt, generation });
    } catch (error) {
      if (codeOf(error) !== ALREADY_EXISTS) throw error;
      const current = await claim.get();
      if (current.get("applicationId") !== applicationId) {
        return { outcome: current.exists ? "taken" : "missing", metadata: null };
      }
      generation = String(current.get("generation") ?? "");
      try {
        // Renewing moves the stamp, so a release decided on the old one no longer applies.
        await claim.update({ claimedAt }, { lastUpdateTime: current.updateTime! });
      } catch (renewError) {
        if (codeOf(renewError) === NOT_FOUND || codeOf(renewError) === FAILED_PRECONDITION) {
          return { outcome: "taken", metadata: null };
        }
        throw renewError;
      }
    }
    // The object now named by the path must be the version claimed (the uploader may have
    // replaced it in between); from the mirror on, storage.rules refuse its delete.
    const mirrored = await setApplication(file, applicationId, generation || undefined);
    if (mirrored) return { outcome: "claimed", metadata: mirrored };
    await claim.delete().catch(() => undefined);
    return { outcome: "missing", metadata: null };
  }

  /** The object's version a claim pinned, so reads see the bytes that were claimed and no others. */
  async function pinnedFile(path: string): Promise<File> {
    const generation = (await claims.doc(claimId(path)).get()).get("generation") as unknown;
    return typeof generation === "string" && generation
      ? bucket.file(checkedPath(path), { generation })
      : bucket.file(checkedPath(path));
  }

  const infoOf = (path: string, metadata: FileMetadata): StoredFileInfo => {
    const checkedVideo = checkedVideoOf(metadata);
    return {
      size: Number(metadata.size ?? 0),
      contentType: metadata.contentType ?? "",
      ownerUid: parseUploadPath(path)?.uid ?? String(customMetadata(metadata).ownerUid ?? ""),
      ...(checkedVideo ? { checkedVideo } : {}),
    };
  };

  /**
   * One claim lookup and one metadata GET, then each read is one ranged GET of the generation seen
   * here (the claimed one when a claim pinned it), so every byte read comes from the same version.
   */
  async function open(path: string): Promise<OpenedFile | null> {
    const metadata = await metadataOf(await pinnedFile(path));
    if (!metadata) return null;
    const info = infoOf(path, metadata);
    const generation = String(metadata.generation ?? "");
    const file = bucket.file(checkedPath(path), generation ? { generation } : {});
    return {
      info,
      async recordCheckedVideo(video) {
        if (!generation) return false;
        try {
          // Only onto the generation read: an object that replaced it carries no reading of its bytes.
          await bucket
            .file(checkedPath(path))
            .setMetadata({ metadata: { [CHECKED_VIDEO]: JSON.stringify(video) } }, { ifGenerationMatch: generation });
          return true;
        } catch (error) {
          if (codeOf(error) === 404 || codeOf(error) === 412) return false;
          throw error;
        }
      },
      async read(start, end) {
        checkRange(start, end);
        const last = Math.min(end, info.size);
        if (start >= last) return new Uint8Array(0);
        try {
          const [bytes] = await file.download({ start, end: last - 1 });
          return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (codeOf(error) === 404) return null;
          throw error;
        }
      },
    };
  }

  /**
   * The Storage emulator cannot sign URLs (no service account), so there the admin's player gets a
   * download-token URL, the one kind of credential-free address the emulator serves.
   */
  async function emulatorPlaybackUrl(emulator: string, path: string, file: File, metadata: FileMetadata) {
    let token = String(customMetadata(metadata).firebaseStorageDownloadTokens ?? "").split(",")[0];
    if (!token) {
      token = randomUUID();
      await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
    }
    return `http://${emulator}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  }

  return {
    async stat(path) {
      const metadata = await metadataOf(await pinnedFile(path));
      return metadata ? infoOf(path, metadata) : null;
    },
    async delete(path) {
      let deleted = true;
      try {
        await bucket.file(checkedPath(path)).delete();
      } catch (error) {
        if (codeOf(error) !== 404) throw error;
        deleted = false;
      }
      // Also when the object was already gone: the claim names its path (the uploader's uid, the file's name).
      await claims.doc(claimId(path)).delete();
      return deleted;
    },
    async publicUrl(path) {
      // The path itself: it opens nothing; the admin's player asks the functions for an address.
      return checkedPath(path);
    },
    async playbackUrl(path) {
      const file = await pinnedFile(path);
      const metadata = await metadataOf(file);
      if (!metadata) return null;
      if (options.emulatorHost)
        return emulatorPlaybackUrl(options.emulatorHost, path, bucket.file(checkedPath(path)), metadata);
      // V4 signing through the runtime's service account (IAM signBlob; docs/deploy.md).
      const [url] = await file.getSignedUrl({
        version: "v4",
        action: "read",
        expires: Date.now() + PLAYBACK_URL_LIFETIME_MS,
      });
      return url;
    },
    async withdrawDownloadTokens(path) {
      try {
        await bucket.file(checkedPath(path)).setMetadata({ metadata: { firebaseStorageDownloadTokens: null } });
        return true;
      } catch (error) {
        if (codeOf(error) === 404) return false;
        throw error;
      }
    },
    async claim(path, applicationId, claimedAt = new Date().toISOString()) {
      return (await claimFile(path, applicationId, claimedAt)).outcome;
    },
    async claimWithInfo(path, applicationId, claimedAt = new Date().toISOString()) {
      const { outcome, metadata } = await claimFile(path, applicationId, claimedAt);
      return { outcome, info: metadata ? infoOf(path, metadata) : null };
    },
    async claimHolder(path) {
      const current = await claims.doc(claimId(path)).get();
      const applicationId = current.get("applicationId") as unknown;
      if (!current.exists || typeof applicationId !== "string") return null;
      const claimedAt = current.get("claimedAt") as unknown;
      return { applicationId, claimedAt: typeof claimedAt === "string" ? claimedAt : null };
    },
    async release(path, applicationId, claimedAt) {
      const claim = claims.doc(claimId(path));
      const current = await claim.get();
      if (current.get("applicationId") !== applicationId) return;
      if (claimedAt !== undefined && current.get("claimedAt") !== claimedAt) return;
      const file = bucket.file(checkedPath(path));
      // The mirror as it stands before the claim goes; it is cleared only if nothing wrote it since.
      const mirror = await metadataOf(file);
      try {
        // The claim document is the truth, and it goes first, only as it was read: a claim renewed
        // meanwhile (its application was stored after all) keeps the file, and nothing was touched.
        await claim.delete({ lastUpdateTime: current.updateTime! });
      } catch (error) {
        if (codeOf(error) === FAILED_PRECONDITION || codeOf(error) === NOT_FOUND) return;
        throw error;
      }
      // Until here the mirror kept refusing the uploader's delete. A claim made since the document
      // went has written the mirror (a new metageneration), so this no longer applies to it. Left
      // behind by a crash, a mirror without a claim document only keeps the file from its uploader
      // until the sweep or the next claim.
      if (!mirror || customMetadata(mirror).applicationId !== applicationId) return;
      try {
        await file.setMetadata(
          { metadata: { applicationId: null } },
          { ifMetagenerationMatch: String(mirror.metageneration ?? "") },
        );
      } catch (error) {
        if (codeOf(error) !== 404 && codeOf(error) !== 412) throw error;
      }
    },
    async read(path, start, end) {
      checkRange(start, end);
      return (await open(path))?.read(start, end) ?? null;
    },
    open,
    async describe(path, facts) {
      const values = Object.fromEntries(Object.entries(facts).map(([key, value]) => [key, String(value)]));
      // A checked video is served as a download under the name it was chosen with: media elements ignore
      // this, and the admin's download link (another origin, where `download` is ignored) saves the file.
      await bucket
        .file(checkedPath(path))
        .setMetadata({ contentDisposition: attachmentDisposition(path), metadata: values });
    },
    async listUploads(ownerUid) {
      const uploads: StoredUpload[] = [];
      let pageToken: string | undefined;
      do {
        const prefix = ownerUid === undefined ? `${UPLOAD_ROOT}/` : `${UPLOAD_ROOT}/${ownerUid}/`;
        const [files, next] = await bucket.getFiles({ prefix, maxResults: PAGE_SIZE, pageToken, autoPaginate: false });
        for (const file of files) {
          const parsed = parseUploadPath(file.name);
          if (!parsed) continue;
          const metadata = file.metadata as FileMetadata;
          const applicationId = customMetadata(metadata).applicationId;
          uploads.push({
            path: parsed.path,
            ownerUid: parsed.uid,
            size: Number(metadata.size ?? 0),
            uploadedAt: Date.parse(metadata.timeCreated ?? "") || 0,
            applicationId: typeof applicationId === "string" && applicationId ? applicationId : null,
            downloadToken: Boolean(customMetadata(metadata).firebaseStorageDownloadTokens),
          });
        }
        pageToken = (next as { pageToken?: string } | null)?.pageToken;
      } while (pageToken);
      return uploads;
    },
  };
}
