/**
 * A launch-day burst against the deployed bundle under Google's Functions emulator, each request from
 * its own client address as Google's front end appends it: distinct sign-ups, one-click unsubscribes
 * from many addresses and from one, and the upload openings of many applications, each many at a time.
 * Nothing is answered 5xx: a request is served, or refused with 429 and the product's message.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signConsentLink } from "@functions/core/consent/consent-link";
import { UPLOADS_BUSY } from "@functions/core/handlers/open-upload";
import { linkKey } from "@functions/core/ports";
import { anonymousUser, bearer } from "@testing/emulators/auth-users";
import { TOO_MANY_REQUESTS } from "../http/entry-point";
import { RATE_LIMIT_PER_MINUTE } from "../http/rate-groups";
import { createRuntimeLoader } from "../runtime/runtime";
import { withinOneMinute } from "@testing/emulators/clock-minute";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { startFunctionsEmulator, type FunctionsEmulator } from "@testing/emulators/functions-emulator";
import { announceRun } from "@testing/emulators/official-emulators";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";
import { TEST_BUCKET } from "@testing/emulators/storage-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";

announceRun("A launch-day burst", "Google's Functions emulator over Google's Firestore emulator");

interface Answer {
  status: number;
  error?: string;
}

/** `total` requests, `concurrency` in flight at a time; each answer's status and error message. */
async function burst(total: number, concurrency: number, send: (index: number) => Promise<Response>) {
  const answers: Answer[] = new Array<Answer>(total);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      const response = await send(index);
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      answers[index] = { status: response.status, ...(body.error ? { error: body.error } : {}) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

/** Every answer a success or a 429 with one of `messages`: none is 5xx. */
function expectServedOrRefused(answers: Answer[], success: number, messages: string[]) {
  expect(tally(answers), JSON.stringify(tally(answers))).toSatisfy((counts: Record<string, number>) =>
    Object.keys(counts).every((status) => Number(status) === success || Number(status) === 429),
  );
  for (const refusal of answers.filter(({ status }) => status === 429)) expect(messages).toContain(refusal.error);
}

/** A client address of its own per request, as Google's front end appends it after what the client wrote. */
const from = (address: string) => ({ "x-forwarded-for": `203.0.113.250, ${address}` });
const visitor = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

describe("a launch-day burst under the Functions emulator", () => {
  let firestore: TestFirestore;
  let storage: LocalStorageEmulator;
  let functions: FunctionsEmulator;
  let db: Firestore;
  let closeDb: () => Promise<void>;
  let app: App;
  let consentKey: string;

  beforeAll(async () => {
    [firestore, storage] = await Promise.all([testFirestore(), startLocalStorageEmulator()]);
    await firestore.clear();
    ({ db, close: closeDb } = emulatorFirestore(firestore.host));
    functions = await startFunctionsEmulator({
      params: { ADMIN_EMAIL: "admin@example.com", SMTP_HOST: "127.0.0.1", SMTP_PORT: "2525" },
      env: {
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
      },
    });
    // The functions' own consent key under the emulators (their secrets are empty there).
    app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `burst-${randomUUID()}`);
    const loaded = createRuntimeLoader({
      env: { FUNCTIONS_EMULATOR: "true", FIREBASE_DEBUG_MODE: "true", GCLOUD_PROJECT: TEST_PROJECT_ID },
      app,
      log: () => {},
    })();
    if (!loaded.ok) throw new Error(loaded.problems.join("; "));
    consentKey = linkKey(loaded.runtime.config, "consent");
  }, 180_000);

  afterAll(async () => {
    await functions?.stop();
    await closeDb?.();
    if (app) await deleteApp(app);
    await storage?.stop();
    firestore?.stop();
  });

  /**
   * Has `concurrency` workers of function `name` running before its burst, as a warm service has instances: the
   * Functions emulator starts one Node process per request in flight, and dozens starting at once on a busy 2-core
   * machine can outlast its start-up limit (FUNCTIONS_EMULATOR_ENV), which drops the request unanswered. Started
   * eight at a time, each by a request with a method the function refuses (405) before any check or count.
   */
  async function warmUp(name: string, concurrency: number) {
    for (let inFlight = Math.min(8, concurrency); ; inFlight = Math.min(inFlight + 8, concurrency)) {
      const answers = await Promise.all(
        Array.from({ length: inFlight }, () => fetch(functions.url(name), { method: "PUT" })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 405));
      if (inFlight === concurrency) return;
    }
  }

  const post = (name: string, address: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(functions.url(name), {
      method: "POST",
      headers: { "content-type": "application/json", ...from(address), ...headers },
      body: JSON.stringify(body),
    });

  it("300 distinct brand sign-ups, 48 at a time: each stored exactly once, none answered 5xx", async () => {
    const run = randomUUID().slice(0, 8);
    const email = (index: number) => `burst-${run}-${index}@example.com`;
    // A name holds letters only: the index spelt in letters.
    const letters = (index: number) => [...String(index)].map((digit) => "abcdefghij"[Number(digit)]).join("");
    await warmUp("subscribeToWaitlist", 48);
    const answers = await burst(300, 48, (index) =>
      post("subscribeToWaitlist", visitor(index), {
        type: "brand",
        name: `Burst Brand ${letters(index)}`,
        email: email(index),
        companyName: `Burst ${index} Ltd`,
        website: "",
        emailListOptIn: false,
      }),
    );
    expectServedOrRefused(answers, 200, [TOO_MANY_REQUESTS]);
    const stored = await db.collection("brand_signups").get();
    const emails = stored.docs
      .map((document) => document.get("email") as string)
      .filter((address) => address.startsWith(`burst-${run}-`));
    expect(new Set(emails).size).toBe(emails.length);
    const accepted = answers.flatMap(({ status }, index) => (status === 200 ? [email(index)] : []));
    expect(accepted.length).toBeGreaterThan(0);
    expect(emails.sort()).toEqual(accepted.sort());
  }, 420_000);

  /** `total` confirmed newsletter entries and each one's one-click unsubscribe link. */
  async function subscribers(total: number): Promise<string[]> {
    const batch = db.batch();
    const run = randomUUID().slice(0, 8);
    const links = [];
    for (let index = 0; index < total; index += 1) {
      const entryId = `burst-${run}-${index}`;
      batch.set(db.collection("newsletter_subscribers").doc(entryId), {
        email: `${entryId}@example.com`,
        consentRevision: 1,
        consent: { status: "confirmed", unsubscribedAt: null, unsubscribedVia: null, unsubscribeNonce: "nonce-1" },
      });
      const expiresAt = new Date(Date.now() + 86_400_000);
      links.push(
        signConsentLink(consentKey, {
          purpose: "unsubscribe",
          list: "newsletter",
          entryId,
          expiresAt,
          nonce: "nonce-1",
        }),
      );
    }
    await batch.commit();
    return links;
  }

  const oneClick = (link: string, address: string) =>
    fetch(`${functions.url("unsubscribeOneClick")}?token=${encodeURIComponent(link)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...from(address) },
      body: "List-Unsubscribe=One-Click",
    });

  it("200 one-click unsubscribes, 24 at a time, one per address: none answered 5xx", async () => {
    await warmUp("unsubscribeOneClick", 24);
    await withinOneMinute(40_000);
    const links = await subscribers(200);
    const answers = await burst(200, 24, (index) => oneClick(links[index]!, `10.1.${index >> 8}.${index & 255}`));
    expectServedOrRefused(answers, 200, [TOO_MANY_REQUESTS]);
  }, 120_000);

  it("200 one-click unsubscribes, 24 at a time, from one address: its allowance served, the rest 429", async () => {
    await withinOneMinute(40_000);
    const links = await subscribers(200);
    const answers = await burst(200, 24, (index) => oneClick(links[index]!, "10.2.0.1"));
    expectServedOrRefused(answers, 200, [TOO_MANY_REQUESTS]);
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(RATE_LIMIT_PER_MINUTE);
  }, 120_000);

  it("100 applications' upload openings, 24 at a time: none answered 5xx", async () => {
    await warmUp("openUpload", 24);
    const applicants = await Promise.all(Array.from({ length: 100 }, () => anonymousUser()));
    const answers = await burst(100, 24, (index) =>
      post(
        "openUpload",
        visitor(1_000 + index),
        { name: "reel.mp4", size: 4096, contentType: "video/mp4" },
        bearer(applicants[index]),
      ),
    );
    expectServedOrRefused(answers, 201, [TOO_MANY_REQUESTS, UPLOADS_BUSY]);
    expect(answers.filter(({ status }) => status === 201).length).toBeGreaterThan(0);
  }, 180_000);
});
