import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createNodeResolver } from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

const src = path.resolve("src");
const functionsSrc = path.resolve("functions/src");
const testingRoot = path.resolve("testing");
const features = readdirSync(path.join(src, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of docs/architecture.md, as lint. Three folders by where code runs: functions/src (deployed to
 * Cloud Functions: index.ts over firebase/ over core/), the browser app (the rest of src/), and src/shared, which
 * both use and which imports neither. In the browser, imports flow app → features → components/lib/config → shared.
 */
const BROWSER_SHARED = ["./src/components", "./src/lib", "./src/config", "./src/content"];
const APP = ["./src/routes", "./src/app", "./src/root.tsx", "./src/routes.ts"];
const architectureZones = [
  {
    target: "./src/shared",
    from: ["./functions", "./src/features", ...BROWSER_SHARED, ...APP],
    message: "src/shared is used by the browser and Cloud Functions and imports neither: only itself and npm packages.",
  },
  {
    target: "./functions/src",
    from: "./src",
    except: ["./shared"],
    message: "what deploys to Cloud Functions imports only functions/src and src/shared.",
  },
  {
    target: ["./functions/src", "./src"],
    from: ["./scripts", "./e2e", "./bench", "./docs"],
    message: "product code never imports the scripts, the bench or the end-to-end tests.",
  },
  {
    target: "./functions/src/core",
    from: ["./functions/src/firebase", "./functions/src/index.ts"],
    message: "core imports only itself and src/shared: pure handlers over ports, no Firebase.",
  },
  {
    target: "./functions/src/firebase",
    from: "./functions/src/index.ts",
    message: "the entry points (functions/src/index.ts) sit on top: nothing imports them.",
  },
  {
    target: "./src",
    from: "./functions",
    message: "browser code never imports what deploys to Cloud Functions (functions/).",
  },
  {
    target: BROWSER_SHARED,
    from: ["./src/features", ...APP],
    message: "components, lib and config sit below features and the app.",
  },
  {
    target: "./src/features",
    from: APP,
    message: "features sit below the app.",
  },
  {
    // What every admin screen uses sits one floor down from the shell and the sections.
    target: ["./src/features/admin/shared", "./src/features/admin/data", "./src/features/admin/ui"],
    from: ["./src/features/admin/shell", "./src/features/admin/sections", "./src/features/admin/applications"],
    message: "admin shared/, data/ and ui/ sit below the shell and the sections: move what they need into shared/.",
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`],
    message: "features never import each other: move what two features share down to components/ or lib/.",
  })),
];

/**
 * Product code (src/ and functions/src/, tests aside) never leans on the test scaffolding: in-memory ports,
 * contract suites, emulator harnesses, fixtures, Playwright helpers all live under testing/.
 */
const testingZone = {
  target: ["./src", "./functions/src"],
  from: "./testing",
  message: "product code never imports the test root (testing/).",
};

/**
 * src/shared runs in the browser and in Cloud Functions: only what both have. Browser-only and
 * Node-only globals are the ones not in both lists.
 */
const browserOnly = Object.keys(globals.browser).filter((name) => !(name in globals.node));
const nodeOnly = Object.keys(globals.node).filter((name) => !(name in globals.browser));
/** Firebase's SDKs, for the browser and for servers. */
const FIREBASE_SDKS = [
  "firebase",
  "firebase/*",
  "firebase-admin",
  "firebase-admin/*",
  "firebase-functions",
  "firebase-functions/*",
];

const sharedRuntimeWall = {
  files: ["src/shared/**/*.ts"],
  ignores: ["src/shared/**/__tests__/**", "src/shared/**/*.test.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: builtinModules.map((name) => ({ name, message: "src/shared runs on both sides: no Node modules." })),
        patterns: [
          { group: ["node:*"], message: "src/shared runs on both sides: no Node modules." },
          {
            group: FIREBASE_SDKS,
            message: "src/shared runs on both sides: no Firebase SDK.",
          },
        ],
      },
    ],
    "no-restricted-globals": [
      "error",
      ...[...browserOnly, ...nodeOnly].map((name) => ({
        name,
        message: "src/shared runs in the browser and in Cloud Functions: use only what both have.",
      })),
    ],
  },
};

/** functions/src/core is pure handlers over ports: Firebase's SDKs and Google's clients come in through the adapters. */
const coreWall = {
  files: ["functions/src/core/**/*.ts"],
  ignores: ["functions/src/core/**/__tests__/**", "functions/src/core/**/*.test.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [...FIREBASE_SDKS, "@google-cloud/*"],
            message: "functions/src/core reaches Firebase only through its ports (functions/src/firebase/adapters).",
          },
        ],
      },
    ],
  },
};

/**
 * One module per runtime reads the environment and everything else receives it from there: the browser's build
 * settings (src/config/build-env.ts), the functions' (functions/src/firebase/runtime/environment.ts) and the scripts' and
 * tool configurations' (scripts/env.ts). Tests may set and read variables for what they start. The Storage
 * rules stand-in is a CommonJS preload inside firebase-tools' own process, apart from all three.
 */
const ENV_READERS = ["src/config/build-env.ts", "functions/src/firebase/runtime/environment.ts", "scripts/env.ts"];
const oneEnvironmentReader = {
  files: ["**/*.{js,mjs,cjs,ts,tsx,mts}"],
  ignores: [...ENV_READERS, "**/__tests__/**", "**/*.test.{ts,tsx}", "scripts/emulators/storage-rules-standin.cjs"],
  rules: {
    "no-restricted-properties": [
      "error",
      {
        object: "process",
        property: "env",
        message: `Read the environment through its runtime's reader: ${ENV_READERS.join(", ")}.`,
      },
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: "MemberExpression[object.type='MetaProperty'][object.property.name='meta'][property.name='env']",
        message: "Read the browser's settings through src/config/build-env.ts.",
      },
    ],
  },
};

