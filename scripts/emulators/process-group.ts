import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFirebaseTools } from "./firebase-tools.ts";
import { portOpen } from "./ports.ts";

/**
 * A detached child (the leader of its own process group) working in `directory`: `started()` waits until it is
 * ready, or stops it and throws; `stop()` ends its whole group (SIGTERM, then at most `graceMs` of waiting) and
 * removes the directory.
 */
export function processGroup(child: ChildProcess, directory: string, graceMs: number) {
  let exited = false;
  child.on("exit", () => (exited = true));
  const stop = async () => {
    if (!exited && child.pid !== undefined) {
      const stopped = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, graceMs))]);
    }
    rmSync(directory, { recursive: true, force: true });
  };
  return {
    stop,
    /**
     * Resolves once `ready()` answers true. If `what` exits first or `seconds` pass, runs `onFailure` (to show its
     * log), stops it and throws.
     */
    async started(ready: () => Promise<boolean>, what: string, seconds: number, onFailure = () => {}) {
      const deadline = Date.now() + seconds * 1000;
      while (!(await ready())) {
        if (exited || Date.now() > deadline) {
          onFailure();
          await stop();
          throw new Error(exited ? `${what} stopped before it was ready` : `${what} was not ready within ${seconds} s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** A process's parent and process group, from /proc (Linux, like every machine the stack runs on); null once gone. */
function processStat(pid: number): { parent: number; group: number } | null {
  try {
    // `pid (comm) state ppid pgrp …`: the name may hold spaces and parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const [, parent, group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { parent: Number(parent), group: Number(group) };
  } catch {
    return null;
  }
}

const processes = () =>
  readdirSync("/proc")
    .map(Number)
    .filter((pid) => Number.isInteger(pid));

/** Every process that descends from `ancestor` (its children, theirs, and so on). */
export function descendantsOf(ancestor: number): number[] {
  const descends = (pid: number) => {
    for (let current = processStat(pid)?.parent; current && current > 1; current = processStat(current)?.parent) {
      if (current === ancestor) return true;
    }
    return false;
  };
  return processes().filter(descends);
}

/**
 * The processes of this process's group that init has adopted: a child that outlived the parent that started it,
 * which no longer descends from this process but stays in its group.
 */
export function orphansInOwnGroup(): number[] {
  const group = processStat(process.pid)?.group;
  return processes().filter((pid) => {
    const stat = processStat(pid);
    return stat !== null && stat.group === group && stat.parent === 1;
  });
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
  const group = processGroup(child, directory, 5_000);
  await group.started(() => portOpen(port), `The ${only.join(" and ")} emulator`, 90);
  return group.stop;
}
