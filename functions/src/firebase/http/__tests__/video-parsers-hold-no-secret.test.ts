/**
 * A function that holds a secret never parses an upload's bytes: only `checkUpload`, which holds
 * none, reaches the video check (functions/src/core/video/), mp4box or the moov walker. Read from the bundle
 * `npm run build:functions` makes (its esbuild module graph), starting at the modules each export of
 * functions/src/index.ts is built from.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUNCTION_SECRETS, type FunctionName } from "@functions/firebase/runtime/function-secrets";
import { buildFunctions } from "../../../../../scripts/build-functions.ts";

const INDEX = path.resolve("functions/src/index.ts");

/** The modules that read a video's bytes: the server's check, the parser it prunes for, the shared moov walk. */
const readsVideoBytes = (module: string) =>
  module.startsWith(path.resolve("functions/src/core/video") + path.sep) ||
  module.includes(`${path.sep}node_modules${path.sep}mp4box${path.sep}`) ||
  module === path.resolve("src/shared/media-details.ts");

type Graph = Map<string, string[]>;
let graph: Graph;
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), "functions-graph-"));
  const { metafile } = await buildFunctions({ quiet: true, outfile: path.join(outDir, "index.js") });
  graph = new Map(
    Object.entries(metafile!.inputs).map(([input, { imports }]) => [
      path.resolve(input),
      imports.filter((entry) => !entry.external).map((entry) => path.resolve(entry.path)),
    ]),
  );
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The bundle's module a specifier of functions/src/index.ts names; null for an npm package left external. */
function moduleOf(specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.resolve("src", specifier.slice(2))
    : specifier.startsWith("@functions/")
      ? path.resolve("functions/src", specifier.slice("@functions/".length))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(INDEX), specifier)
        : null;
  if (!base) return null;
  const found = [".ts", ".tsx", "/index.ts"].map((ending) => base + ending).find((file) => graph.has(file));
  if (!found) throw new Error(`${specifier} is not in the bundle`);
  return found;
}

/** The local names an import declaration binds. */
function importedNames(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause;
  const bindings = clause?.namedBindings;
  return [
    ...(clause?.name ? [clause.name.text] : []),
    ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : []),
    ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
  ];
}

/** What a name used in index.ts stands for: an import's specifier or a top-level declaration. */
function declarationsOf(source: ts.SourceFile) {
  const imports = new Map<string, string>();
  const locals = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      for (const name of importedNames(statement)) imports.set(name, statement.moduleSpecifier.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          locals.set(declaration.name.text, declaration.initializer);
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      locals.set(statement.name.text, statement);
    }
  }
  return { imports, locals };
}

/** A property's own name (`api.creatorApplication`, `{ memory: … }`) refers to nothing in scope. */
const isPropertyName = (node: ts.Identifier) =>
  (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ||
  (ts.isPropertyAssignment(node.parent) && node.parent.name === node);

/** The modules an export of index.ts is built from: every import its initialiser uses, through index.ts's own consts. */
function entryModules(name: string): string[] {
  const source = ts.createSourceFile(INDEX, readFileSync(INDEX, "utf8"), ts.ScriptTarget.Latest, true);
  const { imports, locals } = declarationsOf(source);
  const modules = new Set<string>();
  const seen = new Set<string>([name]);
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !isPropertyName(node) && !seen.has(node.text)) {
      seen.add(node.text);
      const specifier = imports.get(node.text);
      const module = specifier === undefined ? null : moduleOf(specifier);
      if (module) modules.add(module);
      const local = locals.get(node.text);
      if (local) visit(local);
    }
    ts.forEachChild(node, visit);
  };
  const initializer = locals.get(name);
  if (!initializer) throw new Error(`functions/src/index.ts exports no ${name}`);
  visit(initializer);
  return [...modules];
}

/** Each video-reading module the entries reach, with the chain of imports that reaches it. */
function videoReadersReached(entries: string[]): string[] {
  const via = new Map<string, string | null>(entries.map((entry) => [entry, null]));
  const queue = [...entries];
  const reached: string[] = [];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    if (readsVideoBytes(module)) {
      const chain = [module];
      for (let from = via.get(module); from; from = via.get(from)) chain.unshift(from);
      reached.push(chain.map((step) => path.relative(process.cwd(), step)).join(" → "));
    }
    for (const next of graph.get(module) ?? []) {
      if (!via.has(next)) {
        via.set(next, module);
        queue.push(next);
      }
    }
  }
  return reached;
}

const names = Object.keys(FUNCTION_SECRETS) as FunctionName[];
const holdingSecrets = names.filter((name) => FUNCTION_SECRETS[name].length > 0);

describe("which deployed functions can reach a parser of uploaded video bytes", () => {
  it.each(holdingSecrets)("%s holds secrets and reaches none", (name) => {
    const entries = entryModules(name);
    expect(entries.length, name).toBeGreaterThan(0);
    expect(videoReadersReached(entries)).toEqual([]);
  });

  it("checkUpload, which holds no secret, is where the check is found (the graph is read, not assumed)", () => {
    expect(FUNCTION_SECRETS.checkUpload).toEqual([]);
    const reached = videoReadersReached(entryModules("checkUpload")).map((chain) => chain.split(" → ").at(-1));
    expect(reached).toEqual(
      expect.arrayContaining([
        "functions/src/core/video/probe-video.ts",
        expect.stringMatching(/node_modules\/mp4box\//),
        "src/shared/media-details.ts",
      ]),
    );
  });
});
