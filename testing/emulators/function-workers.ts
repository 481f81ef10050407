import { existsSync, readdirSync, readFileSync } from "node:fs";

/** The parent of `pid`, or null once it is gone. */
function parentOf(pid: number): number | null {
  try {
    // `pid (comm) state ppid …`: the name may hold spaces and parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

function descendsFrom(pid: number, ancestor: number): boolean {
  for (let current: number | null = parentOf(pid); current && current > 1; current = parentOf(current)) {
    if (current === ancestor) return true;
  }
  return false;
}

/**
 * The processes in which the Functions emulator runs the function `name` (one per request it serves at
 * once: firebase-tools sets FUNCTION_TARGET in each worker's environment), among those this process
 * started. Linux only (/proc), like the machines the tests run on.
 */
export function functionWorkers(name: string): number[] {
  const workers: number[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let environment: string;
    try {
      environment = readFileSync(`/proc/${pid}/environ`, "latin1");
    } catch {
      continue;
    }
    if (environment.split("\0").includes(`FUNCTION_TARGET=${name}`) && descendsFrom(pid, process.pid)) {
      workers.push(pid);
    }
  }
  return workers;
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
