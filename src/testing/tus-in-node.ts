import type { UploadOptions as TusOptions } from "tus-js-client";

/**
 * The browser parts of tus-js-client that its Node build lacks, so the browser upload client
 * runs unchanged in Node: reading a File, the File fingerprint, and localStorage's upload list.
 */

type TusFileReader = NonNullable<TusOptions["fileReader"]>;
type TusUrlStorage = NonNullable<TusOptions["urlStorage"]>;
type PreviousUpload = Awaited<ReturnType<TusUrlStorage["findAllUploads"]>>[number];

/** The Node build reads Buffers and streams only; this gives it a File's bytes. */
export const fileReader: TusFileReader = {
  async openFile(input: File) {
    const bytes = Buffer.from(await input.arrayBuffer());
    return {
      size: bytes.length,
      slice: async (start: number, end: number) => {
        const value = bytes.subarray(start, end);
        // tus reads a chunk's length from `size`, as on a Blob.
        return { value: Object.assign(value, { size: value.length }), done: end >= bytes.length };
      },
      close: () => undefined,
    };
  },
};

/** The browser build's fingerprint (lib/browser/fileSignature.js), so a re-picked File is recognised. */
export const fingerprint = async (file: File, options: TusOptions) =>
  ["tus-br", file.name, file.type, file.size, file.lastModified, options.endpoint].join("-");

/** What localStorage keeps for the browser build: unfinished uploads to resume after a reload. */
export function createUrlStorage(): TusUrlStorage {
  const uploads = new Map<string, PreviousUpload & { fingerprint: string }>();
  let next = 0;
  return {
    findAllUploads: async () => [...uploads.values()],
    findUploadsByFingerprint: async (wanted) => [...uploads.values()].filter((upload) => upload.fingerprint === wanted),
    removeUpload: async (key) => void uploads.delete(key),
    async addUpload(fingerprint, upload) {
      const key = `tus::${fingerprint}::${next++}`;
      uploads.set(key, { ...upload, urlStorageKey: key, fingerprint });
      return key;
    },
  };
}
