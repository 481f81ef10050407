import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDir } from "../../../scripts/compress-build.mjs";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let site: string;

// Big enough for the build step to compress (it skips files under 1 KB).
const HOME = `<!doctype html><h1>home</h1>${"<p>Creators make videos for brands.</p>".repeat(60)}`;
const SCRIPT = `export const prices = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ tier: i })))};`;
const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), "compressed-site-"));
  mkdirSync(path.join(site, "assets"));
  mkdirSync(path.join(site, "media"));
  writeFileSync(path.join(site, "index.html"), HOME);
  writeFileSync(path.join(site, "__spa-fallback.html"), `<div>spa fallback</div>${" ".repeat(2000)}`);
  writeFileSync(path.join(site, "assets", "prices-abc123.js"), SCRIPT);
  writeFileSync(path.join(site, "assets", "tiny-abc123.js"), "console.log(1)");
  writeFileSync(path.join(site, "media", "clip.mp4"), VIDEO);
  await compressDir(site);
  server = await startTestServer({ staticDir: site });
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

/** Raw HTTP (fetch would ask for and undo the compression itself). */
function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(server.baseUrl + url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compressed delivery of the built site", () => {
  it("writes a Brotli and a gzip copy of text files over 1 KB, and none of small or binary files", () => {
    expect(zlib.brotliDecompressSync(readFileSync(path.join(site, "index.html.br"))).toString()).toBe(HOME);
    expect(zlib.gunzipSync(readFileSync(path.join(site, "assets", "prices-abc123.js.gz"))).toString()).toBe(SCRIPT);
    expect(() => readFileSync(path.join(site, "assets", "tiny-abc123.js.br"))).toThrow();
    expect(() => readFileSync(path.join(site, "media", "clip.mp4.gz"))).toThrow();
  });

  it("sends Brotli to a browser that takes it, with the page's type, its length and Vary", async () => {
    const response = await request("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(HOME.length / 4);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(HOME);
    // Security headers still apply to compressed responses.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends gzip when Brotli is refused or not offered, and honours q-values", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5", "x-gzip"]) {
      const response = await request("/assets/prices-abc123.js", { "accept-encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe("gzip");
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(zlib.gunzipSync(response.body).toString()).toBe(SCRIPT);
    }
    const any = await request("/assets/prices-abc123.js", { "accept-encoding": "*" });
    expect(any.headers["content-encoding"]).toBe("br");
  });

  it("sends the file as it is when nothing is accepted, still with Vary", async () => {
    const refusals: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of refusals) {
      const response = await request("/", headers);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.toString()).toBe(HOME);
    }
    const tiny = await request("/assets/tiny-abc123.js", { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("console.log(1)");
  });

  it("compresses the SPA fallback for client-only routes too", async () => {
    const response = await request("/dashboard", { "accept-encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(response.body).toString()).toContain("spa fallback");
  });

  it("answers HEAD with the same headers as GET and no body", async () => {
    const get = await request("/", { "accept-encoding": "br" });
    const head = await request("/", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-encoding", "content-length", "content-type", "vary", "etag"]) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it("gives each encoding its own ETag and answers a matching If-None-Match with 304", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(
        async (accept) => (await request("/", { "accept-encoding": accept })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
    const [brTag, , identityTag] = tags as [string, string, string];
    const cached = await request("/", { "accept-encoding": "br", "if-none-match": brTag });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.etag).toBe(brTag);
    expect(cached.headers.vary).toBe("Accept-Encoding");
    // A cached Brotli copy does not match what a client without Brotli gets.
    const other = await request("/", { "accept-encoding": "identity", "if-none-match": brTag });
    expect(other.status).toBe(200);
    expect(other.headers.etag).toBe(identityTag);
    expect(other.body.toString()).toBe(HOME);
  });

  it("serves Range requests from the file itself, never from a compressed copy", async () => {
    const part = await request("/", { "accept-encoding": "br, gzip", range: "bytes=0-14" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.headers["content-range"]).toBe(`bytes 0-14/${HOME.length}`);
    expect(part.body.toString()).toBe(HOME.slice(0, 15));

    const clip = await request("/media/clip.mp4", { "accept-encoding": "br, gzip", range: "bytes=100-199" });
    expect(clip.status).toBe(206);
    expect(clip.headers["content-encoding"]).toBeUndefined();
    expect(clip.headers.vary).toBeUndefined();
    expect(clip.body.equals(VIDEO.subarray(100, 200))).toBe(true);
  });

  it("sends the whole file when If-Range names the compressed copy", async () => {
    const brTag = (await request("/", { "accept-encoding": "br" })).headers.etag ?? "";
    const resumed = await request("/", { "accept-encoding": "br", range: "bytes=10-", "if-range": brTag });
    expect(resumed.status).toBe(200);
    expect(resumed.headers["content-encoding"]).toBeUndefined();
    expect(resumed.body.toString()).toBe(HOME);
    const identityTag = (await request("/")).headers.etag ?? "";
    const matching = await request("/", { range: "bytes=10-", "if-range": identityTag });
    expect(matching.status).toBe(206);
    expect(matching.body.toString()).toBe(HOME.slice(10));
  });
});
