// The Lighthouse section's anchor: each page's own prerendered HTML (build/client) with every script and
// module preload taken out, served by a tiny node:http server (brotli where the build has it, as the site
// serves it). Measured in the same run as the site, it is the floor this machine gives a page that runs no
// JavaScript: what the page's scripts add is the difference, whatever the machine's speed that day.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { register } from "tsx/esm/api";

// The site's own Content-Type table, so the anchor sends every file as the site does.
register();
const { CONTENT_TYPES } = await import("../src/firebase/hosting/site-files.ts");

/** The page's HTML as a visitor without JavaScript gets it: no script, no module preload. */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** Serves `root` on 127.0.0.1:`port`, every HTML page without its scripts; answers { close }. */
export async function serveAnchor(root, port) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://anchor.invalid");
    const clean = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, "");
    let file = path.join(root, clean);
    if (existsSync(path.join(file, "index.html"))) file = path.join(file, "index.html");
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const ext = path.extname(file);
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    let body;
    let encoded = false;
    if (ext === ".html") {
      body = Buffer.from(withoutScripts(await readFile(file, "utf8")));
      if (brotli) {
        body = brotliCompressSync(body);
        encoded = true;
      }
    } else if (brotli && existsSync(`${file}.br`)) {
      body = await readFile(`${file}.br`);
      encoded = true;
    } else {
      body = await readFile(file);
    }
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[ext.toLowerCase()] ?? "application/octet-stream",
      "content-length": body.length,
      "cache-control": "no-cache",
      ...(encoded ? { "content-encoding": "br", vary: "accept-encoding" } : {}),
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
