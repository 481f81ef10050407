import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// docs/architecture.md is the map a newcomer trusts: every path, file and exported name it writes in code
// (`…`) must exist, and every link must lead somewhere. Paths are written from the repository root (`~/` is
// src/, `@functions/` functions/src/, `@testing/` testing/); a bare file name must be some file's name; a name is
// a project's export, a package's import or a member the code uses (a DOM or SDK method).
const DOC = "docs/architecture.md";
const SKIPPED_DIRS = new Set([
  ".git",
  ".data",
  ".react-router",
  "node_modules",
  "build",
  "build-firebase",
  "coverage",
  "dist",
  "e2e-artifacts",
  "playwright-report",
  "test-results",
]);
const CODE_DIRS = ["src", "functions/src", "testing", "scripts", "e2e"];
const CODE_FILE = /\.(?:ts|tsx|mts|mjs|cjs|js)$/;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name) || (dir === "functions" && entry.name === "lib")) continue;
    const relative = dir === "." ? entry.name : `${dir}/${entry.name}`;
    found.push(entry.isDirectory() ? `${relative}/` : relative);
    if (entry.isDirectory()) walk(relative, found);
  }
  return found;
}

const files = walk(".");
const basenames = new Set(files.filter((file) => !file.endsWith("/")).map((file) => path.basename(file)));
const code = files
  .filter((file) => CODE_FILE.test(file) && CODE_DIRS.some((dir) => file.startsWith(`${dir}/`)))
  .concat(files.filter((file) => !file.includes("/") && CODE_FILE.test(file)))
  .map((file) => readFileSync(file, "utf8"));
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Record<string, Record<string, string>>;
const packages = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

function namesIn(list: string): string[] {
  return list
    .split(",")
    .map((part) => part.replace(/^\s*type\s+/, "").trim())
    .flatMap((part) => part.split(/\s+as\s+/))
    .filter(Boolean);
}

