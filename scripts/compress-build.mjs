#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the built site, so the
// embedded server can send them precompressed (src/server/static/precompressed.ts).
// It runs after `react-router build` rather than as a Vite plugin because the prerendered pages,
// robots.txt and sitemap.xml are written after Vite's bundle step, where a plugin never sees them.
//   node scripts/compress-build.mjs [dir]   (default build/client; part of npm run build)
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|txt|xml|json|webmanifest)$/i;
// Below this the headers cost as much as compression saves.
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export async function compressDir(dir) {
  let count = 0;
  let before = 0;
  let after = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller is left out; the server then sends the file as it is.
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    count += 1;
    before += source.length;
    after += Math.min(br.length, source.length);
  }
  return { count, before, after };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  const { count, before, after } = await compressDir(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Compressed ${count} text files in ${path.relative(process.cwd(), dir)}: ${kb(before)} → ${kb(after)} (br)`,
  );
}
