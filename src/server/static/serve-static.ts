import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { inlineScriptHashes } from "../http/security-headers";
import { sendFile } from "../http/send-file";
import { negotiateFile } from "./precompressed";
import { CLIENT_ONLY_PATHS, CONTENT_TYPES } from "~/firebase/hosting/site-files";


export const SPA_FALLBACK = "__spa-fallback.html";
/** The prerendered not-found page (scripts/not-found-page.mjs), served with status 404 as Hosting serves it. */
export const NOT_FOUND_PAGE = "404.html";


export function isClientOnlyPath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  return CLIENT_ONLY_PATHS.some((pattern) =>
    pattern.endsWith("/**") ? trimmed.startsWith(pattern.slice(0, -2)) : trimmed === pattern,
  );
}

async function fileStats(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Each page's CSP allows exactly its own inline scripts (React Router's hydration data and
 * module loader) by hash, computed once per file version, so no page needs 'unsafe-inline'.
 */
function pageHashes() {
  const cache = new Map<string, { version: string; hashes: string[] }>();
  return async (file: string, stats: { size: number; mtimeMs: number }): Promise<string[]> => {
    const version = `${stats.mtimeMs}:${stats.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.hashes;
    const hashes = inlineScriptHashes(await fs.readFile(file, "utf8"));
    cache.set(file, { version, hashes });
    return hashes;
  };
}

/** The request's path, decoded; "/" when it does not decode. */
function decodedPath(url: string | undefined): string {
  try {
    return decodeURIComponent((url ?? "/").split("?")[0] ?? "/");
  } catch {
    return "/";
  }
}

/** The files to try in order: the file itself and its index.html (inside the root only), then the fallback page. */
function candidateFiles(root: string, pathname: string) {
  const relative = path.normalize(pathname).replace(/^(\.\.(\/|\\|$))+/, "");
  const requested = path.join(root, relative);
  const inside = requested === root || requested.startsWith(root + path.sep);
  const candidates = inside ? [requested, path.join(requested, "index.html")] : [];
  const notFound = path.join(root, NOT_FOUND_PAGE);
  candidates.push(isClientOnlyPath(pathname) ? path.join(root, SPA_FALLBACK) : notFound);
  return { requested, candidates, notFound };
}

/**
 * Serves the built site like Firebase Hosting does: the real file, else the prerendered
 * `<path>/index.html`, else for a client-only route `__spa-fallback.html` (status 200), else the
 * not-found page with status 404.
 * Text files go out as their prebuilt Brotli or gzip copy when the client accepts one.
 */
export function createStaticSite(root: string, { pageCsp }: { pageCsp: (inlineScriptHashes: string[]) => string }) {
  const hashesOf = pageHashes();
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = decodedPath(req.url);
    const { requested, candidates, notFound } = candidateFiles(root, pathname);

    for (const file of candidates) {
      const stats = await fileStats(file);
      if (stats === null) continue;
      if (path.extname(file).toLowerCase() === ".html") {
        res.setHeader("Content-Security-Policy", pageCsp(await hashesOf(file, stats)));
      }
      const immutable = pathname.startsWith("/assets/") && file === requested;
      const cacheControl = immutable ? "public, max-age=31536000, immutable" : "no-cache";
      const chosen = await negotiateFile(req, res, file, cacheControl);
      if (chosen === null) continue;
      if (chosen === "not-modified") return;
      return sendFile(
        req,
        res,
        {
          size: chosen.size,
          contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
          cacheControl,
          open: (range) => createReadStream(chosen.file, range),
        },
        file === notFound ? 404 : 200,
      );
    }
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("Not found: the site has not been built (npm run build).");
  };
}