const exported = new Set<string>();
const imported = new Set<string>();
for (const text of code) {
  for (const match of text.matchAll(
    /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    exported.add(match[1]!);
  }
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    namesIn(match[1]!).forEach((name) => exported.add(name));
  for (const match of text.matchAll(
    /import\s+(?:type\s+)?(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+["']([^"'.~][^"']*)["']/g,
  )) {
    if (match[1]) imported.add(match[1]);
    if (match[2]) namesIn(match[2]).forEach((name) => imported.add(name));
  }
}
const source = code.join("\n");
/** The lint rules eslint.config.js turns on (`import-x/no-cycle`): named as they are written there. */
const lintRules = new Set(
  [...readFileSync("eslint.config.js", "utf8").matchAll(/"([\w-]+\/[\w-]+)":/g)].map((m) => m[1]!),
);

/** What the doc writes in code, outside fenced blocks (the drawings). */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

function expand(pattern: string): string[] {
  const braces = /\{([^{}]*)\}/.exec(pattern);
  if (!braces) return [pattern];
  return braces[1]!.split(",").flatMap((choice) => expand(pattern.replace(braces[0], choice)));
}

/** What a build or a run writes (ignored by git): named as where it lands, not checked. */
const WRITTEN_BY_TOOLS = ["build/", "build-firebase/", "functions/lib/", ".data/"];

function pathExists(written: string): boolean {
  const wanted = written
    .replace(/^~\//, "src/")
    .replace(/^@functions\//, "functions/src/")
    .replace(/^@testing\//, "testing/");
  if (WRITTEN_BY_TOOLS.some((dir) => wanted.startsWith(dir))) return true;
  return expand(wanted).every((one) => {
    if (!/[*<]/.test(one)) return existsSync(one);
    const pattern = one
      .replace(/[.+?^$()|[\]\\]/g, "\\$&")
      .replace(/<[^>]+>/g, "[^/]+")
      .replace(/\*\*\//g, "\0")
      .replace(/\*/g, "[^/]*")
      .replace(/\0/g, "(?:.*/)?");
    const regex = new RegExp(`^${pattern}/?$`);
    return files.some((file) => regex.test(file));
  });
}

function isPackage(written: string): boolean {
  const [first, second] = written.split("/");
  return packages.has(first!) || packages.has(`${first}/${second}`);
}

const PATH = /^[\w.~@-][\w.~@\-/*{},<>]*$/;
const FILE_NAME = /\.(?:tsx?|mts|mjs|cjs|json|css|md|rules|sh|ya?ml|html)$/;
const NAME = /^([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*(\(.*\))?$/;

function problems(markdown: string): string[] {
  const found: string[] = [];
  for (const span of new Set(codeSpans(markdown))) {
    if (PATH.test(span) && span.includes("/")) {
      if (!pathExists(span) && !isPackage(span) && !lintRules.has(span)) found.push(`path ${span}`);
    } else if (PATH.test(span) && FILE_NAME.test(span)) {
      if (!basenames.has(span)) found.push(`file ${span}`);
    } else {
      const name = NAME.exec(span);
      if (!name || !(/[A-Z]/.test(name[1]!) || name[2] !== undefined)) continue;
      const known =
        name[1]! in globalThis ||
        exported.has(name[1]!) ||
        imported.has(name[1]!) ||
        new RegExp(`\\.${name[1]!.replace(/\$/g, "\\$")}\\b`).test(source);
      if (!known) found.push(`name ${span}`);
    }
  }
  // A name with its file in brackets, "`loadBackend()` (`src/lib/backend/index.ts`)": the file holds the name.
  for (const [, name, file] of markdown.matchAll(
    /`([A-Za-z_$][\w$]*)(?:\([^`]*\))?` \(`([^`]+\.(?:tsx?|mjs|cjs|js))`\)/g,
  )) {
    const wanted = file!
      .replace(/^~\//, "src/")
      .replace(/^@functions\//, "functions/src/")
      .replace(/^@testing\//, "testing/");
    if (existsSync(wanted) && !new RegExp(`\\b${name!.replace(/\$/g, "\\$")}\\b`).test(readFileSync(wanted, "utf8")))
      found.push(`name ${name} not in ${file}`);
  }
  // `npm run <script>` names a script of package.json.
  for (const [, script] of markdown.matchAll(/`npm run ([\w:-]+)/g)) {
    if (!(script! in (manifest.scripts ?? {}))) found.push(`script ${script}`);
  }
  for (const link of markdown.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    const target = link[1]!;
    if (!/^[a-z]+:/.test(target) && !existsSync(path.join("docs", target))) found.push(`link ${target}`);
  }
  return found;
}

describe(DOC, () => {
  const doc = readFileSync(DOC, "utf8");

  it("fits in 250 lines", () => {
    expect(doc.split("\n").length).toBeLessThanOrEqual(250);
  });

  it("names only paths, files, exports and links that exist", () => {
    expect(problems(doc)).toEqual([]);
  });

  it("catches a path, a file, a name and a link that do not exist", () => {
    const wrong =
      "`functions/src/core/nowhere.ts`, `no-such-file.ts`, `ADMIN_ROUTES`, `notExportedAnywhere()`, [x](nowhere.md); " +
      "`functions/src/core/handlers/`, `~/lib/backend`, `src/features/<name>/`, `src/components/{form,ui}`, " +
      "`firebase/*`, `entryPoint(loadRuntime)`, `lazy()`, `firebase.json`, [0008](decisions/0008-one-backend-firebase.md); " +
      "`loadBackend()` (`src/lib/backend/http-api.ts`), `loadBackend()` (`src/lib/backend/index.ts`), `npm run no-such-script`, " +
      "`npm run budgets`";
    expect(problems(wrong)).toEqual([
      "path functions/src/core/nowhere.ts",
      "file no-such-file.ts",
      "name ADMIN_ROUTES",
      "name notExportedAnywhere()",
      "name loadBackend not in src/lib/backend/http-api.ts",
      "script no-such-script",
      "link nowhere.md",
    ]);
  });
});
