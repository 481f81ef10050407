/** One HTTP exchange with Firebase Storage, small enough to fake in tests. */
export interface StorageRequest {
  url: string;
  method: "GET" | "POST" | "DELETE";
  headers: Record<string, string>;
  body?: Blob | string;
  /** Bytes of the body handed to the network so far: a sign of life, never confirmation. */
  onSent?: (bytes: number) => void;
  signal?: AbortSignal;
}

export interface StorageResponse {
  status: number;
  header(name: string): string | null;
  text: string;
}

export type SendStorageRequest = (request: StorageRequest) => Promise<StorageResponse>;

/** No answer at all (connection lost, blocked, aborted): worth another try unless aborted. */
export class StorageNetworkError extends Error {
  override name = "StorageNetworkError";
}

/** XHR in browsers, for upload progress (fetch has none); fetch elsewhere (Node tests). */
export const sendStorageRequest: SendStorageRequest = (request) =>
  typeof XMLHttpRequest === "undefined" ? sendWithFetch(request) : sendWithXhr(request);

function sendWithXhr(request: StorageRequest): Promise<StorageResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onSent) xhr.upload.addEventListener("progress", (event) => request.onSent?.(event.loaded));
    const abort = () => xhr.abort();
    request.signal?.addEventListener("abort", abort, { once: true });
    const settle = (outcome: () => void) => {
      request.signal?.removeEventListener("abort", abort);
      outcome();
    };
    xhr.onload = () =>
      settle(() =>
        resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText }),
      );
    xhr.onerror = () => settle(() => reject(new StorageNetworkError("Network error")));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(new StorageNetworkError("Aborted")));
    xhr.send(request.body ?? null);
  });
}

async function sendWithFetch(request: StorageRequest): Promise<StorageResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
  } catch {
    throw new StorageNetworkError("Network error");
  }
  const size = request.body instanceof Blob ? request.body.size : (request.body?.length ?? 0);
  request.onSent?.(size);
  const text = await response.text().catch(() => "");
  return { status: response.status, header: (name) => response.headers.get(name), text };
}
