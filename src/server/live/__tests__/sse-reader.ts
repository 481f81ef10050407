/**
 * Reads a server-sent event stream: `next()` answers the items of the next `snapshot` event;
 * `ended(ms)` says whether the server ends the stream within `ms` (it reads the rest, so call
 * it after the snapshots you need).
 */
export function readLiveList(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let drained: Promise<true> | null = null;

  async function pull(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += value;
    return true;
  }

  return {
    async next(): Promise<Array<Record<string, unknown>>> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (event.includes("event: snapshot") && data) {
            return (JSON.parse(data) as { items: Array<Record<string, unknown>> }).items;
          }
          continue;
        }
        if (!(await pull())) throw new Error("stream ended");
      }
    },
    ended(withinMs: number): Promise<boolean> {
      drained ??= (async () => {
        while (await pull().catch(() => false)) buffer = "";
        return true as const;
      })();
      return Promise.race([drained, new Promise<false>((resolve) => setTimeout(() => resolve(false), withinMs))]);
    },
  };
}
