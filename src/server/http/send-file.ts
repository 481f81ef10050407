import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface SendableFile {
  size: number;
  contentType: string;
  cacheControl: string;
  open(range?: { start: number; end: number }): Readable;
}

/** One `bytes=` range (what video players ask for); null = whole file, "invalid" = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "invalid";
  let start: number;
  let end: number;
  if (from === "") {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/** Streams a file for GET/HEAD, honouring a single Range. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: SendableFile,
  status = 200,
): Promise<void> {
  const range = parseRange(req.headers.range, file.size);
  const headers: Record<string, string | number> = {
    "content-type": file.contentType,
    "cache-control": file.cacheControl,
    "accept-ranges": "bytes",
  };
  if (range === "invalid") {
    res.writeHead(416, { ...headers, "content-range": `bytes */${file.size}` });
    res.end();
    return;
  }
  if (range) {
    res.writeHead(206, {
      ...headers,
      "content-range": `bytes ${range.start}-${range.end}/${file.size}`,
      "content-length": range.end - range.start + 1,
    });
  } else {
    res.writeHead(status, { ...headers, "content-length": file.size });
  }
  if (req.method === "HEAD" || file.size === 0) {
    res.end();
    return;
  }
  await pipeline(file.open(range ?? undefined), res).catch(() => {
    // The player closed the connection mid-stream (normal when seeking).
  });
}
