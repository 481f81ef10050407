import { existsSync, readFileSync } from "node:fs";
import { descendantsOf } from "../../scripts/emulators/index.ts";

/**
 * The processes in which the Functions emulator runs the function `name` (one per request it serves at
 * once: firebase-tools sets FUNCTION_TARGET in each worker's environment), among those this process
 * started. Linux only (/proc), like the machines the tests run on.
 */
export function functionWorkers(name: string): number[] {
  return descendantsOf(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(`FUNCTION_TARGET=${name}`);
    } catch {
      return false;
    }
  });
}

/**
 * SIGKILLs every worker of the function `name` and resolves with how many once the emulator has
 * reaped them all: from then on it knows they are gone and starts a new worker for the next request
 * (a request sent sooner could be handed to a dead worker that still looks idle, and fail with 500).
 */
export async function killFunctionWorkers(name: string): Promise<number> {
  const workers = functionWorkers(name);
  for (const pid of workers) process.kill(pid, "SIGKILL");
  const deadline = Date.now() + 10_000;
  // A killed process keeps its /proc entry (a zombie) until its parent has reaped it.
  while (workers.some((pid) => existsSync(`/proc/${pid}`))) {
    if (Date.now() > deadline) throw new Error(`The workers of ${name} were not reaped within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return workers.length;
}
