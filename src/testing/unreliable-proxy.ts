import net from "node:net";

/** What happens to the connection carrying the byte at the trip point. */
type Fault = "drop" | "freeze";

export interface UnreliableProxy {
  /** http://127.0.0.1:port, forwarding to the target. */
  origin: string;
  /** Bytes passed from clients to the target so far. */
  sentUpstream(): number;
  /**
   * Once `bytes` more have gone upstream, the connection carrying them is dropped (both sockets
   * destroyed, as a lost network does) or frozen (open, but nothing more passes, as a hung
   * mobile link does). One fault per call; later connections pass normally.
   */
  faultAfter(bytes: number, fault: Fault): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real server that can cut or hang a connection mid-request. With
 * `bytesPerSecond`, uploads pass at that pace, as over a phone link (bytes queue in the sockets'
 * buffers, "sent" long before the server has them).
 */
export async function startUnreliableProxy(
  target: string,
  { bytesPerSecond = Infinity }: { bytesPerSecond?: number } = {},
): Promise<UnreliableProxy> {
  const { hostname, port } = new URL(target);
  let upstreamBytes = 0;
  let armed: { at: number; fault: Fault } | null = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    let frozen = false;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on("error", () => undefined);
    }
    upstream.pipe(client);
    upstream.on("drain", () => frozen || client.resume());
    client.on("data", (chunk: Buffer) => {
      if (frozen) return;
      let pass = chunk;
      const trip = armed && upstreamBytes + chunk.length >= armed.at ? armed : null;
      if (trip) {
        armed = null;
        pass = chunk.subarray(0, trip.at - upstreamBytes);
      }
      upstreamBytes += pass.length;
      const flowing = upstream.write(pass);
      if (trip?.fault === "drop") {
        client.destroy();
        upstream.destroy();
      } else if (trip?.fault === "freeze") {
        frozen = true;
        client.pause();
      } else if (bytesPerSecond !== Infinity) {
        client.pause();
        setTimeout(() => frozen || client.resume(), (pass.length / bytesPerSecond) * 1000);
      } else if (!flowing) {
        client.pause();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: proxyPort } = server.address() as net.AddressInfo;

  return {
    origin: `http://127.0.0.1:${proxyPort}`,
    sentUpstream: () => upstreamBytes,
    faultAfter(bytes, fault) {
      armed = { at: upstreamBytes + bytes, fault };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
