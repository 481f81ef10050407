// A build ships one backend's browser client (src/lib/backend/select-backend.ts). Which one is read
// from the build itself: the chunks that hold src/lib/backend/firebase/. Then no chunk, loaded up
// front or later, may hold the other backend's client, by source module and by telltale strings.

const FIREBASE_CLIENT = /^src\/lib\/backend\/firebase\//;

/** What the embedded backend's client is made of and says; none of it belongs in a Firebase build. */
const EMBEDDED_ONLY = {
  modules: [
    /^src\/lib\/backend\/embedded\//,
    /(^|\/)node_modules\/tus-js-client\//,
    /^src\/server\//,
    /^testing\//,
    /^functions\//,
  ],
  // The tus endpoint's file-address header, the live-feed tickets (server-sent events), the tus path
  // (as the minifier quotes it).
  strings: ["Upload-File-Url", "/data/live-tickets", ...['"', "'", "`"].map((quote) => `${quote}/uploads/${quote}`)],
};

/**
 * @param {Record<string, string[]>} chunkModules chunk URL → source modules (build/chunk-modules.json)
 * @param {(url: string) => string} readChunk the chunk's code
 * @returns {{ backend: "firebase" | "embedded", problems: string[] }}
 */
export function backendProblems(chunkModules, readChunk) {
  const chunks = Object.entries(chunkModules);
  const firebase = chunks.some(([, modules]) => modules.some((id) => FIREBASE_CLIENT.test(id)));
  const problems = [];
  for (const [url, modules] of chunks) {
    if (firebase) {
      for (const rule of EMBEDDED_ONLY.modules) {
        const hit = modules.find((id) => rule.test(id));
        if (hit) problems.push(`This Firebase build contains embedded backend code: ${url} holds ${hit}.`);
      }
      const code = readChunk(url);
      for (const text of EMBEDDED_ONLY.strings) {
        if (code.includes(text))
          problems.push(`This Firebase build contains embedded backend code: ${url} says ${text}.`);
      }
    } else {
      const hit = modules.find((id) => /^(?:testing|functions|src\/server)\//.test(id));
      if (hit) problems.push(`${url} holds test or server code: ${hit}.`);
    }
  }
  return { backend: firebase ? "firebase" : "embedded", problems };
}

// `node scripts/backend-check.mjs`: this check alone, on the last build (e.g. after a Firebase build,
// whose page budgets differ from the local build's: docs/architecture.md "Firebase implementation").
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import("node:fs");
  const chunkModules = JSON.parse(readFileSync("build/chunk-modules.json", "utf8"));
  const { backend, problems } = backendProblems(chunkModules, (url) => readFileSync(`build/client${url}`, "utf8"));
  if (problems.length) {
    console.error(
      `Backend check failed (${backend} build):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`Backend in this build: ${backend}; no other backend's client code in any chunk.`);
}
