// What no chunk of a site build may hold, loaded up front or later: test code (testing/) and what deploys to Cloud
// Functions (functions/), by the source modules in each chunk (build/chunk-modules.json, which vite.config.ts writes).

const NOT_IN_A_BUILD = [
  { rule: /^testing\//, what: "test code" },
  { rule: /^functions\//, what: "Cloud Functions code" },
];

/**
 * @param {Record<string, string[]>} chunkModules chunk URL → source modules (build/chunk-modules.json)
 * @returns {string[]} one line per chunk and module that should not be there
 */
export function buildContentProblems(chunkModules) {
  const problems = [];
  for (const [url, modules] of Object.entries(chunkModules)) {
    for (const { rule, what } of NOT_IN_A_BUILD) {
      const hit = modules.find((id) => rule.test(id));
      if (hit) problems.push(`${url} holds ${what}: ${hit}.`);
    }
  }
  return problems;
}

// `node scripts/build-contents.mjs`: this check alone, on the last build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import("node:fs");
  const problems = buildContentProblems(JSON.parse(readFileSync("build/chunk-modules.json", "utf8")));
  if (problems.length) {
    console.error(`Build contents check failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log("No chunk of this build holds test code or Cloud Functions code.");
}
