import fs from "node:fs/promises";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

export type Encoding = "br" | "gzip";

/** What `npm run build` writes a .br and a .gz copy of (scripts/compress-build.mjs). */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|txt|xml|json|webmanifest)$/i;
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encodings the client accepts, best first: by its q-values, Brotli before gzip on a tie.
 * `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get("*") ?? 0;
  const qualityOf = (encoding: Encoding) =>
    quality.get(encoding) ?? (encoding === "gzip" ? quality.get("x-gzip") : undefined) ?? wildcard;
  return (["br", "gzip"] as const)
    .filter((encoding) => qualityOf(encoding) > 0)
    .sort((a, b) => qualityOf(b) - qualityOf(a));
}

export interface Representation {
  /** The file whose bytes are sent. */
  file: string;
  size: number;
  encoding: Encoding | null;
  etag: string;
  /** The response depends on Accept-Encoding (caches must key on it). */
  varies: boolean;
}

async function statFile(file: string) {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

const etagOf = (size: number, mtimeMs: number, encoding: Encoding | null) =>
  `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}"`;

/**
 * The bytes to send for `file`: its Brotli or gzip copy when the client takes one, else the file.
 * Range requests always get the file itself, so byte offsets mean the same thing on every request.
 */
export async function chooseRepresentation(file: string, headers: IncomingHttpHeaders): Promise<Representation | null> {
  const original = await statFile(file);
  if (!original) return null;
  const varies = COMPRESSIBLE.test(path.extname(file));
  const identity: Representation = {
    file,
    size: original.size,
    encoding: null,
    etag: etagOf(original.size, original.mtimeMs, null),
    varies,
  };
  if (!varies || headers.range) return identity;
  for (const encoding of acceptedEncodings(headers["accept-encoding"])) {
    const copy = await statFile(file + SUFFIX[encoding]);
    if (copy) {
      return {
        file: file + SUFFIX[encoding],
        size: copy.size,
        encoding,
        etag: etagOf(copy.size, copy.mtimeMs, encoding),
        varies,
      };
    }
  }
  return identity;
}

/** If-None-Match matches the representation being chosen: answer 304. */
function isNotModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers["if-none-match"];
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header === "*" || header.split(",").some((tag) => strip(tag) === etag);
}

/** A Range with an If-Range naming another version (e.g. the Brotli copy) must get the whole file. */
function rangeStillApplies(headers: IncomingHttpHeaders, etag: string): boolean {
  const ifRange = headers["if-range"];
  return ifRange === undefined || String(ifRange).trim() === etag;
}

/**
 * Picks what to send for `file` and sets Content-Encoding, Vary and ETag on `res`.
 * Returns null when the file does not exist, "not-modified" when a 304 has been sent,
 * else the file and size to stream with the original file's Content-Type.
 */
export async function negotiateFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<{ file: string; size: number } | "not-modified" | null> {
  const chosen = await chooseRepresentation(file, req.headers);
  if (!chosen) return null;
  if (chosen.varies) res.setHeader("vary", "Accept-Encoding");
  res.setHeader("etag", chosen.etag);
  if (isNotModified(req.headers, chosen.etag)) {
    res.writeHead(304, { "cache-control": cacheControl });
    res.end();
    return "not-modified";
  }
  if (chosen.encoding) res.setHeader("content-encoding", chosen.encoding);
  else if (!rangeStillApplies(req.headers, chosen.etag)) delete req.headers.range;
  return { file: chosen.file, size: chosen.size };
}
