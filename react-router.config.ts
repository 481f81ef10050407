import type { Config } from "@react-router/dev/config";
import { env } from "./scripts/env.ts";
import { PRERENDERED_PATHS } from "./src/config/paths";

export default {
  appDirectory: "src",
  // `build/` by default; the emulator build (`npm run build:firebase-emulated`) goes to build-firebase/, so a
  // production build never serves the browser tests and the emulator build is never deployed.
  buildDirectory: env.BUILD_DIR,
  ssr: false,
  // Resource routes are prerendered to static files too; "/404" becomes 404.html (scripts/not-found-page.mjs).
  prerender: [...PRERENDERED_PATHS, "/404", "/robots.txt", "/sitemap.xml"],
  // Every flag named, so the tools do not warn about each one at every start. The Environment API is on (without
  // it a plain `vite build` overwrites the client output); the others keep v7's behaviour, which the prerendered
  // pages and their measured chunks are built on.
  future: {
    v8_viteEnvironmentApi: true,
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
