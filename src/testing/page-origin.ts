import { Upload, type UploadOptions as TusOptions } from "tus-js-client";
import { FetchEventSource } from "./fetch-event-source";
import { createUrlStorage, fileReader, fingerprint } from "./tus-in-node";

// Node's own fetch, kept before a test puts the page's fetch in its place.
const nodeFetch = globalThis.fetch;

/**
 * The browser clients use same-origin paths ("/api/...", "/data/...", "/uploads/"). In Node those
 * mean nothing, so these stand-ins for fetch, EventSource and tus' Upload resolve them against
 * `origin`, as a page served from it would; everything else is the real thing.
 */
export function pageServedFrom(origin: string) {
  const resolve = (url: string | URL) => new URL(String(url), origin);
  const urlStorage = createUrlStorage();
  const started: Upload[] = [];
  const streams: FetchEventSource[] = [];

  const pageFetch: typeof fetch = (input, init) =>
    nodeFetch(typeof input === "string" || input instanceof URL ? resolve(input) : input, init);

  class PageEventSource extends FetchEventSource {
    constructor(url: string | URL) {
      super(resolve(url).href, nodeFetch);
      streams.push(this);
    }
  }

  class PageUpload extends Upload {
    constructor(file: File, options: TusOptions) {
      super(file, {
        ...options,
        endpoint: resolve(options.endpoint ?? "").href,
        fileReader,
        fingerprint,
        urlStorage,
      });
      started.push(this);
    }
  }

  return {
    fetch: pageFetch,
    EventSource: PageEventSource as unknown as typeof EventSource,
    Upload: PageUpload,
    /** Stops every upload without telling the server, as closing the tab does (finished ones ignore it). */
    closeTab(): void {
      for (const upload of started.splice(0)) void upload.abort(false);
    },
    /** Cuts every live stream as a network drop would. */
    dropStreams(): void {
      for (const stream of streams.splice(0)) stream.drop();
    },
  };
}
