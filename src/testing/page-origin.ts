import { Upload, type UploadOptions as TusOptions } from "tus-js-client";
import { FetchEventSource } from "./fetch-event-source";

type TusFileReader = NonNullable<TusOptions["fileReader"]>;

// Node's own fetch, kept before a test puts the page's fetch in its place.
const nodeFetch = globalThis.fetch;

/**
 * tus-js-client's Node build reads Buffers and streams only; the browser hands it a File.
 * This reader gives it the File's bytes, so the browser clients can pass Files in Node too.
 */
const fileReader: TusFileReader = {
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

/**
 * The browser clients use same-origin paths ("/api/...", "/data/...", "/uploads/"). In Node those
 * mean nothing, so these stand-ins for fetch, EventSource and tus' Upload resolve them against
 * `origin`, as a page served from it would; everything else is the real thing.
 */
export function pageServedFrom(origin: string) {
  const resolve = (url: string | URL) => new URL(String(url), origin);

  const pageFetch: typeof fetch = (input, init) =>
    nodeFetch(typeof input === "string" || input instanceof URL ? resolve(input) : input, init);

  class PageEventSource extends FetchEventSource {
    constructor(url: string | URL) {
      super(resolve(url).href, nodeFetch);
    }
  }

  class PageUpload extends Upload {
    constructor(file: File, options: TusOptions) {
      super(file, { ...options, endpoint: resolve(options.endpoint ?? "").href, fileReader });
    }
  }

  return { fetch: pageFetch, EventSource: PageEventSource as unknown as typeof EventSource, Upload: PageUpload };
}
