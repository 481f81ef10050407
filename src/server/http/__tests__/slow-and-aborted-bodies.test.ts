import net from "node:net";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { BODY_TIMEOUT_MS } from "../body";

let server: TestServer;
const logLines: string[] = [];
const MAX_CONNECTIONS = 30;

beforeAll(async () => {
  server = await startTestServer({ maxConnectionsPerClient: MAX_CONNECTIONS, log: (line) => logLines.push(line) });
});
afterAll(() => server.close());

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<{ response: string; afterMs: number }>;
}

/** A raw client that sends the request head and then only what the test writes. */
function openRequest(head: string): RawConnection {
  const port = Number(new URL(server.baseUrl).port);
  const started = Date.now();
  const socket = net.connect({ port, host: "127.0.0.1" });
  let response = "";
  socket.on("data", (chunk: Buffer) => (response += chunk.toString()));
  socket.on("error", () => {});
  socket.write(head);
  const closed = new Promise<{ response: string; afterMs: number }>((resolve) =>
    socket.once("close", () => resolve({ response, afterMs: Date.now() - started })),
  );
  return { socket, closed };
}

const contactHead = (length: number) =>
  "POST /api/contact-message HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("slow and aborted request bodies", () => {
  it(
    "closes 25 connections sending a byte every 2 s with 408 once the short body limit passes",
    async () => {
      const slow = Array.from({ length: 25 }, () => openRequest(contactHead(500)));
      const drip = setInterval(() => {
        for (const { socket } of slow) if (!socket.destroyed) socket.write("{");
      }, 2_000);
      try {
        const results = await Promise.all(slow.map((connection) => connection.closed));
        for (const { response, afterMs } of results) {
          expect(response).toMatch(/^HTTP\/1\.1 408 /);
          expect(afterMs).toBeLessThan(BODY_TIMEOUT_MS + 5_000);
        }
      } finally {
        clearInterval(drip);
      }
      expect(logLines.some((line) => line.includes("took too long") && line.includes("(408)"))).toBe(true);
    },
    BODY_TIMEOUT_MS + 15_000,
  );

  it("logs a client that hangs up mid-body as one 400 line, without a stack trace", async () => {
    logLines.length = 0;
    const aborted = openRequest(contactHead(1_000));
    aborted.socket.write('{"name":"Gone');
    await new Promise((resolve) => setTimeout(resolve, 100));
    aborted.socket.destroy();
    await aborted.closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines).toEqual(["[server] POST /api/contact-message: The request body was not fully received. (400)"]);
  });

  it(`refuses connections past ${MAX_CONNECTIONS} from one address, and accepts again once they close`, async () => {
    const held = Array.from({ length: MAX_CONNECTIONS }, () => openRequest("GET / HTTP/1.1\r\n"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const extra = openRequest("GET /api/nope HTTP/1.1\r\nHost: x\r\n\r\n");
    expect((await extra.closed).response).toBe("");
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    const response = await fetch(`${server.baseUrl}/api/nope`);
    expect(response.status).toBe(404);
  });
});

describe("an oversized body through the dev proxy (npm start)", () => {
  let vite: ViteDevServer;
  beforeAll(async () => {
    vite = await createViteServer({
      configFile: false,
      logLevel: "silent",
      server: { host: "127.0.0.1", port: 0, proxy: { "/api": server.baseUrl } },
    });
    await vite.listen();
  });
  afterAll(() => vite.close());

  it.each([200_000, 2_000_000])("arrives as 413 with the server's message (%i bytes), not 502", async (size) => {
    const address = vite.httpServer!.address() as net.AddressInfo;
    const message = "x".repeat(size);
    const response = await fetch(`http://127.0.0.1:${address.port}/api/contact-message`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Big", email: "big@example.com", message }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body is too large." });
  });
});
