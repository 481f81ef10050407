import { createReadStream, type ReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { FileStore, StoredFileInfo } from "~/core/ports";
import { fileUrl } from "./object-paths";

export interface DiskFileStore extends FileStore {
  /** Moves a finished upload into the store under `objectPath` (same disk: a rename). */
  put(objectPath: string, sourceFile: string, info: Omit<StoredFileInfo, "size">): Promise<StoredFileInfo>;
  /** Copies a file in (seed data); the source stays. */
  copyIn(objectPath: string, sourceFile: string, info: Omit<StoredFileInfo, "size">): Promise<StoredFileInfo>;
  read(objectPath: string, range?: { start: number; end: number }): ReadStream;
}

/**
 * Files on disk under `<root>/objects/<path>`, their metadata beside them under
 * `<root>/meta/<path>.json`, so the playback route can never serve a metadata file.
 */
export function createDiskFileStore(root: string): DiskFileStore {
  const objectsDir = path.join(root, "objects");
  const metaDir = path.join(root, "meta");

  /** Refuses anything that would leave the store: the core checks paths too, this is the last line. */
  function locate(objectPath: string): { object: string; meta: string } {
    const segments = objectPath.split("/");
    const safe =
      segments.length >= 2 &&
      segments.every((segment) => segment !== "" && segment !== "." && segment !== ".." && !/[\\\0]/.test(segment));
    if (!safe) throw new Error(`Refusing object path "${objectPath}"`);
    return { object: path.join(objectsDir, ...segments), meta: path.join(metaDir, ...segments) + ".json" };
  }

  async function writeMeta(metaFile: string, info: StoredFileInfo): Promise<void> {
    await fs.mkdir(path.dirname(metaFile), { recursive: true });
    const temporary = `${metaFile}.${process.pid}.tmp`;
    await fs.writeFile(temporary, JSON.stringify(info));
    await fs.rename(temporary, metaFile);
  }

  async function store(objectPath: string, sourceFile: string, info: Omit<StoredFileInfo, "size">, move: boolean) {
    const { object, meta } = locate(objectPath);
    await fs.mkdir(path.dirname(object), { recursive: true });
    if (move) await fs.rename(sourceFile, object);
    else await fs.copyFile(sourceFile, object);
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
      await fs.rm(meta, { force: true });
      try {
        await fs.unlink(object);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    async publicUrl(objectPath) {
      locate(objectPath);
      return fileUrl(objectPath);
    },
    put: (objectPath, sourceFile, info) => store(objectPath, sourceFile, info, true),
    copyIn: (objectPath, sourceFile, info) => store(objectPath, sourceFile, info, false),
    read(objectPath, range) {
      return createReadStream(locate(objectPath).object, range);
    },
  };
}
