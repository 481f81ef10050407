import type { RuntimeOutcome } from "../runtime/runtime";
import { send, type FunctionRequest, type FunctionResponse } from "./entry-point";

/** How one dependency answered: reachable or not, and how long the probe took. */
export interface DependencyHealth {
  reachable: boolean;
  ms: number;
}

export interface HealthAnswer {
  release: string;
  firestore: DependencyHealth;
  storage: DependencyHealth;
}

/** One cheap call to each dependency: a document read, an object lookup. Each throws when it cannot reach it. */
export interface HealthProbes {
  firestore(): Promise<unknown>;
  storage(): Promise<unknown>;
}

export interface HealthOptions {
  release: string;
  /** An answer is reused this long on the instance, so a flood of checks costs at most one probe of each per period. */
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

async function probe(run: () => Promise<unknown>, timeoutMs: number, now: () => number): Promise<DependencyHealth> {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
  });
  try {
    await Promise.race([run(), late]);
    return { reachable: true, ms: now() - started };
  } catch {
    return { reachable: false, ms: now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`, for the uptime check (docs/deploy.md, "Monitoring"): the release and whether Firestore and
 * Cloud Storage answer; 200 when both do, 503 otherwise. Firestore is probed in the limits database, the one
 * database `health` is granted (runtime/databases.ts). It counts nothing in Firestore (the rate limiter lives
 * there, and the check must answer when Firestore does not): each instance probes at most once per `cacheMs`.
 */
export function createHealthCheck(loadRuntime: () => RuntimeOutcome, options: HealthOptions) {
  const { cacheMs = 10_000, timeoutMs = 5_000, now = Date.now } = options;
  let last: { at: number; answer: Promise<HealthAnswer> } | undefined;
  const check = async (probes: HealthProbes): Promise<HealthAnswer> => {
    const [firestore, storage] = await Promise.all([
      probe(probes.firestore, timeoutMs, now),
      probe(probes.storage, timeoutMs, now),
    ]);
    return { release: options.release, firestore, storage };
  };
  return async (req: FunctionRequest, res: FunctionResponse): Promise<void> => {
    if (req.method !== "GET") {
      res.set("allow", "GET");
      return send(res, 405, { error: "Method not allowed" });
    }
    const loaded = loadRuntime();
    if (!loaded.ok) return send(res, 503, { release: options.release, configured: false });
    if (!last || now() - last.at >= cacheMs) last = { at: now(), answer: check(loaded.runtime.healthProbes) };
    const answer = await last.answer;
    send(res, answer.firestore.reachable && answer.storage.reachable ? 200 : 503, answer);
  };
}
