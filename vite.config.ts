import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "./src/config/env-schema";

const EMBEDDED_SERVER = process.env.EMBEDDED_SERVER_URL ?? "http://127.0.0.1:8787";

/**
 * Writes build/chunk-modules.json (next to build/client, so never served): the source modules in
 * each browser chunk. scripts/check-budgets.mjs reads it to prove that no Firebase, reCAPTCHA,
 * admin or zod code is in a public page's first load, by what the chunks are made of.
 */
function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: "chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[`/${output.fileName}`] = output.moduleIds.map((id) =>
          path.relative(root, id.replace(/^\0/, "")).split(path.sep).join("/"),
        );
      }
      const file = path.join(root, "build", "chunk-modules.json");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * React Router's browser build assigns `displayName` to its components and contexts at the top level and
 * calls `forwardRef` without a pure annotation, so the bundler must keep every such component (`Form`,
 * `ScrollRestoration`, `unstable_HistoryRouter`) and the code only they use, imported or not. Names are
 * for React's developer tools and development warnings, neither of which a production build has.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: "react-router-tree-shaking",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const shakable = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, "")
          .replace(/^(var [\w$]+ = )(React\d*\.forwardRef\()/gm, "$1/* @__PURE__ */ $2");
        return shakable === code ? null : { code: shakable, map: null };
      },
    },
  };
}

/** A build stops before bundling, listing what is missing, so no bundle can target the wrong backend. */
function validatedEnv(): Plugin {
  let mode = "production";
  let envDir = process.cwd();
  return {
    name: "validated-env",
    apply: "build",
    configResolved(resolved) {
      mode = resolved.mode;
      envDir = resolved.envDir || resolved.root;
    },
    // At bundling, not config time: tools that only load the config (typegen, knip) are unaffected.
    buildStart() {
      parseEnv(loadEnv(mode, envDir, "VITE_"), mode);
    },
  };
}

/**
 * Two chunks every page loads, each built from pieces that were separate requests: gzip compresses one
 * file better than several small ones (docs/performance.md, "Fewer, larger first-load chunks").
 *  - framework: React, React DOM with its scheduler, and React Router (was three chunks);
 *  - app-shell: the small modules the root route and the site layout import (paths, brand, consent,
 *    page titles, Vite's preload helper), each of them needed by every public page.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const APP_SHELL =
  /(vite[\\/]preload-helper|[\\/]src[\\/](config[\\/]paths|shared[\\/](brand|consent)|lib[\\/](page-meta|consent-cookie)|components[\\/]layout[\\/]footer-constants)\.ts$|[\\/]node_modules[\\/]js-cookie[\\/])/;

export default defineConfig({
  plugins: [validatedEnv(), reactRouterTreeShaking(), reactRouter(), chunkModules()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "app-shell", test: APP_SHELL, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // The embedded backend serves the API, admin data, and uploads (docs/decisions/0001-backends.md).
    proxy: {
      "/api": EMBEDDED_SERVER,
      "/data": EMBEDDED_SERVER,
      "/uploads": EMBEDDED_SERVER,
      "/files": EMBEDDED_SERVER,
    },
  },
  preview: { host: "127.0.0.1", port: 4173 },
});
