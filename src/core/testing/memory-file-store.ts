import type { FileStore, StoredFileInfo } from "../ports";
import { parseUploadPath } from "../upload-paths";

export interface MemoryFileStore extends FileStore {
  put(path: string, info: StoredFileInfo): void;
  /** Every path a delete was asked for, in order. */
  readonly deleted: string[];
  has(path: string): boolean;
}

/** An in-memory FileStore for core tests; refuses any path that is not a checked upload path. */
export function createMemoryFileStore(): MemoryFileStore {
  const objects = new Map<string, StoredFileInfo>();
  const deleted: string[] = [];
  const check = (path: string) => {
    if (!parseUploadPath(path)) throw new Error(`Refusing object path "${path}"`);
  };
  return {
    deleted,
    put(path, info) {
      check(path);
      objects.set(path, { ...info });
    },
    has: (path) => objects.has(path),
    async stat(path) {
      check(path);
      const info = objects.get(path);
      return info ? { ...info } : null;
    },
    async delete(path) {
      check(path);
      deleted.push(path);
      return objects.delete(path);
    },
    async publicUrl(path) {
      check(path);
      return `/files/${path.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}
