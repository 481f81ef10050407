import { defineConfig } from "vitest/config";
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
          name: "server",
          globals: true,
          environment: "node",
          include: SERVER_TESTS,
          globalSetup: ["./src/server/testing/global-setup.ts"],
          restoreMocks: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Server suites share ports and the Auth emulator: run their files one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
