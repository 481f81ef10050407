import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

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
