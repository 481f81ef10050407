import { createReadStream, type ReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { FileClaim, FileStore, StoredFileInfo } from "~/core/ports";
import { checkRange } from "~/core/file-ranges";
import { parseUploadPath } from "~/core/upload-paths";
import { UPLOAD_ROOT } from "~/shared/constants";
import { createKeyedLock } from "./keyed-lock";
import { fileUrl } from "~/core/object-paths";

/** A finished upload as the clean-up and the quota see it. */
export interface StoredUpload {
  path: string;
  ownerUid: string;
  size: number;
  /** When the upload finished: the timestamp its object name starts with. */
  uploadedAt: number;
  /** The application the file is part of, once one claimed it. */
  applicationId: string | null;
}

type StoredMeta = StoredFileInfo & { applicationId?: string; claimedAt?: string };

/** `put` never replaces a stored object (least of all a claimed one): the caller picks another path. */
export class ObjectExistsError extends Error {
  override name = "ObjectExistsError";
  constructor(objectPath: string) {
    super(`An object is already stored at "${objectPath}"`);
  }
}

export interface DiskFileStore extends FileStore {
  /**
   * Moves a finished upload into the store under `objectPath` (same disk: a hard link, then the
   * source goes). Throws ObjectExistsError, and leaves the source, when the path is taken.
   */
  put(objectPath: string, sourceFile: string, info: Omit<StoredFileInfo, "size">): Promise<StoredFileInfo>;
  /** Copies a file in (seed data, which may be seeded again over itself); the source stays. */
  copyIn(objectPath: string, sourceFile: string, info: Omit<StoredFileInfo, "size">): Promise<StoredFileInfo>;
  /** A stream of the object for playback (`range.end` inclusive, as `createReadStream` takes it). */
  stream(objectPath: string, range?: { start: number; end: number }): ReadStream;
  /** The uploader's own delete: refused once an application has claimed the file. */
  deleteUnclaimed(objectPath: string): Promise<"deleted" | "claimed" | "missing">;
  /** Every finished upload, or one uid's. */
  listUploads(ownerUid?: string): Promise<StoredUpload[]>;
}

/** Bytes [start, end) through an open handle: only that range is ever allocated or read. */
async function readRange(handle: fs.FileHandle, start: number, end: number): Promise<Uint8Array> {
  checkRange(start, end);
  const { size } = await handle.stat();
  const length = Math.max(0, Math.min(end, size) - start);
  const bytes = new Uint8Array(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(bytes, filled, length - filled, start + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled === length ? bytes : bytes.subarray(0, filled);
}

/**
 * Files on disk under `<root>/objects/<path>`, their metadata beside them under
 * `<root>/meta/<path>.json`, so the playback route can never serve a metadata file.
 */
// eslint-disable-next-line max-lines-per-function -- an adapter is one object implementing the FileStore port over one directory; each method is short, in the port's order, and proven by the port's contract suite
export function createDiskFileStore(root: string): DiskFileStore {
  const objectsDir = path.join(root, "objects");
  const metaDir = path.join(root, "meta");
  // Claims and the uploader's delete read, decide and write one file's metadata: one at a time.
  const exclusive = createKeyedLock();

  /** Refuses anything that would leave the store: the core checks paths too, this is the last line. */
  function locate(objectPath: string): { object: string; meta: string } {
    const segments = objectPath.split("/");
    const safe =
      segments.length >= 2 &&
      segments.every((segment) => segment !== "" && segment !== "." && segment !== ".." && !/[\\\0]/.test(segment));
    if (!safe) throw new Error(`Refusing object path "${objectPath}"`);
    return { object: path.join(objectsDir, ...segments), meta: path.join(metaDir, ...segments) + ".json" };
  }

  async function writeMeta(metaFile: string, info: StoredMeta): Promise<void> {
    await fs.mkdir(path.dirname(metaFile), { recursive: true });
    const temporary = `${metaFile}.${process.pid}.tmp`;
    await fs.writeFile(temporary, JSON.stringify(info));
    await fs.rename(temporary, metaFile);
  }

  async function readMeta(metaFile: string): Promise<StoredMeta | null> {
    try {
      return JSON.parse(await fs.readFile(metaFile, "utf8")) as StoredMeta;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async function remove(object: string, meta: string): Promise<boolean> {
    await fs.rm(meta, { force: true });
    try {
      await fs.unlink(object);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  async function listDirectory(directory: string): Promise<string[]> {
    return fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
  }

  async function store(objectPath: string, sourceFile: string, info: Omit<StoredFileInfo, "size">, move: boolean) {
    const { object, meta } = locate(objectPath);
    await fs.mkdir(path.dirname(object), { recursive: true });
    if (move) {
      // A link is created atomically or fails with EEXIST, where a rename would replace the file.
      await fs.link(sourceFile, object).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "EEXIST" ? new ObjectExistsError(objectPath) : error;
      });
      await fs.unlink(sourceFile);
    } else await fs.copyFile(sourceFile, object);
    const { size } = await fs.stat(object);
    const stored = { ...info, size };
    await writeMeta(meta, stored);
    return stored;
  }

  return {
    async stat(objectPath) {
      const { object, meta } = locate(objectPath);
      try {
        const [info, stats] = await Promise.all([fs.readFile(meta, "utf8"), fs.stat(object)]);
        const parsed = JSON.parse(info) as StoredFileInfo;
        return { size: stats.size, contentType: parsed.contentType, ownerUid: parsed.ownerUid };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(objectPath) {
      const { object, meta } = locate(objectPath);
      return exclusive(objectPath, () => remove(object, meta));
    },
    async deleteUnclaimed(objectPath) {
      const { object, meta } = locate(objectPath);
      return exclusive(objectPath, async () => {
        const info = await readMeta(meta);
        if (!info) return "missing";
        if (info.applicationId) return "claimed";
        return (await remove(object, meta)) ? "deleted" : "missing";
      });
    },
    async claim(objectPath, applicationId, claimedAt = new Date().toISOString()): Promise<FileClaim> {
      const { meta } = locate(objectPath);
      return exclusive(objectPath, async () => {
        const info = await readMeta(meta);
        if (!info) return "missing";
        if (info.applicationId && info.applicationId !== applicationId) return "taken";
        await writeMeta(meta, { ...info, applicationId, claimedAt });
        return "claimed";
      });
    },
    async claimHolder(objectPath) {
      const info = await readMeta(locate(objectPath).meta);
      return info?.applicationId ? { applicationId: info.applicationId, claimedAt: info.claimedAt ?? null } : null;
    },
    async release(objectPath, applicationId, claimedAt) {
      const { meta } = locate(objectPath);
      await exclusive(objectPath, async () => {
        const info = await readMeta(meta);
        if (info?.applicationId !== applicationId) return;
        if (claimedAt !== undefined && info.claimedAt !== claimedAt) return;
        const unclaimed = { ...info };
        delete unclaimed.applicationId;
        delete unclaimed.claimedAt;
        await writeMeta(meta, unclaimed);
      });
    },
    async listUploads(ownerUid) {
      const uploadsDir = path.join(metaDir, UPLOAD_ROOT);
      const uids = ownerUid === undefined ? await listDirectory(uploadsDir) : [ownerUid];
      const uploads: StoredUpload[] = [];
      for (const uid of uids) {
        for (const name of await listDirectory(path.join(uploadsDir, uid))) {
          const parsed = name.endsWith(".json") ? parseUploadPath(`${UPLOAD_ROOT}/${uid}/${name.slice(0, -5)}`) : null;
          const info = parsed && (await readMeta(locate(parsed.path).meta));
          if (!parsed || !info) continue;
          uploads.push({
            path: parsed.path,
            ownerUid: info.ownerUid,
            size: info.size,
            uploadedAt: Number(/^\d+/.exec(parsed.objectName)?.[0]),
            applicationId: info.applicationId ?? null,
          });
        }
      }
      return uploads;
    },
    async publicUrl(objectPath) {
      locate(objectPath);
      return fileUrl(objectPath);
    },
    async playbackUrl(objectPath) {
      // The embedded server plays every stored file from its own `/files/…` (loopback only).
      const exists = await fs.stat(locate(objectPath).object).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return false;
          throw error;
        },
      );
      return exists ? fileUrl(objectPath) : null;
    },
    put: (objectPath, sourceFile, info) => store(objectPath, sourceFile, info, true),
    copyIn: (objectPath, sourceFile, info) => store(objectPath, sourceFile, info, false),
    stream(objectPath, range) {
      return createReadStream(locate(objectPath).object, range);
    },
    async read(objectPath, start, end) {
      const { object } = locate(objectPath);
      const handle = await fs.open(object, "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!handle) return null;
      try {
        return await readRange(handle, start, end);
      } finally {
        await handle.close();
      }
    },
  };
}
