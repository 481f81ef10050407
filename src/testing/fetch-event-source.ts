/**
 * Enough of the browser's EventSource for Node 20 (which has none), read over fetch streaming:
 * named events with `data`, `onerror` when the response is not an event stream or the
 * connection ends, and `close()`. Like the browser it refuses anything but a 200
 * `text/event-stream`; unlike it, it never reconnects by itself (the admin client does that).
 */
export class FetchEventSource {
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  private readonly controller = new AbortController();
  private dropped = false;

  constructor(
    readonly url: string,
    fetcher: typeof fetch = fetch,
  ) {
    void this.read(fetcher);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  close(): void {
    this.controller.abort();
  }

  /** Cuts the connection as a network drop would: unlike close(), the page hears an error. */
  drop(): void {
    this.dropped = true;
    this.controller.abort();
  }

  private async read(fetcher: typeof fetch): Promise<void> {
    try {
      const response = await fetcher(this.url, {
        headers: { accept: "text/event-stream" },
        signal: this.controller.signal,
      });
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !type.startsWith("text/event-stream") || !response.body) {
        throw new Error(`not an event stream: ${response.status} ${type}`);
      }
      const decoder = new TextDecoder();
      let buffered = "";
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffered.indexOf("\n\n")) >= 0) {
          this.dispatch(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      }
      throw new Error("the stream ended");
    } catch {
      if (this.dropped || !this.controller.signal.aborted) this.onerror?.(new Event("error"));
    }
  }

  private dispatch(block: string): void {
    let type = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      if (field === "event") type = value;
      else if (field === "data") data.push(value);
    }
    if (data.length === 0) return;
    const event = new MessageEvent("message", { data: data.join("\n") });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
