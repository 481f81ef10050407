import { defineConfig, devices } from "@playwright/test";
import config from "./playwright.config";
import firebase from "./firebase.json" with { type: "json" };

/**
 * The product's flows against its production backend, on the emulators (scripts/firebase-stack.mjs):
 * the `VITE_BACKEND=firebase` build (`npm run build:firebase-emulated`) served by the Hosting
 * emulator, which rewrites /api/* to the Functions emulator, with Google's Firestore emulator, the
 * Storage emulator and the Auth emulator behind it. Run by `npm run test:e2e:firebase` (in `npm test`).
 */
// The stack's own inbox in serve mode (scripts/firebase-stack.mjs), read by e2e/support/inbox.ts.
process.env.INBOX_URL = "http://127.0.0.1:1081";
const HOSTING = `http://127.0.0.1:${firebase.emulators.hosting.port}`;

export default defineConfig({
  ...config,
  testDir: "e2e/firebase",
  // The embedded config leaves these specs out; here they are the whole run.
  testIgnore: [],
  outputDir: "test-results/firebase",
  // One stack of emulators: the functions run one request at a time per worker process.
  workers: 1,
  timeout: 90_000,
  use: { ...config.use, baseURL: HOSTING },
  projects: [
    { name: "firebase-desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "firebase-mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      // The back office's review flow runs once, at 1280 px; every visitor's flow runs at both widths.
      grepInvert: / admin: signs in/,
    },
  ],
  webServer: {
    command: "node scripts/firebase-stack.mjs serve",
    // The stack answers here once every emulator runs and the seed is in.
    url: "http://127.0.0.1:4399/",
    env: { STACK_READY_PORT: "4399" },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: "ignore",
  },
});
