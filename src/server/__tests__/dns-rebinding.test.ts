import { request } from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser, bearer, type TestUser } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../testing/test-server";

/**
 * Listening on loopback keeps other machines out, not other sites: a page whose name is
 * re-pointed at 127.0.0.1 (DNS rebinding) is same-origin with the server and reads every answer.
 * Such a page can also mint an admin at the Auth emulator, which takes `Bearer owner` from any
 * origin. Only the Host header tells those requests apart, so the server must check it.
 */

let server: TestServer;
let admin: TestUser;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminUser();
  port = Number(new URL(server.baseUrl).port);
});
afterAll(() => server.close());

function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host, ...bearer(admin) } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A raw request, so the head can carry what a client library would refuse to send (two Host headers). */
function rawRequest(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => socket.write(head));
    let response = "";
    socket.on("data", (chunk: Buffer) => {
      response += chunk.toString();
      if (response.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", () => resolve(response));
    socket.on("error", reject);
  });
}

describe("requests that name another site (DNS rebinding)", () => {
  it("are refused when they carry two Host headers, whichever comes first", async () => {
    for (const hosts of [
      ["127.0.0.1", "rebind.evil.example"],
      ["rebind.evil.example", "127.0.0.1"],
      ["127.0.0.1", "127.0.0.1"],
    ]) {
      const head = `GET /api/nothing HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join("")}Connection: close\r\n\r\n`;
      expect(await rawRequest(head), hosts.join(" + ")).toMatch(/^HTTP\/1\.1 (400|403) /);
    }
  });

  it("are refused, admin data included", async () => {
    const answer = await getWithHost("/data/brand-signups", `rebind.evil.example:${port}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).not.toContain('"items"');
  });

  it("are refused when the name carries no port", async () => {
    const answer = await getWithHost("/data/creator-applications", "evil.example");
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).not.toContain('"items"');
  });

  it.each(["127.0.0.1", "localhost", "[::1]"])(
    "are answered when the host is the machine itself (%s)",
    async (name) => {
      const answer = await getWithHost("/data/brand-signups", `${name}:${port}`);
      expect(answer.status).toBe(200);
    },
  );
});
