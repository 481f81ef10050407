#!/usr/bin/env node
// Moves the prerendered not-found page (react-router.config.ts prerenders "/404") to build/client/404.html,
// where Firebase Hosting serves it with status 404 for any path it has no file or rewrite for. /404 itself
// is then not found too.
//   node scripts/not-found-page.mjs [dir]   (default build/client; part of npm run build)
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";

const dir = process.argv[2] ?? "build/client";
const prerendered = path.join(dir, "404", "index.html");
if (!existsSync(prerendered)) {
  console.error(
    `No prerendered not-found page at ${prerendered}: is "/404" in react-router.config.ts's prerender list?`,
  );
  process.exit(1);
}
await rename(prerendered, path.join(dir, "404.html"));
await rm(path.join(dir, "404"), { recursive: true, force: true });
console.log(`Not-found page: ${path.join(dir, "404.html")}`);
