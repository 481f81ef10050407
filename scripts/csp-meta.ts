#!/usr/bin/env node
// Gives every built HTML page a `<meta http-equiv="Content-Security-Policy">` that allows exactly its
// own inline scripts (React Router's hydration context and module loader) by sha256 hash, plus the
// script hosts firebase.json's header allows. Firebase Hosting's headers are static per glob and the
// inline scripts change with every build, so the header keeps 'unsafe-inline' only as a fallback for
// what the meta tag governs: a page's policies combine, so with the meta tag in place no inline script
// runs unless its hash is listed (docs/security.md, "Response headers"). `frame-ancestors` cannot be
// set by a meta tag and stays in the header. Runs after `react-router build` (part of npm run build).
//   node --import tsx scripts/csp-meta.ts [dir]   (default build/client)
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** `sha256-…` of every inline `<script>` (one without `src`), byte for byte. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

/** What hostingScriptSources reads of firebase.json: Hosting's headers. */
interface HostingConfig {
  hosting: { headers: { headers: { key: string; value: string }[] }[] };
}

/** firebase.json's script-src sources, without 'unsafe-inline'. */
export async function hostingScriptSources(firebaseJson = "firebase.json"): Promise<string[]> {
  const config = JSON.parse(await readFile(firebaseJson, "utf8")) as HostingConfig;
  const csp = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === "Content-Security-Policy")?.value;
  const directive = csp
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  if (!directive) throw new Error("firebase.json has no script-src in its Content-Security-Policy");
  return directive
    .split(/\s+/)
    .slice(1)
    .filter((source) => source !== "'unsafe-inline'");
}

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** The page with its policy tag first in `<head>` (after `<meta charset>` when that comes first); idempotent. */
export function withCspMeta(html: string, sources: string[]): string {
  const page = html.replace(META, "");
  const hashes = inlineScriptHashes(page).map((hash) => `'${hash}'`);
  const [self, ...rest] = sources;
  const policy = `script-src ${[self, ...hashes, ...rest].join(" ")}; object-src 'none'; base-uri 'self'`;
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const head = /<head\b[^>]*>(\s*<meta\s+charset="?[^">]*"?\s*\/?>)?/i.exec(page);
  if (!head) throw new Error("a built page without <head>");
  const at = head.index + head[0].length;
  return page.slice(0, at) + tag + page.slice(at);
}

/** Every `.html` file under `dir`, nested ones included. */
export async function* htmlFilesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(full);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield full;
  }
}

export async function addCspMeta(dir: string, firebaseJson = "firebase.json"): Promise<number> {
  const sources = await hostingScriptSources(firebaseJson);
  let count = 0;
  for await (const file of htmlFilesUnder(dir)) {
    await writeFile(file, withCspMeta(await readFile(file, "utf8"), sources));
    count += 1;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? "build/client";
  const count = await addCspMeta(dir);
  console.log(`[csp] ${count} pages carry their inline scripts' hashes in a CSP meta tag`);
}
