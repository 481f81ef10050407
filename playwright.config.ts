import { defineConfig, devices } from "@playwright/test";
import { findBrowser } from "./scripts/find-browser.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = findBrowser();

export default defineConfig({
  testDir: "e2e",
  // The Firebase backend's specs run on their own stack (playwright.firebase.config.ts).
  testIgnore: ["firebase/**"],
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      // What does not depend on the screen runs once, at 1280 px: the back office (phone-widths.spec.ts fits each
      // of its screens at 320–414 px), sign-in gating, the stack's seeding, headers and how islands load, and the
      // newsletter's e-mailed links. Every page a visitor reads or fills in runs at both widths.
      testIgnore: [
        "firebase/**",
        "admin-*.spec.ts",
        "auth-gate.spec.ts",
        "stack.spec.ts",
        "content-security-policy.spec.ts",
        "hosting-*.spec.ts",
        "inline-css-navigation.spec.ts",
        "islands-in-place.spec.ts",
        "page-islands.spec.ts",
        "newsletter.spec.ts",
        "not-found.spec.ts",
      ],
    },
  ],
  webServer: {
    command: `node scripts/stack.mjs serve`,
    port: PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT: String(PORT) },
  },
});
