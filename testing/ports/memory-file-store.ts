import { checkRange } from "@functions/core/file-ranges";
import type { FileStore, StoredFileInfo } from "@functions/core/ports";
import { parseUploadPath } from "@functions/core/upload-paths";

export interface MemoryFileStore extends FileStore {
  /**
   * `content`: the object's first bytes; the rest, up to `info.size`, reads as zeros without being
   * allocated (so a test can store a "1 GB" video as its few kB of boxes).
   */
  put(path: string, info: StoredFileInfo, content?: Uint8Array): void;
  /** Every path a delete was asked for, in order. */
  readonly deleted: string[];
  has(path: string): boolean;
}

const copyOf = (info: StoredFileInfo): StoredFileInfo =>
  info.checkedVideo ? { ...info, checkedVideo: { ...info.checkedVideo } } : { ...info };

/**
 * An in-memory FileStore for core tests; refuses any path that is not a checked upload path. Each
 * `put` is a new version of the object (its own info record), as a new upload is a new generation.
 */
export function createMemoryFileStore(): MemoryFileStore {
  const objects = new Map<string, StoredFileInfo>();
  const contents = new Map<string, Uint8Array>();
  const claims = new Map<string, { applicationId: string; claimedAt: string }>();
  const deleted: string[] = [];
  const check = (path: string) => {
    if (!parseUploadPath(path)) throw new Error(`Refusing object path "${path}"`);
  };
  async function read(path: string, start: number, end: number): Promise<Uint8Array | null> {
    check(path);
    checkRange(start, end);
    const info = objects.get(path);
    if (!info) return null;
    const stop = Math.min(end, info.size);
    if (stop <= start) return new Uint8Array(0);
    const bytes = new Uint8Array(stop - start);
    bytes.set(contents.get(path)?.subarray(start, stop) ?? []);
    return bytes;
  }
  const claim: FileStore["claim"] = async (path, applicationId, claimedAt = new Date().toISOString()) => {
    check(path);
    if (!objects.has(path)) return "missing";
    const current = claims.get(path);
    if (current && current.applicationId !== applicationId) return "taken";
    claims.set(path, { applicationId, claimedAt });
    return "claimed";
  };
  return {
    deleted,
    put(path, info, content) {
      check(path);
      if (content && content.byteLength > info.size) throw new Error("The content is longer than info.size");
      objects.set(path, { ...info });
      if (content) contents.set(path, content.slice());
      else contents.delete(path);
    },
    has: (path) => objects.has(path),
    async stat(path) {
      check(path);
      const info = objects.get(path);
      return info ? copyOf(info) : null;
    },
    async delete(path) {
      check(path);
      deleted.push(path);
      claims.delete(path);
      contents.delete(path);
      return objects.delete(path);
    },
    claim,
    async claimWithInfo(path, applicationId, claimedAt) {
      const outcome = await claim(path, applicationId, claimedAt);
      const info = outcome === "claimed" ? objects.get(path) : undefined;
      return { outcome, info: info ? copyOf(info) : null };
    },
    async claimHolder(path) {
      check(path);
      const current = objects.has(path) ? claims.get(path) : undefined;
      return current ? { ...current } : null;
    },
    async release(path, applicationId, claimedAt) {
      check(path);
      const current = claims.get(path);
      if (current?.applicationId !== applicationId) return;
      if (claimedAt !== undefined && current.claimedAt !== claimedAt) return;
      claims.delete(path);
    },
    read,
    async open(path) {
      check(path);
      const version = objects.get(path);
      if (!version) return null;
      return {
        info: copyOf(version),
        read: (start, end) => read(path, start, end),
        async recordCheckedVideo(video) {
          if (objects.get(path) !== version) return false;
          version.checkedVideo = { ...video };
          return true;
        },
      };
    },
    async publicUrl(path) {
      check(path);
      return `/files/${path.split("/").map(encodeURIComponent).join("/")}`;
    },
    async playbackUrl(path) {
      check(path);
      return objects.has(path) ? `/files/${path.split("/").map(encodeURIComponent).join("/")}` : null;
    },
  };
}
