import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import firebaseJson from "./firebase.json" with { type: "json" };
import { env } from "./scripts/env.ts";
import { functionsProxy } from "./scripts/functions-proxy.ts";
import { releaseName } from "./scripts/release.ts";
import { parseEnv } from "./src/config/env-schema.ts";

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
 * Its package exports only its development build to bundlers; the production build beside it differs in one
 * line, `ENABLE_DEV_WARNINGS = false`, which drops the warnings' code (0.6 KB gzip on every page).
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
          .replace("var ENABLE_DEV_WARNINGS = true;", "var ENABLE_DEV_WARNINGS = false;")
          .replace(/^(function (?:warning|warningOnce|warnOnce)\([^)]*\) \{)$/gm, "$1 return;")
          .replace(/^(var [\w$]+ = )(React\d*\.forwardRef\()/gm, "$1/* @__PURE__ */ $2");
        return shakable === code ? null : { code: shakable, map: null };
      },
    },
  };
}

/**
 * `import "./page?styles"` imports every stylesheet `./page` brings in through static imports, and nothing else.
 * A route whose page body is an island (loaded with `lazy`, so its code is not in the page's first load) keeps
 * the body's styles with the route this way: they are in the prerendered page's CSS, so the body is styled before
 * its chunk arrives, and the body's chunk carries no stylesheet of its own. Islands inside (dynamic `import()`)
 * bring their own, as before.
 */
function pageStyles(): Plugin {
  const SUFFIX = "?styles";
  const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/gm;
  return {
    name: "page-styles",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const page = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return page ? `\0${page.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.startsWith("\0") || !id.endsWith(SUFFIX)) return null;
      const styles = new Set<string>();
      const seen = new Set<string>();
      const visit = async (file: string): Promise<void> => {
        if (seen.has(file) || file.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(file)) return;
        seen.add(file);
        this.addWatchFile(file);
        const code = readFileSync(file, "utf8");
        for (const [statement, specifier] of code.matchAll(STATIC_IMPORT)) {
          if (!specifier || /^\s*(?:import|export)\s+type\b/.test(statement)) continue;
          const resolved = await this.resolve(specifier, file);
          if (!resolved || resolved.external) continue;
          if (/\.css$/.test(resolved.id)) styles.add(resolved.id);
          else await visit(resolved.id);
        }
      };
      await visit(id.slice(1, -SUFFIX.length));
      return [...styles].map((file) => `import ${JSON.stringify(file)};`).join("\n");
    },
  };
}

/**
 * React Router's plugin starts Vite servers of its own for the route modules with `envFile: false`, which Vite 8
 * calls deprecated at every start; `envDir: false` is the same setting in its current form.
 */
function envDirNotEnvFile(): Plugin {
  return {
    name: "env-dir-not-env-file",
    config(config) {
      // Gone from Vite's types, still read by Vite.
      const settings = config as { envFile?: boolean; envDir?: string | false };
      if (settings.envFile !== false) return;
      delete settings.envFile;
      settings.envDir = false;
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
 *  - app-shell: the small modules the root route and the site layout import (paths, brand, the cookie
 *    answer, page titles, the logo, Vite's preload helper), each of them needed by every public page.
 */
/**
 *  - page-chrome: what a prerendered public page runs before React (app/public-page.ts: the phone menu, the cookie
 *    prompt and its cookie writer, the home page's tabs and "Skip The" word, the paths its links use), so that chunk imports no framework code.
 */
const PAGE_CHROME =
  /([\\/]node_modules[\\/]js-cookie[\\/]|[\\/]src[\\/](app[\\/]public-page|components[\\/]layout[\\/]mobile-menu-behaviour|features[\\/]cookie-consent[\\/](consent-prompt|cookie-banner-text)|features[\\/]landing[\\/]lib[\\/](tabs-behaviour|skip-word|carousel-index)|lib[\\/](consent-state|consent-cookie|error-reports)|shared[\\/](error-report|release)|config[\\/]paths)\.ts$)/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const APP_SHELL =
  /(vite[\\/]preload-helper|[\\/]src[\\/](config[\\/]paths|shared[\\/]brand|lib[\\/](page-meta|consent-state)|components[\\/]layout[\\/]footer-constants)\.ts$|[\\/]src[\\/]components[\\/]ui[\\/]logo\.tsx$)/;

export default defineConfig({
  // The release error reports name (scripts/release.ts; src/shared/release.ts).
  define: { __RELEASE__: JSON.stringify(releaseName()) },
  plugins: [envDirNotEnvFile(), validatedEnv(), pageStyles(), reactRouterTreeShaking(), reactRouter(), chunkModules()],
  environments: {
    client: {
      build: {
        sourcemap: Boolean(env.SOURCEMAP),
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "page-chrome", test: PAGE_CHROME, priority: 3 },
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
  // The dev server pre-bundles every browser dependency at start. From the routes alone its scan misses those that
  // pages load later (the forms', Firebase's), and each one found on a page reloads that page: a form sent on a
  // fresh machine was lost that way.
  optimizeDeps: {
    entries: [
      "src/root.tsx",
      "src/{app,components,features,lib,routes}/**/*.{ts,tsx}",
      "!src/**/__tests__/**",
      "!src/**/*.test.{ts,tsx}",
    ],
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // /api/* reaches the Functions emulator as firebase.json's Hosting rewrites say (`npm start`).
    proxy: functionsProxy(firebaseJson, env.VITE_FIREBASE_PROJECT_ID),
  },
  preview: { host: "127.0.0.1", port: 4173 },
});
