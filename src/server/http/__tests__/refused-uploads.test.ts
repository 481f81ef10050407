/** Refused uploads give their sockets back; a global cap stands beside the per-address one (docs/security.md). */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { REFUSED_BODY_ALLOWANCE } from "../body";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maxConnections: 40 });
});
afterAll(() => server.close());

function connect(): { socket: net.Socket; closed: Promise<{ response: string; afterMs: number }> } {
  const started = Date.now();
  const socket = net.connect({ port: Number(new URL(server.baseUrl).port), host: "127.0.0.1" });
  let response = "";
  socket.on("data", (chunk: Buffer) => (response += chunk.toString()));
  socket.on("error", () => {});
  const closed = new Promise<{ response: string; afterMs: number }>((resolve) =>
    socket.once("close", () => resolve({ response, afterMs: Date.now() - started })),
  );
  return { socket, closed };
}

describe("refused uploads", () => {
  it(
    "a tokenless PATCH trickling its 8 MiB chunk gets 401 at once and loses its connection within the allowance",
    async () => {
      const slow = Array.from({ length: 20 }, () => {
        const connection = connect();
        connection.socket.write(
          "PATCH /uploads/some-upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\n" +
            `Content-Type: application/offset+octet-stream\r\nContent-Length: ${8 * 1024 * 1024}\r\n\r\n`,
        );
        return connection;
      });
      const drip = setInterval(() => {
        for (const { socket } of slow) if (!socket.destroyed) socket.write("x".repeat(100));
      }, 500);
      try {
        const results = await Promise.all(slow.map((connection) => connection.closed));
        for (const { response, afterMs } of results) {
          expect(response).toMatch(/^HTTP\/1\.1 401 /);
          expect(response).toMatch(/\r\nconnection: close\r\n/i);
          expect(afterMs).toBeLessThan(REFUSED_BODY_ALLOWANCE.maxMs + 3_000);
        }
      } finally {
        clearInterval(drip);
      }
    },
    REFUSED_BODY_ALLOWANCE.maxMs + 15_000,
  );

  it("past the global cap a new connection is closed at once, and the server answers again once sockets free", async () => {
    const held = Array.from({ length: 40 }, () => connect());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const extra = connect();
    extra.socket.write("GET /api/nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const { response } = await extra.closed;
    expect(response).toBe("");
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${server.baseUrl}/api/nothing`)).status).toBe(404);
  });
});
