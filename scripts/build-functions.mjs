#!/usr/bin/env node
// Bundles functions/src/index.ts with src/core and src/shared (and their npm packages) into
// functions/lib/index.js, so the deployed functions carry the same business core as the embedded
// server. firebase-admin and firebase-functions stay external: Cloud Functions installs them from
// functions/package.json (the deploy reads that file to find the functions' SDK).
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const functionsDir = path.join(root, "functions");
const manifest = JSON.parse(readFileSync(path.join(functionsDir, "package.json"), "utf8"));

export async function buildFunctions({ quiet = false, outfile = path.join(functionsDir, "lib/index.js") } = {}) {
  return build({
    entryPoints: [path.join(functionsDir, "src/index.ts")],
    outfile,
    bundle: true,
    platform: "node",
    // Deployed on nodejs22; the emulators here run Node 20, so the output runs on both.
    target: "node20",
    format: "cjs",
    sourcemap: "linked",
    alias: { "~": path.join(root, "src") },
    external: Object.keys(manifest.dependencies),
    logLevel: quiet ? "warning" : "info",
    metafile: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
}
