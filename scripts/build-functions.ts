#!/usr/bin/env node
// Bundles functions/src/index.ts with the rest of functions/src and src/shared (and their npm packages) into
// functions/lib/index.js, so the deployed functions carry the business core the core's unit tests
// check. firebase-admin and firebase-functions stay external: Cloud Functions installs them from
// functions/package.json (the deploy reads that file to find the functions' SDK).
import { build, context, type BuildOptions, type BuildResult } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { releaseName } from "./release.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const functionsDir = path.join(root, "functions");
const manifest = JSON.parse(readFileSync(path.join(functionsDir, "package.json"), "utf8"));

function options({ quiet, outfile }: { quiet: boolean; outfile: string }): BuildOptions {
  return {
    entryPoints: [path.join(functionsDir, "src/index.ts")],
    outfile,
    bundle: true,
    platform: "node",
    // The runtime the functions are deployed on (nodejs22) and every local run uses.
    target: "node22",
    format: "cjs",
    sourcemap: "linked",
    alias: { "~": path.join(root, "src"), "@functions": path.join(functionsDir, "src") },
    // The release /api/health and every error entry name (src/shared/release.ts).
    define: { __RELEASE__: JSON.stringify(releaseName()) },
    external: Object.keys(manifest.dependencies as Record<string, string>),
    logLevel: quiet ? "warning" : "info",
    metafile: true,
  };
}

export async function buildFunctions({
  quiet = false,
  outfile = path.join(functionsDir, "lib/index.js"),
}: { quiet?: boolean; outfile?: string } = {}): Promise<BuildResult> {
  return build(options({ quiet, outfile }));
}

/**
 * Builds once, then again whenever a source file of the bundle changes (`npm start`: the Functions emulator
 * reloads a changed bundle). Resolves after the first build; `dispose()` stops watching.
 */
export async function watchFunctions({ outfile, onRebuild = () => {} }: { outfile: string; onRebuild?: () => void }) {
  let builtOnce: (result: BuildResult) => void = () => {};
  const firstBuild = new Promise<BuildResult>((resolve) => (builtOnce = resolve));
  let first = true;
  const watcher = await context({
    ...options({ quiet: true, outfile }),
    plugins: [
      {
        name: "rebuilt",
        setup(esbuild) {
          esbuild.onEnd((result) => {
            if (first) builtOnce(result);
            else if (result.errors.length === 0) onRebuild();
            first = false;
          });
        },
      },
    ],
  });
  // Watch mode starts with a build of its own.
  await watcher.watch();
  const result = await firstBuild;
  if (result.errors.length > 0) {
    await watcher.dispose();
    throw new Error("Bundling the functions failed (see above).");
  }
  return watcher;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
}

/**
 * What every program that runs the functions under Google's Functions emulator adds to its environment. The emulator
 * starts a worker process for each request it serves at once and waits for the worker's socket for
 * FUNCTIONS_DISCOVERY_TIMEOUT seconds (30 by default); past that it logs "Failed to handle request" and never answers
 * the request, which then hangs. Many workers starting together on a busy two-core machine can take longer. The same
 * setting bounds how long the emulator waits to find the functions at its start (10 s by default), so a bundle that
 * throws on load is reported after 90 s rather than 10.
 */
export const FUNCTIONS_EMULATOR_ENV: Readonly<Record<string, string>> = { FUNCTIONS_DISCOVERY_TIMEOUT: "90" };
