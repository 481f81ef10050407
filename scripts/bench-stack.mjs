// The bench's own Firebase emulator project: what production runs (the site's functions bundle behind
// Hosting's rewrites, Auth, Storage with the storage.rules stand-in, Google's Firestore emulator with
// firestore.rules), on firebase.json's ports (the emulator build of the site has them baked in), plus a
// second functions codebase of the bench's own, "bench": the anchor `benchAnchorWrite`, a minimal HTTP
// function doing one Firestore write, so a sign-up can be set beside the least a function that stores
// something costs on the same emulators. Written under .data/bench-stack/ and removed when stopped.
// Uses fixed ports: run under the machine's stack lock (see bench.mjs).
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFunctions } from "./build-functions.ts";
import { writeEmulatorRules } from "./emulator-rules.ts";
import {
  emulatorHost as host,
  emulatorPort as port,
  freePort,
  helperEmulators,
  PROJECT_ID,
  portOpen,
  REGION,
  startFirebaseTools,
  startFirestoreEmulator,
} from "./emulators/index.ts";
import { MAILDEV_BIN, maildevArgs } from "./local-inbox.ts";
import firebaseJson from "../firebase.json" with { type: "json" };
import { emulatorHeaders } from "./emulator-headers.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The emulator build of the site (npm run build:firebase-emulated). */
export const SITE_DIR = path.join(ROOT, "build-firebase/client");
const STACK_DIR = path.join(ROOT, ".data/bench-stack");
const BENCH_SITE_DIR = path.join(ROOT, ".data/bench-site");

/**
 * What Hosting serves in a bench run: the emulator build, hard-linked (nothing is copied or changed),
 * plus the bench's own files (`extra`: path → contents), e.g. pages without scripts or an upload page.
 */
export function benchSite(extra = {}) {
  rmSync(BENCH_SITE_DIR, { recursive: true, force: true });
  mkdirSync(path.dirname(BENCH_SITE_DIR), { recursive: true });
  execFileSync("cp", ["-al", SITE_DIR, BENCH_SITE_DIR]);
  for (const [file, contents] of Object.entries(extra)) {
    const target = path.join(BENCH_SITE_DIR, file);
    mkdirSync(path.dirname(target), { recursive: true });
    // A new file, never written through a hard link into the build.
    rmSync(target, { force: true });
    writeFileSync(target, contents);
  }
  return BENCH_SITE_DIR;
}

/** The anchor: one Firestore write of the JSON body, keyed by its e-mail, and nothing else. */
const ANCHOR_SOURCE = `
const { onRequest } = require("firebase-functions/v2/https");
const { initializeApp } = require("firebase-admin/app");
const { getFirestore } = require("firebase-admin/firestore");
initializeApp();
const db = getFirestore();
exports.benchAnchorWrite = onRequest({ region: ${JSON.stringify(REGION)} }, async (req, res) => {
  const body = req.body ?? {};
  await db.collection("bench_anchor").doc(String(body.email ?? "anonymous").toLowerCase()).set(body);
  res.status(200).json({ ok: true });
});
`;

/** The URL of a function of the bench project, straight at the Functions emulator. */
export const functionUrl = (name) => `http://${host("functions")}/${PROJECT_ID}/${REGION}/${name}`;
export const HOSTING_URL = `http://${host("hosting")}`;

