// Google's Firestore emulator, found and started the same way for the tests and `npm start`.
// Where it comes from, in this order (docs/decisions/0001-backends.md):
//   1. one already running: FIRESTORE_EMULATOR_HOST answers "Ok";
//   2. the gcloud component `cloud-firestore-emulator` (Debian: google-cloud-cli-firestore-emulator),
//      whose `cloud_firestore_emulator` script runs on Java 11+ and needs no download;
//   3. firebase-tools' own copy, when Java 21+ is on PATH (it downloads the JAR on first use).
// It is started on a free loopback port (or the one asked for) with the emulators' copy of the
// project's firestore.rules (scripts/emulator-rules.ts) and stopped with its whole process group.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import firebaseJson from "../../firebase.json" with { type: "json" };
import { allEnv, env, readEnv } from "../env.ts";
import { writeEmulatorRules } from "../emulator-rules.ts";
import { firebaseArgs } from "./firebase-tools.ts";
import { FIREBASE_TOOLS_JAVA, FIRESTORE_JAVA, javaName, javaSupport } from "./java.ts";
import { freePort, PROJECT_ID } from "./ports.ts";

type Via = "running" | "firebase-tools" | "gcloud";
export interface FoundFirestoreEmulator {
  via: Via | null;
  host?: string;
  script?: string;
  reason?: string;
}
export interface RunningFirestoreEmulator {
  host: string;
  via: Via;
  stop(): Promise<void>;
}

const SCRIPT = "platform/cloud-firestore-emulator/cloud_firestore_emulator";

/** Google's Firestore emulator answers "Ok" over plain HTTP on `/` once it is ready. */
export async function firestoreAnswers(host: string | undefined): Promise<boolean> {
  if (!host) return false;
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    const text = await response.text();
    return response.ok && text.trim() === "Ok";
  } catch {
    return false;
  }
}

/** The gcloud component's start script, wherever the SDK lives on this machine; null when absent. */
export function gcloudFirestoreScript(): string | null {
  const roots = [
    env.CLOUDSDK_ROOT_DIR,
    "/usr/lib/google-cloud-sdk",
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    env.HOME && path.join(env.HOME, "google-cloud-sdk"),
  ].filter((root): root is string => Boolean(root));
  const gcloud = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], { encoding: "utf8" });
  if (gcloud.status === 0 && gcloud.stdout.trim()) roots.unshift(gcloud.stdout.trim());
  for (const root of roots) {
    const script = path.join(root, SCRIPT);
    if (existsSync(script)) return script;
  }
  const listed = spawnSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], { encoding: "utf8" });
  const fromPackage = listed.status === 0 ? listed.stdout.split("\n").find((line) => line.endsWith(SCRIPT)) : null;
  return fromPackage && existsSync(fromPackage) ? fromPackage : null;
}

/**
 * Which Firestore emulator this machine can use: `{ via, host? , script?, reason }`, `via` one of
 * "running", "firebase-tools", "gcloud", or null with `reason` saying what is missing.
 */
export async function findFirestoreEmulator({
  reuseRunning = true,
}: { reuseRunning?: boolean } = {}): Promise<FoundFirestoreEmulator> {
  const running = reuseRunning ? readEnv().FIRESTORE_EMULATOR_HOST : undefined;
  if (await firestoreAnswers(running)) return { via: "running", host: running };
  const java = javaSupport();
  const script = gcloudFirestoreScript();
  if (script && java.firestore) return { via: "gcloud", script };
  if (java.firebaseTools) return { via: "firebase-tools" };
  const reasons = [];
  if (running) reasons.push(`FIRESTORE_EMULATOR_HOST=${running} does not answer`);
  reasons.push(
    java.major === null
      ? "Java is not installed (the emulator is a Java program: `sudo apt-get install -y openjdk-17-jre-headless`)"
      : `${javaName(java.major)} is too old for firebase-tools' emulator (needs ${FIREBASE_TOOLS_JAVA}+)`,
  );
  if (!script) {
    reasons.push(
      "the gcloud component cloud-firestore-emulator is not installed (Debian: `apt-get install google-cloud-cli-firestore-emulator`, or `gcloud components install cloud-firestore-emulator`)",
    );
  } else if (!java.firestore) {
    reasons.push(`the gcloud emulator at ${script} needs Java ${FIRESTORE_JAVA}+`);
  }
  return { via: null, reason: `no Firestore emulator can run here: ${reasons.join("; ")}.` };
}

