import { configDefaults, defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// `~/` the browser app and what both sides share, `@functions/` what deploys to Cloud Functions, `@testing/` the
// test scaffolding (as tsconfig.json's paths).
const alias = {
  "~": fileURLToPath(new URL("./src", import.meta.url)),
  "@functions": fileURLToPath(new URL("./functions/src", import.meta.url)),
  "@testing": fileURLToPath(new URL("./testing", import.meta.url)),
};

// The core's handlers on the in-memory ports, the shared code, and the Firebase side's adapters and HTTP helpers
// (functions/src) that need no emulator: Node, run alongside everything else.
const NODE_TESTS = [
  "functions/src/core/**/*.test.ts",
  "src/shared/**/*.test.ts",
  "functions/src/firebase/adapters/__tests__/*.test.ts",
  "functions/src/firebase/http/__tests__/*.test.ts",
  // The local stack's scripts (preflight, banner, inbox, the dev server's proxy); none starts an emulator.
  "scripts/**/*.test.ts",
  // The docs' own checks (every path and name docs/architecture.md gives exists).
  "docs/**/*.test.ts",
];
// firebase-admin and the Firebase emulators; `*.int.test.ts`: the browser clients against the emulators.
const FIREBASE_TESTS = ["functions/src/firebase/**/*.test.ts", "src/**/*.int.test.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    restoreMocks: true,
    // The browser and node files, which wait on nothing, take a worker per core (vitest leaves one core idle by
    // default: a 2-core machine would run them one at a time). The firebase files run one at a time regardless.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "browser",
          globals: true,
          environment: "jsdom",
          setupFiles: ["./testing/app/setup.ts"],
          include: ["src/**/*.test.{ts,tsx}", "testing/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...NODE_TESTS, ...FIREBASE_TESTS],
          css: false,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "node",
          globals: true,
          environment: "node",
          include: NODE_TESTS,
          restoreMocks: true,
          // The SMTP adapter's tests wait out real socket exchanges with a local sink.
          testTimeout: 30_000,
          // Nothing here keeps state in its modules between files, so one module graph serves them all
          // (imported once instead of once per file).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "firebase",
          globals: true,
          environment: "node",
          include: FIREBASE_TESTS,
          exclude: [...configDefaults.exclude, ...NODE_TESTS],
          globalSetup: "./testing/emulators/global-setup.ts",
          restoreMocks: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The suites share the emulators' ports and the Auth emulator: their files run one at a time.
          fileParallelism: false,
          // firebase-admin keeps its apps and emulator settings in module state: each file gets its own.
          isolate: true,
        },
      },
    ],
  },
});
