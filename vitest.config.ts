import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };
// `*.int.test.ts`: the browser clients against a real embedded server, so they run with the server suites.
const SERVER_TESTS = [
  "src/core/**/*.test.ts",
  "src/server/**/*.test.ts",
  "src/shared/**/*.test.ts",
  "src/firebase/**/*.test.ts",
  "src/**/*.int.test.ts",
];

// firebase-admin and the Firebase emulators: files that need a module graph of their own.
const FIREBASE_TESTS = ["src/firebase/**/*.test.ts", "src/lib/backend/firebase/**/*.int.test.ts"];

/** The suites with a real server, emulators or both. */
const SERVER = {
  globals: true,
  environment: "node",
  globalSetup: "./src/firebase/testing/global-setup.ts",
  restoreMocks: true,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Server suites share ports and the Auth emulator: run their files one at a time.
  fileParallelism: false,
} as const;

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "browser",
          globals: true,
          environment: "jsdom",
          setupFiles: ["./src/testing/setup.ts"],
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: SERVER_TESTS,
          css: false,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          ...SERVER,
          name: "server",
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...FIREBASE_TESTS],
          // The embedded server's suites keep no state between files in their modules: one module graph for all
          // of them, imported once instead of once per file (their files went from ~6 min to under 2 on 2 cores).
          isolate: false,
          // A group of its own, so these never run at the same time as the Firebase suites (the same Auth emulator).
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...SERVER,
          name: "firebase",
          include: FIREBASE_TESTS,
          // firebase-admin keeps its apps and emulator settings in module state: each file gets its own.
          isolate: true,
        },
      },
    ],
  },
});