function firebaseToolsCommand(port: number, rules: string, workDir: string) {
  // firebase-tools reads its emulator settings from a firebase.json: a private one for this port.
  writeFileSync(
    path.join(workDir, "firebase.json"),
    JSON.stringify({
      firestore: { rules: path.resolve(rules) },
      emulators: { singleProjectMode: true, firestore: { host: "127.0.0.1", port }, ui: { enabled: false } },
    }),
  );
  return {
    command: process.execPath,
    args: firebaseArgs("emulators:start", "--only", "firestore", "--project", PROJECT_ID),
    cwd: workDir,
  };
}

/**
 * Starts (or reuses) Google's Firestore emulator. Resolves to `{ host, via, stop() }`; rejects with
 * the reason when none can run. `port` 0 picks a free one.
 */
export async function startFirestoreEmulator({
  port = 0,
  rules = writeEmulatorRules().firestore,
  timeoutMs = 90_000,
  reuseRunning = true,
}: {
  port?: number;
  rules?: string;
  timeoutMs?: number;
  /** false: always start one (on `port`), even when FIRESTORE_EMULATOR_HOST answers. */
  reuseRunning?: boolean;
} = {}): Promise<RunningFirestoreEmulator> {
  const found = await findFirestoreEmulator({ reuseRunning });
  if (found.via === null) throw new Error(found.reason);
  if (found.via === "running") return { host: found.host!, via: "running", stop: async () => {} };

  const chosen = port || (await freePort());
  mkdirSync(".data", { recursive: true });
  const workDir = mkdtempSync(path.resolve(".data/firestore-emulator-"));
  const log = path.join(workDir, "emulator.log");
  // The gcloud script only runs `java … CloudFirestore start`: run that JVM directly, in our own
  // process group, so whatever kills the group (Playwright stops its web server with SIGKILL to it)
  // kills the emulator too. firebase-tools' launcher gets a group of its own (it has children).
  const gcloud = found.via === "gcloud";
  const { command, args, cwd } = gcloud
    ? {
        command: "java",
        args: [
          "-Duser.language=en",
          "-cp",
          path.join(path.dirname(found.script!), "cloud-firestore-emulator.jar"),
          "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
          "start",
          "--host=127.0.0.1",
          `--port=${chosen}`,
          `--rules=${path.resolve(rules)}`,
        ],
        cwd: workDir,
      }
    : firebaseToolsCommand(chosen, rules, workDir);
  const child = spawn(command, args, {
    cwd,
    detached: !gcloud,
    stdio: ["ignore", openSync(log, "w"), openSync(log, "a")],
    env: allEnv({ METADATA_SERVER_DETECTION: "none" }),
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const host = `127.0.0.1:${chosen}`;
  const stop = async () => {
    if (!exited && child.pid !== undefined) {
      const stopped = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(gcloud ? child.pid : -child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await firestoreAnswers(host))) {
    if (exited || Date.now() > deadline) {
      const output = existsSync(log) ? readFileSync(log, "utf8").slice(-2_000) : "";
      await stop();
      throw new Error(
        `Google's Firestore emulator (${found.via}) ${exited ? "exited" : `did not answer within ${timeoutMs / 1000} s`} on ${host}:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, via: found.via, stop };
}

/** The project's Firestore databases, as firebase.json declares them (`firestore`: one entry or a list). */
export function firestoreDatabases(config: { firestore: unknown } = firebaseJson): string[] {
  return [config.firestore].flat().map((database) => (database as { database?: string }).database ?? "(default)");
}

/** Deletes every document in each of `projectId`'s databases (the emulator's own reset endpoint). */
export async function clearFirestoreEmulator(host: string, projectId = PROJECT_ID): Promise<void> {
  for (const database of firestoreDatabases()) {
    const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/${database}/documents`, {
      method: "DELETE",
    });
    if (!response.ok) throw new Error(`Clearing the Firestore emulator's ${database} failed: ${response.status}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = await findFirestoreEmulator();
  console.log(found.via ? `Firestore emulator: ${found.via}${found.script ? ` (${found.script})` : ""}` : found.reason);
  process.exit(found.via ? 0 : 1);
}
