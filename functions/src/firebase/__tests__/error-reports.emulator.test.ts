/**
 * Browsers' error reports and /api/health on production's path: the bundle as deployed under Google's Functions
 * emulator, over Google's Firestore emulator (the rate limiter) and firebase-tools' Storage emulator. What the
 * functions log is read back from the emulator's output as Cloud Logging would read it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_REPORT_LIMITS } from "~/shared/error-report";
import { REPORTED_ERROR_EVENT, SITE_SERVICE } from "../observability/error-log";
import { RATE_GROUPS } from "../http/rate-groups";
import { emulatorHosts, startFunctionsEmulator, type FunctionsEmulator } from "@testing/emulators/functions-emulator";
import { announceRun, announceSkip } from "@testing/emulators/official-emulators";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";
import { withinOneMinute } from "@testing/emulators/clock-minute";

const reason =
  process.env.FIREBASE_FUNCTIONS_EMULATOR === "0"
    ? "FIREBASE_FUNCTIONS_EMULATOR=0"
    : process.env.FIRESTORE_EMULATOR_UNAVAILABLE
      ? `Google's Firestore emulator is needed (the rate limiter): ${process.env.FIRESTORE_EMULATOR_UNAVAILABLE}`
      : null;
announceSkip("Error reports and health under the Functions emulator", reason);
if (!reason) announceRun("Error reports and health", "Google's Functions emulator");

let firestore: TestFirestore;
let storage: LocalStorageEmulator;
let functions: FunctionsEmulator;

const from = (address: string) => ({ "x-forwarded-for": `203.0.113.250, ${address}` });
const run = Math.random().toString(36).slice(2, 8);

const report = (message: string, extra: Record<string, unknown> = {}) => ({
  kind: "error",
  message,
  stack: `TypeError: ${message}\n    at render (http://127.0.0.1:5000/assets/page-Ab12.js:1:2345)`,
  page: "/creator-signup",
  count: 1,
  ...extra,
});

const post = (body: unknown, client = from("198.51.100.7")) =>
  fetch(functions.url("clientErrors"), {
    method: "POST",
    headers: { "content-type": "application/json", ...client },
    body: JSON.stringify(body),
  });

/** The error entries whose message names `marker`. */
async function entriesNaming(marker: string, expected: number) {
  const matching = () =>
    functions
      .logEntries()
      .filter((entry) => entry["@type"] === REPORTED_ERROR_EVENT && String(entry.message).includes(marker));
  // The emulator's output reaches its log file a moment after the answer.
  for (let waited = 0; waited < 5_000 && matching().length < expected; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return matching();
}

beforeAll(async () => {
  if (reason) return;
  [firestore, storage] = await Promise.all([testFirestore(), startLocalStorageEmulator()]);
  functions = await startFunctionsEmulator({
    params: { ADMIN_EMAIL: "admin@example.com" },
    env: emulatorHosts(firestore.host, storage.host),
  });
}, 120_000);

afterAll(async () => {
  await functions?.stop();
  await storage?.stop();
  firestore?.stop();
});

describe.skipIf(reason !== null)("browsers' error reports, under Google's Functions emulator", () => {
  it("writes one structured entry per report, grouped by Error Reporting, without personal data", async () => {
    const marker = `one-${run}`;
    const answer = await post({
      release: "abc123",
      reports: [
        report(`${marker} for ada@example.com at https://x.test/application-status?token=s3cr3t#k`, {
          page: "/application-status?token=s3cr3t-token-value#x",
          count: 3,
        }),
      ],
    });
    expect(answer.status).toBe(200);
    const entries = await entriesNaming(marker, 1);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      severity: "ERROR",
      serviceContext: { service: SITE_SERVICE, version: "abc123" },
      event: "client-error",
      origin: "browser",
      kind: "error",
      page: "/application-status",
      release: "abc123",
      count: 3,
      context: { httpRequest: { url: "/application-status" } },
    });
    // A V8 stack in `message` is what Error Reporting groups by.
    expect(String(entry!.message)).toMatch(
      /\n\s+at render \(http:\/\/127\.0\.0\.1:5000\/assets\/page-Ab12\.js:1:2345\)/,
    );
    const text = JSON.stringify(entry);
    expect(text).not.toContain("ada@example.com");
    expect(text).not.toContain("s3cr3t");
  });

  it("cuts over-long texts and refuses a malformed batch whole", async () => {
    const marker = `long-${run}`;
    const long = await post({ release: "r", reports: [report(`${marker} ${"x".repeat(5_000)}`)] });
    expect(long.status).toBe(200);
    const [entry] = await entriesNaming(marker, 1);
    expect(String(entry!.message).split("\n")[0]!.length).toBeLessThanOrEqual(ERROR_REPORT_LIMITS.message);
    const malformed = `bad-${run}`;
    expect((await post({ release: "r", reports: [{ ...report(malformed), kind: "nonsense" }] })).status).toBe(400);
    expect((await post({ release: "r", reports: Array(6).fill(report(malformed)) })).status).toBe(400);
    expect(await entriesNaming(malformed, 0)).toHaveLength(0);
  });

  it("caps a flood from one client, and another client is still heard", { timeout: 60_000 }, async () => {
    const marker = `flood-${run}`;
    const { perClient } = RATE_GROUPS["client-errors"].limits;
    const client = from("198.51.100.99");
    await withinOneMinute(20_000);
    const statuses: number[] = [];
    for (let index = 0; index < perClient + 10; index += 1) {
      statuses.push((await post({ release: "r", reports: [report(`${marker}-${index}`)] }, client)).status);
    }
    expect(statuses.slice(0, perClient)).toEqual(Array(perClient).fill(200));
    expect(statuses.slice(perClient)).toEqual(Array(10).fill(429));
    expect(await entriesNaming(marker, perClient)).toHaveLength(perClient);
    const other = `other-${run}`;
    expect((await post({ release: "r", reports: [report(other)] }, from("198.51.100.100"))).status).toBe(200);
    expect(await entriesNaming(other, 1)).toHaveLength(1);
  });
});

describe.skipIf(reason !== null)("GET /api/health, under Google's Functions emulator", () => {
  it("answers the release and that Firestore and Storage are reachable", async () => {
    const answer = await fetch(functions.url("health"));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      release: expect.stringMatching(/^\S+$/),
      firestore: { reachable: true, ms: expect.any(Number) },
      storage: { reachable: true, ms: expect.any(Number) },
    });
    expect(body.release).not.toBe("unreleased");
    expect((await fetch(functions.url("health"), { method: "POST" })).status).toBe(405);
  });

  it("answers 503 naming Storage once Storage stops answering", { timeout: 30_000 }, async () => {
    await storage.stop();
    // An instance keeps its answer 10 s.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const answer = await fetch(functions.url("health"));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ firestore: { reachable: true }, storage: { reachable: false } });
  });
});
