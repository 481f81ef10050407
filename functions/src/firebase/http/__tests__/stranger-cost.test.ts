/**
 * What a stranger with no token can cost per hour: every public HTTP function held busy by its
 * maximum of instances all hour (the body is parsed before anything can refuse it), the Firestore
 * work of the one tokenless endpoint, and the log line of each refused junk App Check token.
 * Recomputed from the options functions/src/index.ts deploys and the rate groups, it must be the one
 * figure docs/security.md and docs/deploy.md state.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { endpointsOf, type Endpoint } from "@testing/fixtures/function-endpoints";
import { ERROR_REPORT_LIMITS } from "~/shared/error-report";
import { RATE_GROUPS } from "../rate-groups";

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
/**
 * Firestore, per 100,000 documents, at the highest price it lists (multi-region; a London database
 * costs less): https://firebase.google.com/docs/firestore/pricing.
 */
const READ = 0.06 / 100_000;
const WRITE = 0.18 / 100_000;
/** Cloud Logging ingestion, $0.50 a GiB, and what one entry weighs with its metadata (an assumption). */
const LOG_GIB = 0.5;
const LOG_ENTRY_BYTES = 1024;
/**
 * The functions that take no App Check token: the one-click unsubscribe (RFC 8058 mail clients send none), the
 * browsers' error reports (the public pages load no Firebase) and the uptime check's health.
 */
const TOKENLESS_FUNCTIONS = ["unsubscribeOneClick", "clientErrors", "health"];
/** An error entry with its stack (up to 2,000 characters) and fields: an assumption, as LOG_ENTRY_BYTES. */
const ERROR_ENTRY_BYTES = 4096;
/** The health check keeps each answer 10 s per instance (http/health.ts): a Firestore read per instance and period. */
const HEALTH_PROBES_PER_INSTANCE_HOUR = 360;

let endpoints: Array<[string, Endpoint]>;

beforeAll(async () => {
  // What Cloud Functions sets: the storage trigger reads its bucket from it when the module loads.
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: "demo-ugc-marketplace", storageBucket: "demo-bucket" });
  endpoints = endpointsOf(await import("@functions/index")).filter(([, endpoint]) => endpoint.httpsTrigger);
});

function hourlyCost(endpoint: Endpoint): number {
  const instances = endpoint.maxInstances ?? Number.POSITIVE_INFINITY;
  const perSecond =
    Number(endpoint.cpu) * VCPU_SECOND +
    ((endpoint.availableMemoryMb ?? 256) / 1024) * GIB_SECOND +
    REQUESTS_PER_INSTANCE_SECOND * PER_REQUEST;
  return instances * perSecond * 3600;
}

/**
 * A request the tokenless function counts (at most its groups' ceilings a minute: `one-click` for
 * genuine links, `one-click-unsigned` for the rest) creates one counter document (rate-limit.ts) and
 * its answer is logged (refusals, 4xx, are kept out of the logs: docs/deploy.md step 5); every other
 * instance may try that slot once more before it learns it is taken (slot-counter.ts), a refused write
 * counted as a write here; at worst each counted request also shares the ceiling's count (one write,
 * one read per instance: group-ceiling.ts); a genuine link also reads the subscriber's entry once.
 * Refusals past a ceiling or an allowance an instance knows cost nothing of Firestore.
 */
function oneClickCost(endpoint: Endpoint): number {
  const instances = endpoint.maxInstances!;
  const genuine = RATE_GROUPS["one-click"].limits.ceiling * 60;
  const counted = genuine + RATE_GROUPS["one-click-unsigned"].limits.ceiling * 60;
  const firestore = (genuine + instances * counted) * READ + (2 + instances) * counted * WRITE;
  return firestore + ((counted * LOG_ENTRY_BYTES) / 2 ** 30) * LOG_GIB;
}

/**
 * Each request the `client-errors` group counts (its ceiling a minute) creates one counter document, which every
 * other instance may try once more, and shares the ceiling's count (as above), and logs up to a batch of error entries.
 */
function clientErrorsCost(endpoint: Endpoint): number {
  const instances = endpoint.maxInstances!;
  const counted = RATE_GROUPS["client-errors"].limits.ceiling * 60;
  const entries = counted * ERROR_REPORT_LIMITS.perBatch;
  const firestore = instances * counted * READ + (2 + instances) * counted * WRITE;
  return firestore + ((entries * ERROR_ENTRY_BYTES) / 2 ** 30) * LOG_GIB;
}

/** One Firestore read per instance and period (the Storage lookup is a class B operation, under a cent). */
const healthCost = (endpoint: Endpoint) => endpoint.maxInstances! * HEALTH_PROBES_PER_INSTANCE_HOUR * READ;

const TOKENLESS_COST: Record<string, (endpoint: Endpoint) => number> = {
  unsubscribeOneClick: oneClickCost,
  clientErrors: clientErrorsCost,
  health: healthCost,
};

/** An App-Checked function refuses a junk token with one log line of its own (app-check.ts), per request. */
function junkTokenLogCost(endpoint: Endpoint): number {
  const requests = endpoint.maxInstances! * REQUESTS_PER_INSTANCE_SECOND * 3600;
  return ((requests * LOG_ENTRY_BYTES) / 2 ** 30) * LOG_GIB;
}

/** The worst hourly cost, in dollars. */
function worstHourlyCost(): number {
  return endpoints.reduce(
    (sum, [name, endpoint]) => sum + hourlyCost(endpoint) + (TOKENLESS_COST[name] ?? junkTokenLogCost)(endpoint),
    0,
  );
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

  it("has three tokenless functions, whose rate groups are the only ones without App Check", () => {
    const tokenless = Object.entries(RATE_GROUPS).filter(([, group]) => !group.appCheck);
    expect(tokenless.map(([name]) => name)).toEqual(["one-click", "one-click-unsigned", "client-errors"]);
    expect(endpoints.map(([name]) => name)).toEqual(expect.arrayContaining(TOKENLESS_FUNCTIONS));
  });

  it("is the one hourly figure both docs state, recomputed from the deployed options", () => {
    // Rounded up to the dollar: a bound, and not a loose one.
    const figure = Math.ceil(worstHourlyCost());
    const security = readFileSync("docs/security.md", "utf8").replace(/\s+/g, " ");
    const deploy = readFileSync("docs/deploy.md", "utf8").replace(/\s+/g, " ");
    const inSecurity = [...security.matchAll(/worst hourly cost[^$]*\*\*\$(\d+) an hour\*\*/gi)].map((m) => m[1]);
    const inDeploy = [...deploy.matchAll(/can cost at most about \$(\d+) an hour/gi)].map((m) => m[1]);
    expect(inSecurity).toEqual([String(figure)]);
    expect(inDeploy).toEqual([String(figure)]);
  });
});
