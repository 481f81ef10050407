/**
 * The functions' rate groups on Firestore, with the limits lowered so a ceiling fills in a few
 * requests: the tokenless one-click unsubscribe fills only its own ceiling, and an IPv6 /48 is one
 * client whatever /56 or /64 it sends from.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiFunctions, type ApiFunctionName } from "../http/api-functions";
import type { FunctionRequest, FunctionResponse } from "../http/entry-point";
import { RATE_GROUPS, type RateGroupLimits } from "../http/rate-groups";
import { createRuntimeLoader } from "../runtime/runtime";
import { withinOneMinute } from "../testing/clock-minute";
import { TEST_PROJECT_ID } from "../testing/firestore-app";
import { TEST_BUCKET } from "../testing/storage-app";
import { testFirestore, type TestFirestore } from "../testing/test-firestore";

const PER_CLIENT = 3;
const CEILING = 6;
const LIMITS = Object.fromEntries(
  Object.keys(RATE_GROUPS).map((group) => [group, { perClient: PER_CLIENT, ceiling: CEILING, shards: 1 }]),
) as RateGroupLimits;

let firestore: TestFirestore;
let app: App;
let api: ReturnType<typeof createApiFunctions>;

beforeAll(async () => {
  firestore = await testFirestore();
  // firebase-admin takes the emulator from the environment when the runtime makes its client.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `rate-groups-${randomUUID()}`);
  api = createApiFunctions(
    createRuntimeLoader({
      env: { FUNCTIONS_EMULATOR: "true", FIREBASE_DEBUG_MODE: "true", GCLOUD_PROJECT: TEST_PROJECT_ID },
      app,
      rateLimits: LIMITS,
      log: () => {},
    }),
  );
});
afterAll(async () => {
  await deleteApp(app);
  firestore.stop();
});
beforeEach(async () => {
  await firestore.clear();
  await withinOneMinute(20_000);
});

/** A request from `address`, as Google's front end passes it on (the right-most forwarded hop). */
async function send(name: ApiFunctionName, address: string, method: "GET" | "POST" = "POST"): Promise<number> {
  const oneClick = name === "unsubscribeOneClick";
  let status = 0;
  const res: FunctionResponse = {
    status: (code) => {
      status = code;
      return res;
    },
    set: () => res,
    json: () => undefined,
    redirect: (code) => {
      status = code;
    },
    write: () => true,
    end: () => undefined,
  };
  const request: FunctionRequest = {
    method,
    headers: {
      "x-forwarded-for": `203.0.113.250, ${address}`,
      "content-type": oneClick ? "application/x-www-form-urlencoded" : "application/json",
    },
    rawBody: Buffer.from(oneClick ? "List-Unsubscribe=One-Click" : JSON.stringify({ token: "not-a-token" })),
    query: { token: "not-a-token" },
  };
  await api[name](request, res);
  return status;
}

const TOKEN_CHECKED_LINKS: ApiFunctionName[] = [
  "confirmSubscription",
  "unsubscribe",
  "applicationStatus",
  "withdrawApplication",
];

describe("rate groups on Firestore", () => {
  it("a full one-click ceiling leaves confirm, unsubscribe, the status page and withdraw answering", async () => {
    // Clients at their allowance until the one-click group's ceiling refuses a newcomer's first request.
    let taken = 0;
    for (let client = 1; client <= CEILING; client += 1) {
      for (let index = 0; index < PER_CLIENT; index += 1) {
        if ((await send("unsubscribeOneClick", `198.51.100.${client}`)) !== 429) taken += 1;
      }
    }
    expect(taken).toBe(CEILING);
    expect(await send("unsubscribeOneClick", "198.51.100.200")).toBe(429);
    expect(await send("unsubscribeOneClick", "198.51.100.201", "GET")).toBe(429);

    const answers = [];
    for (const [index, name] of TOKEN_CHECKED_LINKS.entries()) {
      answers.push({ name, status: await send(name, `192.0.2.${index + 1}`) });
    }
    expect(answers).toEqual(TOKEN_CHECKED_LINKS.map((name) => ({ name, status: 200 })));
  });

  it("counts two addresses of one IPv6 /48 as one client, from different /56s and /64s", async () => {
    // 2001:db8:7:1::/64 in 2001:db8:7::/56, then 2001:db8:7:ff00::/64 in 2001:db8:7:ff00::/56.
    for (let index = 0; index < PER_CLIENT; index += 1) {
      expect(await send("confirmSubscription", `2001:db8:7:1::${index + 1}`)).toBe(200);
    }
    expect(await send("confirmSubscription", "2001:db8:7:ff00::1")).toBe(429);
    // The next /48 is another client.
    expect(await send("confirmSubscription", "2001:db8:8::1")).toBe(200);
  });
});
