/**
 * What a stranger with no token can cost per hour: every public HTTP function held busy by its
 * maximum of instances all hour (the body is parsed before anything can refuse it). Recomputed from
 * the options functions/src/index.ts deploys, it must not exceed the figure docs/security.md states.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Cloud Run (functions 2nd gen) request-based billing, Tier 1, in USD, from https://cloud.google.com/run/pricing
 * (read 2026-11-28): $0.000024 a vCPU-second, $0.0000025 a GiB-second, $0.40 a million requests. London's
 * Cloud Run tier is not confirmed here, so compute is taken at 1.4 times Tier 1 (Tier 2's step).
 */
const VCPU_SECOND = 0.000024 * 1.4;
const GIB_SECOND = 0.0000025 * 1.4;
const PER_REQUEST = 0.4 / 1_000_000;
/** Refusals one instance answers a second (10 ms each, Google's front end included): an assumption. */
const REQUESTS_PER_INSTANCE_SECOND = 100;

interface Endpoint {
  availableMemoryMb?: number;
  concurrency?: number;
  cpu?: number | string;
  maxInstances?: number;
  timeoutSeconds?: number;
  httpsTrigger?: { invoker?: string[] };
}

let endpoints: Array<[string, Endpoint]>;

beforeAll(async () => {
  // What Cloud Functions sets: the storage trigger reads its bucket from it when the module loads.
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: "demo-ugc-marketplace", storageBucket: "demo-bucket" });
  const module = (await import("../../../../functions/src/index")) as Record<string, unknown>;
  endpoints = Object.entries(module).flatMap(([name, value]) => {
    const endpoint = (value as { __endpoint?: Endpoint } | null)?.__endpoint;
    return endpoint?.httpsTrigger ? [[name, endpoint] as [string, Endpoint]] : [];
  });
});

function hourlyCost(endpoint: Endpoint): number {
  const instances = endpoint.maxInstances ?? Number.POSITIVE_INFINITY;
  const perSecond =
    Number(endpoint.cpu) * VCPU_SECOND +
    ((endpoint.availableMemoryMb ?? 256) / 1024) * GIB_SECOND +
    REQUESTS_PER_INSTANCE_SECOND * PER_REQUEST;
  return instances * perSecond * 3600;
}

describe("the cost of a stranger with no token", () => {
  it("every HTTP function is public, capped in instances, one request at a time, 1 vCPU, 2 GiB, 60 s at most", () => {
    expect(endpoints.length).toBeGreaterThan(10);
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.httpsTrigger?.invoker, name).toEqual(["public"]);
      expect(
        [endpoint.concurrency, Number(endpoint.cpu), endpoint.availableMemoryMb, endpoint.maxInstances],
        name,
      ).toEqual([1, 1, 2048, name === "adminData" ? 3 : 10]);
      expect(endpoint.timeoutSeconds, name).toBeLessThanOrEqual(60);
    }
  });

  it("costs at most the hourly figure docs/security.md states, recomputed from the deployed options", () => {
    const total = endpoints.reduce((sum, [, endpoint]) => sum + hourlyCost(endpoint), 0);
    const stated = /worst hourly cost[^$]*\*\*\$(\d+(?:\.\d+)?) an hour\*\*/i.exec(
      readFileSync("docs/security.md", "utf8"),
    )?.[1];
    expect(stated, "docs/security.md states the figure").toBeDefined();
    expect(total).toBeLessThanOrEqual(Number(stated));
    // The figure is the computed one, rounded up to the dollar, not a loose bound.
    expect(Number(stated) - total).toBeLessThan(1);
  });
});