async function waitFor(check, what, child, seconds = 240) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (child && child.exitCode !== null) throw new Error(`${what}: its process exited (${child.exitCode}).`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${seconds} s.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Every function entry point refuses a GET with 405 once the Functions emulator has loaded it; the anchor answers
 * any method with 200. A function not loaded yet is answered 404.
 */
const functionLoaded = (name) => async () => {
  try {
    const response = await fetch(functionUrl(name), { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === (name === "benchAnchorWrite" ? 200 : 405);
  } catch {
    return false;
  }
};

/**
 * Starts the bench project. `only`: which firebase-tools emulators ("auth", "functions", "hosting",
 * "storage"); Firestore (Google's emulator) and an inbox come with "functions". `publicDir`: what
 * Hosting serves (default the emulator build). `rewrites`: extra Hosting rewrites before the site's.
 * Answers { stop }.
 */
export async function startBenchStack({ only, publicDir = SITE_DIR, log = false } = {}) {
  const stops = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const busy = [];
    for (const name of [...only, ...(only.includes("functions") ? ["firestore"] : [])])
      if (await portOpen(port(name))) busy.push(`${name} (${port(name)})`);
    if (busy.length) throw new Error(`Emulator ports in use: ${busy.join(", ")}. Run the bench under the stack lock.`);
    rmSync(STACK_DIR, { recursive: true, force: true });
    mkdirSync(path.join(STACK_DIR, "tmp"), { recursive: true });
    stops.push(async () => {
      rmSync(STACK_DIR, { recursive: true, force: true });
      rmSync(BENCH_SITE_DIR, { recursive: true, force: true });
    });
    const env = {};
    const codebases = [];
    if (only.includes("functions")) {
      const firestore = await startFirestoreEmulator({ port: port("firestore"), reuseRunning: false });
      stops.push(firestore.stop);
      env.FIRESTORE_EMULATOR_HOST = firestore.host;
      const smtpPort = await freePort();
      const inbox = spawn(
        process.execPath,
        [
          path.join(ROOT, MAILDEV_BIN),
          ...maildevArgs({
            smtpPort,
            webPort: await freePort(),
            credentials: { user: "bench", password: "bench-only" },
          }),
        ],
        { stdio: "ignore" },
      );
      stops.push(async () => {
        const exited = new Promise((resolve) => inbox.once("exit", resolve));
        inbox.kill("SIGTERM");
        await exited;
      });
      const product = path.join(STACK_DIR, "functions");
      mkdirSync(path.join(product, "lib"), { recursive: true });
      copyFileSync(path.join(ROOT, "functions/package.json"), path.join(product, "package.json"));
      await buildFunctions({ quiet: true, outfile: path.join(product, "lib/index.js") });
      const params = {
        ADMIN_EMAIL: "admin@example.com",
        PUBLIC_SITE_URL: HOSTING_URL,
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtpPort),
      };
      writeFileSync(
        path.join(product, `.env.${PROJECT_ID}`),
        Object.entries(params)
          .map(([key, value]) => `${key}=${value}\n`)
          .join(""),
      );
      writeFileSync(
        path.join(product, ".secret.local"),
        "RECAPTCHA_SECRET=\nSMTP_PASSWORD=\nCONSENT_LINK_SECRET=\nSTATUS_LINK_SECRET=\nEXPORT_PART_SECRET=\n",
      );
      const anchor = path.join(STACK_DIR, "bench-anchor");
      mkdirSync(anchor, { recursive: true });
      writeFileSync(
        path.join(anchor, "package.json"),
        JSON.stringify({ name: "bench-anchor", private: true, main: "index.js", engines: { node: "22" } }),
      );
      writeFileSync(path.join(anchor, "index.js"), ANCHOR_SOURCE);
      codebases.push(
        { source: "functions", codebase: "default", runtime: "nodejs22" },
        { source: "bench-anchor", codebase: "bench", runtime: "nodejs22" },
      );
    }
    const at = (name) => ({ host: "127.0.0.1", port: port(name) });
    const project = {
      hosting: {
        ...firebaseJson.hosting,
        // superstatic joins `public` onto the project directory: relative it is.
        public: path.relative(STACK_DIR, publicDir),
        headers: emulatorHeaders(firebaseJson.hosting.headers, host),
        rewrites: [
          { source: "/bench/anchor", function: { functionId: "benchAnchorWrite", region: REGION } },
          ...firebaseJson.hosting.rewrites,
        ],
      },
      // The emulators' copy (scripts/emulator-rules.ts), as the stack's.
      storage: { rules: writeEmulatorRules().storage },
      ...(codebases.length ? { functions: codebases } : {}),
      emulators: { ...(await helperEmulators()), ...Object.fromEntries(only.map((name) => [name, at(name)])) },
    };
    writeFileSync(path.join(STACK_DIR, "firebase.json"), JSON.stringify(project, null, 2));
    writeFileSync(path.join(STACK_DIR, ".firebaserc"), JSON.stringify({ projects: { default: PROJECT_ID } }));
    // A group of its own: the Functions emulator's workers go with it.
    const emulators = startFirebaseTools({
      cwd: STACK_DIR,
      only,
      stdio: ["ignore", log ? "inherit" : "ignore", "inherit"],
      // The Storage emulator keeps its bytes under os.tmpdir(): a private one.
      env: { ...env, TMPDIR: path.join(STACK_DIR, "tmp") },
    });
    stops.push(async () => {
      if (emulators.exitCode !== null) return;
      const exited = new Promise((resolve) => emulators.once("exit", resolve));
      process.kill(-emulators.pid, "SIGINT");
      const killed = setTimeout(() => process.kill(-emulators.pid, "SIGKILL"), 20_000);
      await exited;
      clearTimeout(killed);
    });
    if (only.includes("functions")) {
      await waitFor(functionLoaded("subscribeToWaitlist"), "The Functions emulator", emulators);
      await waitFor(functionLoaded("benchAnchorWrite"), "The bench's anchor function", emulators);
    }
    for (const name of only) await waitFor(() => portOpen(port(name)), `The ${name} emulator`, emulators);
    return { stop, pid: emulators.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}
