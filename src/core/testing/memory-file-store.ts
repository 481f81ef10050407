import { checkRange } from "../file-ranges";
import type { FileStore, StoredFileInfo } from "../ports";
import { parseUploadPath } from "../upload-paths";

export interface MemoryFileStore extends FileStore {
  /** `content`: the object's bytes (absent: `info.size` zero bytes, never allocated whole). */
  put(path: string, info: StoredFileInfo, content?: Uint8Array): void;
  /** Every path a delete was asked for, in order. */
  readonly deleted: string[];
  has(path: string): boolean;
}

/** An in-memory FileStore for core tests; refuses any path that is not a checked upload path. */
export function createMemoryFileStore(): MemoryFileStore {
  const objects = new Map<string, StoredFileInfo>();
  const contents = new Map<string, Uint8Array>();
  const claims = new Map<string, string>();
  const deleted: string[] = [];
  const check = (path: string) => {
    if (!parseUploadPath(path)) throw new Error(`Refusing object path "${path}"`);
  };
  return {
    deleted,
    put(path, info, content) {
      check(path);
      if (content && content.byteLength !== info.size) throw new Error("The content's size differs from info.size");
      objects.set(path, { ...info });
      if (content) contents.set(path, content.slice());
      else contents.delete(path);
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
      contents.delete(path);
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
    async read(path, start, end) {
      check(path);
      checkRange(start, end);
      const info = objects.get(path);
      if (!info) return null;
      const stop = Math.min(end, info.size);
      if (stop <= start) return new Uint8Array(0);
      return contents.get(path)?.slice(start, stop) ?? new Uint8Array(stop - start);
    },
    async publicUrl(path) {
      check(path);
      return `/files/${path.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}
