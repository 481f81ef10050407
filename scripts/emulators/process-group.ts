import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFirebaseTools } from "./firebase-tools.ts";
import { portOpen } from "./ports.ts";

/**
 * A detached child (the leader of its own process group) working in `directory`: `exited()` says whether it has
 * stopped; `stop()` ends its whole group (SIGTERM, then at most `graceMs` of waiting) and removes the directory.
 */
export function processGroup(child: ChildProcess, directory: string, graceMs: number) {
  let exited = false;
  child.on("exit", () => (exited = true));
  return {
    exited: () => exited,
    stop: async () => {
      if (!exited && child.pid !== undefined) {
        const stopped = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, graceMs))]);
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Starts firebase-tools' emulators in `only` (scripts/emulators/) for a project of their own: a temporary directory
 * holding `files` (its firebase.json among them), and resolves once `port` answers, with the function that stops
 * them and removes the directory.
 */
export async function startEmulatorProject({
  prefix,
  only,
  port,
  files,
  env,
}: {
  prefix: string;
  only: string[];
  port: number;
  files: Record<string, string>;
  env?: NodeJS.ProcessEnv;
}): Promise<() => Promise<void>> {
  const directory = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(directory, name), content);
  // Its TMPDIR too, where the Storage emulator keeps its objects.
  const child = startFirebaseTools({
    cwd: directory,
    only,
    env: { TMPDIR: directory, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const { exited, stop } = processGroup(child, directory, 5_000);
  const deadline = Date.now() + 90_000;
  while (!(await portOpen(port))) {
    if (exited() || Date.now() > deadline) {
      await stop();
      throw new Error(
        exited()
          ? `The ${only.join(" and ")} emulator exited before opening port ${port}`
          : `The ${only.join(" and ")} emulator did not open port ${port} within 90 s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return stop;
}
