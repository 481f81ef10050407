import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";

export interface HeldRequest {
  method: string;
  url: string;
  /** Sends it on to the target after all. */
  pass(): void;
  /** Drops the connection without an answer. */
  drop(): void;
}

export interface HoldingProxy {
  /** `host:port` to give a client in place of the target's. */
  host: string;
  /** The next request `matches` accepts is held (not sent on) until the test passes or drops it. */
  holdNext(matches: (request: { method: string; url: string }) => boolean): Promise<HeldRequest>;
  stop(): Promise<void>;
}

/**
 * A plain HTTP/1.1 proxy in front of an emulator (`target`, host:port) that sends everything on, except
 * one request a test asks it to hold: so a test can stop a function at an exact point of its work
 * (e.g. between two calls to Cloud Storage) and do something to it there, such as kill its process.
 */
export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const [targetHost, targetPort] = target.split(":");
  let waiting: { matches: (r: { method: string; url: string }) => boolean; found: (held: HeldRequest) => void } | null =
    null;
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const upstream = request(
      { host: targetHost, port: Number(targetPort), method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    upstream.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const seen = { method: req.method ?? "GET", url: req.url ?? "/" };
      if (waiting?.matches(seen)) {
        const { found } = waiting;
        waiting = null;
        found({ ...seen, pass: () => forward(req, res, body), drop: () => res.destroy() });
        return;
      }
      forward(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${port}`,
    holdNext: (matches) => new Promise((found) => (waiting = { matches, found })),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
