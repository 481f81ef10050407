#!/usr/bin/env node
// Hosting's predeploy (firebase.json): the deploy stops unless every HTML page of the site about to go out
// carries the CSP meta tag scripts/csp-meta.ts writes, with exactly its inline scripts' hashes and
// firebase.json's script hosts; a build that skipped csp-meta, or a page edited after it, is refused.
//   node --import tsx scripts/csp-check.ts [dir] [firebase.json]   (default build/client)
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { hostingScriptSources, htmlFilesUnder, withCspMeta } from "./csp-meta.ts";

/** What is wrong with the built site's CSP meta tags: one line per page, none when every page is as csp-meta writes it. */
export async function cspMetaProblems(dir: string, firebaseJson = "firebase.json"): Promise<string[]> {
  const sources = await hostingScriptSources(firebaseJson);
  const problems: string[] = [];
  let pages = 0;
  for await (const file of htmlFilesUnder(dir)) {
    pages += 1;
    const html = await readFile(file, "utf8");
    const name = path.relative(dir, file);
    if (!html.includes('<meta http-equiv="Content-Security-Policy"')) problems.push(`${name}: no CSP meta tag`);
    else if (withCspMeta(html, sources) !== html)
      problems.push(`${name}: its CSP meta tag does not match its inline scripts`);
  }
  if (pages === 0) problems.push(`${dir}: no HTML page (was the site built?)`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? "build/client";
  const problems = await cspMetaProblems(dir, process.argv[3] ?? "firebase.json");
  if (problems.length > 0) {
    console.error(`[csp] ${problems.length} page(s) not ready to deploy; run npm run build:\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(`[csp] every page of ${dir} carries its CSP meta tag`);
}
