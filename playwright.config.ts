import { defineConfig, devices } from "@playwright/test";
import firebase from "./firebase.json" with { type: "json" };
import { env } from "./scripts/env.ts";
import { BROWSER_ARGS, findBrowser } from "./scripts/find-browser.ts";

/**
 * Every browser test runs against the product's backend on the emulators (scripts/firebase-stack.mjs serve): the
 * emulator build of the site (`npm run build:firebase-emulated`, build-firebase/client) served by the Hosting
 * emulator, which rewrites /api/* to the Functions emulator, with Google's Firestore emulator, the Storage and Auth
 * emulators, and the stack's own maildev inbox (1081). One stack per run, shared by the workers.
 */
const HOSTING = `http://127.0.0.1:${firebase.emulators.hosting.port}`;
const executablePath = findBrowser();

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./testing/e2e/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The Functions emulator starts a worker process on a function's first call, which takes seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: HOSTING,
    // A trace records every step's DOM and screenshot, which costs the run a third of its time on a 2-core machine.
    // A local run keeps a failed test's trace to open with `npx playwright show-trace`; CI keeps only the run's
    // output, so it records none.
    trace: env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: BROWSER_ARGS,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      // Only what checks the layout runs again at 390 px: tests tagged @phone (the phone menu, the collapsed
      // contents, the phone collage, the visitors' forms at a phone's width). phone-widths.spec.ts fits every page,
      // the back office's screens included, at 320–414 px.
      grep: /@phone/,
    },
  ],
  webServer: {
    command: "node --import tsx scripts/firebase-stack.mjs serve",
    // The stack answers here once every emulator runs and the seed is in.
    url: "http://127.0.0.1:4399/",
    env: { STACK_READY_PORT: "4399" },
    reuseExistingServer: !env.CI,
    timeout: 300_000,
    stdout: "ignore",
  },
});
