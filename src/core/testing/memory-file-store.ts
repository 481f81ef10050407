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
  const claims = new Map<string, string>();
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
      claims.delete(path);
      return objects.delete(path);
    },
    async claim(path, applicationId) {
      check(path);
      if (!objects.has(path)) return "missing";
      const current = claims.get(path);
      if (current && current !== applicationId) return "taken";
      claims.set(path, applicationId);
      return "claimed";
    },
    async release(path, applicationId) {
      check(path);
      if (claims.get(path) === applicationId) claims.delete(path);
    },
    async publicUrl(path) {
      check(path);
      return `/files/${path.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}
