/**
 * The functions' rate groups on Firestore, with the limits lowered so a ceiling fills in a few
 * requests: the tokenless one-click unsubscribe fills only its own ceiling, forged one-click links
 * fill none that genuine ones count on, and an IPv6 /48 is one client whatever /56 or /64 it sends from.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordingResponse } from "@testing/ports/recording-response";
import { signConsentLink } from "@functions/core/consent/consent-link";
import { linkKey } from "@functions/core/ports";
import { createApiFunctions, type ApiFunctionName } from "../http/api-functions";
import type { FunctionRequest } from "../http/entry-point";
import { RATE_GROUPS, type RateGroupLimits } from "../http/rate-groups";
import { createRuntimeLoader } from "../runtime/runtime";
import { withinOneMinute } from "@testing/emulators/clock-minute";
import { TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { TEST_BUCKET } from "@testing/emulators/storage-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";

const PER_CLIENT = 3;
const CEILING = 6;
const LIMITS = Object.fromEntries(
  Object.keys(RATE_GROUPS).map((group) => [group, { perClient: PER_CLIENT, ceiling: CEILING, instances: 1 }]),
) as RateGroupLimits;

let firestore: TestFirestore;
let app: App;
let api: ReturnType<typeof createApiFunctions>;
let consentKey: string;

beforeAll(async () => {
  firestore = await testFirestore();
  // firebase-admin takes the emulator from the environment when the runtime makes its client.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `rate-groups-${randomUUID()}`);
  const loadRuntime = createRuntimeLoader({
    env: { FUNCTIONS_EMULATOR: "true", FIREBASE_DEBUG_MODE: "true", GCLOUD_PROJECT: TEST_PROJECT_ID },
    app,
    rateLimits: LIMITS,
    log: () => {},
  });
  const loaded = loadRuntime();
  if (!loaded.ok) throw new Error(loaded.problems.join("; "));
  consentKey = linkKey(loaded.runtime.config, "consent");
  api = createApiFunctions(loadRuntime);
});
afterAll(async () => {
  await deleteApp(app);
  firestore.stop();
});
beforeEach(async () => {
  await firestore.clear();
  await withinOneMinute(20_000);
});

/** An unsubscribe link of a newsletter entry, signed with the functions' own key (the entry need not exist). */
const unsubscribeLink = (entryId: string, nonce = "nonce-1") =>
  signConsentLink(consentKey, {
    purpose: "unsubscribe",
    list: "newsletter",
    entryId,
    expiresAt: new Date(Date.now() + 86_400_000),
    nonce,
  });

/** A request from `address`, as Google's front end passes it on (the right-most forwarded hop). */
async function send(
  name: ApiFunctionName,
  address: string,
  method: "GET" | "POST" = "POST",
  token = "not-a-token",
): Promise<number> {
  const oneClick = name === "unsubscribeOneClick";
  const { res, answer } = recordingResponse();
  const request: FunctionRequest = {
    method,
    headers: {
      "x-forwarded-for": `203.0.113.250, ${address}`,
      "content-type": oneClick ? "application/x-www-form-urlencoded" : "application/json",
    },
    rawBody: Buffer.from(oneClick ? "List-Unsubscribe=One-Click" : JSON.stringify({ token })),
    query: { token },
  };
  await api[name](request, res);
  return answer.status;
}

const TOKEN_CHECKED_LINKS: ApiFunctionName[] = [
  "confirmSubscription",
  "unsubscribe",
  "applicationStatus",
  "withdrawApplication",
];

describe("rate groups on Firestore", () => {
  it("forged one-click links from many clients leave a genuine link unsubscribing", async () => {
    const subscriber = getFirestore(app).collection("newsletter_subscribers").doc("entry-1");
    await subscriber.set({
      email: "reader@example.com",
      consentRevision: 1,
      consent: { status: "confirmed", unsubscribedAt: null, unsubscribedVia: null, unsubscribeNonce: "nonce-1" },
    });
    // Forged links (signature altered, not a link, missing), GET and POST, from clients each past its
    // allowance: more than the one-click ceiling in all, and every client refused at its allowance.
    const forged = [`${unsubscribeLink("entry-1").slice(0, -2)}AA`, "not-a-token", ""];
    const statuses: number[] = [];
    for (let client = 1; client <= 2 * CEILING; client += 1) {
      for (let index = 0; index <= PER_CLIENT; index += 1) {
        const method = index % 2 ? "GET" : "POST";
        statuses.push(await send("unsubscribeOneClick", `198.51.100.${client}`, method, forged[index % 3]));
      }
      expect(statuses.at(-1)).toBe(429);
    }
    expect(statuses.filter((status) => status !== 429).length).toBeGreaterThanOrEqual(CEILING);

    expect(await send("unsubscribeOneClick", "192.0.2.77", "GET", unsubscribeLink("entry-1"))).toBe(303);
    expect(await send("unsubscribeOneClick", "192.0.2.78", "POST", unsubscribeLink("entry-1"))).toBe(200);
    expect((await subscriber.get()).get("consent")).toMatchObject({
      status: "unsubscribed",
      unsubscribedVia: "one_click",
    });
    await expectTokenCheckedLinksAnswer();
  });

  it("a full one-click ceiling leaves confirm, unsubscribe, the status page and withdraw answering", async () => {
    // Clients at their allowance with genuine links (of entries that are gone) until the one-click
    // group's ceiling refuses a newcomer's first request.
    let taken = 0;
    for (let client = 1; client <= CEILING; client += 1) {
      for (let index = 0; index < PER_CLIENT; index += 1) {
        const link = unsubscribeLink(`gone-${client}-${index}`);
        if ((await send("unsubscribeOneClick", `198.51.100.${client}`, "POST", link)) !== 429) taken += 1;
      }
    }
    expect(taken).toBe(CEILING);
    expect(await send("unsubscribeOneClick", "198.51.100.200", "POST", unsubscribeLink("gone-200"))).toBe(429);
    expect(await send("unsubscribeOneClick", "198.51.100.201", "GET", unsubscribeLink("gone-201"))).toBe(429);
    await expectTokenCheckedLinksAnswer();
  });

  async function expectTokenCheckedLinksAnswer() {
    const answers = [];
    for (const [index, name] of TOKEN_CHECKED_LINKS.entries()) {
      answers.push({ name, status: await send(name, `192.0.2.${index + 1}`) });
    }
    expect(answers).toEqual(TOKEN_CHECKED_LINKS.map((name) => ({ name, status: 200 })));
  }

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
