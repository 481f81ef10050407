import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cspMetaProblems } from "../csp-check.ts";
import { addCspMeta } from "../csp-meta.ts";

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Reelmark</title></head><body>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module">import "/assets/entry.client-abc.js";</script></body></html>',
].join("");

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "csp-check-"));
  mkdirSync(path.join(dir, "pricing"));
  writeFileSync(path.join(dir, "index.html"), PAGE);
  writeFileSync(path.join(dir, "pricing/index.html"), PAGE.replace("Reelmark", "Pricing"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (target: string) => {
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/csp-check.ts", target, "firebase.json"], {
      stdio: "pipe",
    });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe("Hosting's predeploy: the built site carries csp-meta's tags", () => {
  it("refuses pages without the CSP meta tag, and passes them once csp-meta has run", async () => {
    expect(await cspMetaProblems(dir)).toEqual(["index.html: no CSP meta tag", "pricing/index.html: no CSP meta tag"]);
    expect(run(dir)).toBe(1);
    await addCspMeta(dir);
    expect(await cspMetaProblems(dir)).toEqual([]);
    expect(run(dir)).toBe(0);
  });

  it("refuses a page whose inline script changed after csp-meta ran, and an empty build", async () => {
    await addCspMeta(dir);
    const file = path.join(dir, "pricing/index.html");
    writeFileSync(file, readFileSync(file, "utf8").replace('"basename":"/"', '"basename":"/x"'));
    expect(await cspMetaProblems(dir)).toEqual([
      "pricing/index.html: its CSP meta tag does not match its inline scripts",
    ]);
    const empty = path.join(dir, "empty");
    mkdirSync(empty);
    expect(await cspMetaProblems(empty)).toEqual([`${empty}: no HTML page (was the site built?)`]);
  });

  it("is firebase.json's Hosting predeploy, on the directory Hosting deploys", () => {
    const hosting = (JSON.parse(readFileSync("firebase.json", "utf8")) as { hosting: { predeploy?: string[] } })
      .hosting;
    expect(hosting.predeploy).toEqual([
      'node --import tsx "$PROJECT_DIR/scripts/csp-check.ts" "$RESOURCE_DIR" "$PROJECT_DIR/firebase.json"',
    ]);
  });
});