/** kebab-case file names (React Router's `+types` and dotted suffixes such as `.test.tsx` allowed). */
const kebabCaseFiles = {
  meta: { type: "suggestion", schema: [], messages: { name: "File name '{{name}}' is not kebab-case." } },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(name)) {
          context.report({ node, messageId: "name", data: { name } });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-firebase",
      "dist",
      ".react-router",
      "node_modules",
      "functions/lib",
      "test-results",
      "playwright-report",
      "e2e-artifacts",
      ".data",
      "coverage",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // CommonJS preloads for tools that `require` them (scripts/emulators).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Product code: the browser app, src/shared and what deploys to Cloud Functions (tests may reach across).
    files: ["src/**/*.{ts,tsx}", "functions/src/**/*.ts"],
    ignores: ["**/__tests__/**", "**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle follows only files it can parse: TypeScript included.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts", ".json"],
          alias: { "~": [src], "@functions": [functionsSrc], "@testing": [testingRoot] },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...architectureZones, testingZone] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Pages and components go through the browser data interface (docs/architecture.md).
    files: ["src/routes/**", "src/components/**", "src/features/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["firebase/*", "firebase"], message: "Use ~/lib/backend instead." }] },
      ],
      "no-restricted-globals": ["error", { name: "fetch", message: "Use ~/lib/backend instead." }],
    },
  },
  sharedRuntimeWall,
  coreWall,
  oneEnvironmentReader,
  {
    // Small functions: branching past 15 paths or a body past 80 lines is two things (a display rule to
    // name and test, a sub-component). Tests and their harnesses keep long `describe` blocks by nature.
    files: ["src/**/*.{ts,tsx}", "functions/src/**/*.ts", "testing/**/*.{ts,tsx}"],
    rules: { complexity: ["error", 15] },
  },
  {
    files: ["src/**/*.{ts,tsx}", "functions/src/**/*.ts"],
    ignores: ["**/__tests__/**", "**/*.test.{ts,tsx}", "**/*.spec.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: [
      "src/**/*.{ts,tsx}",
      "functions/src/**/*.ts",
      "testing/**/*.{ts,tsx}",
      "e2e/**/*.ts",
      "scripts/**/*.{mjs,cjs}",
    ],
    plugins: { house: { rules: { "kebab-case-files": kebabCaseFiles } } },
    rules: { "house/kebab-case-files": "error" },
  },
  {
    // Playwright fixtures use `use()` and `{}` by design; they are not React.
    files: ["e2e/**", "testing/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
