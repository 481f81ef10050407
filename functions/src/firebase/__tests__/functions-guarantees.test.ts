/**
 * What production promises, proven on production's path: the Cloud Functions bundle as deployed, under
 * Google's Functions emulator (firebase-tools), over Google's Firestore emulator and firebase-tools'
 * Storage emulator, callers from the Auth emulator. One emulator for the whole file.
 * - sign-ups sent many at once make exactly one record per address, and nothing answers 5xx;
 * - a function killed between claiming an application's files and storing it: the same submission,
 *   sent again, succeeds with the same files, and nothing stays claimed;
 * - every public function is rate-limited (429 with the product's message, nothing stored), and a body
 *   over the limit is refused before anything is stored;
 * - every admin endpoint answers only the admin (docs/security.md "Access matrix"); a function or an
 *   admin route without a row here fails the test.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_REQUIRED, AUTH_REQUIRED } from "@functions/core/context";
import { emailKey } from "@functions/core/handlers/common";
import { PENDING_LEASE_MS, SUBMISSION_IN_PROGRESS } from "@functions/core/handlers/duplicate-window";
import { searchTokensFor } from "~/shared/admin-lists";
import { normaliseEmail } from "~/shared/schemas/fields";
import {
  adminUser,
  anonymousUser,
  bearer,
  emailUser,
  type TestAccount,
  type TestUser,
} from "@testing/emulators/auth-users";
import { applicationForm, type UploadedFileReference } from "@testing/fixtures/application-requests";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import firebaseJson from "../../../../firebase.json" with { type: "json" };
import { FILE_CLAIMS } from "../adapters/cloud-storage-file-store";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { ADMIN_API_PREFIX, ROUTES as ADMIN_ROUTES } from "../http/admin-function";
import { API_PATHS } from "../http/api-functions";
import { TOO_MANY_REQUESTS } from "../http/entry-point";
import { TOO_LARGE } from "../http/request-body";
import { RATE_GROUPS, RATE_LIMIT_PER_MINUTE } from "../http/rate-groups";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { functionWorkers, killFunctionWorkers } from "@testing/emulators/function-workers";
import { emulatorHosts, startFunctionsEmulator, type FunctionsEmulator } from "@testing/emulators/functions-emulator";
import { startHoldingProxy, type HoldingProxy } from "@testing/emulators/holding-proxy";
import { announceRun, announceSkip } from "@testing/emulators/official-emulators";
import { TEST_BUCKET } from "@testing/emulators/storage-app";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";
import { withinOneMinute } from "@testing/emulators/clock-minute";
import { runUploadCheck } from "@testing/emulators/upload-check";
import { endpointsOf } from "@testing/fixtures/function-endpoints";

const reason =
  process.env.FIREBASE_FUNCTIONS_EMULATOR === "0"
    ? "FIREBASE_FUNCTIONS_EMULATOR=0"
    : process.env.FIRESTORE_EMULATOR_UNAVAILABLE
      ? `Google's Firestore emulator is needed (transactions): ${process.env.FIRESTORE_EMULATOR_UNAVAILABLE}`
      : null;
announceSkip("The functions' guarantees under the Functions emulator", reason);
if (!reason) announceRun("The functions' guarantees", "Google's Functions emulator");

/** The HTTP functions functions/src/index.ts deploys. */
async function deployedHttpFunctions(): Promise<string[]> {
  // What Cloud Functions sets: the storage trigger reads its bucket from it when the module loads.
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET });
  const exports = (await import("@functions/index")) as Record<string, unknown>;
  return endpointsOf(exports)
    .filter(([, endpoint]) => endpoint.httpsTrigger)
    .map(([name]) => name)
    .sort();
}
const ADMIN_FUNCTIONS = ["adminData", "approveCreator", "deleteCreatorApplication"];

let firestore: TestFirestore;
let storage: LocalStorageEmulator;
let storageProxy: HoldingProxy;
let functions: FunctionsEmulator;
let db: Firestore;
let uploadsDb: Firestore;
let closeDb: () => Promise<void>;
let app: App;
let auth: Auth;
let admin: TestAccount;

/** Requests from one client address: Google's front end appends the address it saw, the right-most hop. */
const from = (address: string) => ({ "x-forwarded-for": `203.0.113.250, ${address}` });
let nextAddress = 0;
/** A client address no other request of this file used. */
const freshAddress = () => {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

const postJson = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(functions.url(name), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** Runs `tasks` with at most `width` at a time: the emulator starts a worker process per request in flight. */
async function inFlight<T>(width: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

async function uploadVideo(uid: string, name: string): Promise<UploadedFileReference> {
  const bytes = sampleVideo();
  const path = `creator-uploads/${uid}/${Date.now()}-${name}`;
  const bucket = getStorage(app).bucket();
  await bucket.file(path).save(Buffer.from(bytes), { contentType: "video/mp4", resumable: false });
  await runUploadCheck(bucket, uploadsDb, path);
  return { name, url: path, size: bytes.byteLength };
}

beforeAll(async () => {
  if (reason) return;
  [firestore, storage, admin] = await Promise.all([testFirestore(), startLocalStorageEmulator(), adminUser()]);
  await firestore.clear();
  storageProxy = await startHoldingProxy(storage.host);
  ({ db, uploadsDb, close: closeDb } = emulatorFirestore(firestore.host));
  // This process reaches Storage directly; the functions go through the proxy.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storage.host;
  app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `guarantees-${randomUUID()}`);
  auth = getAuth(app);
  functions = await startFunctionsEmulator({
    params: { ADMIN_EMAIL: admin.email },
    env: emulatorHosts(firestore.host, storageProxy.host),
  });
}, 120_000);

afterAll(async () => {
  await functions?.stop();
  await storageProxy?.stop();
  await closeDb?.();
  if (app) await deleteApp(app);
  await storage?.stop();
  firestore?.stop();
});

describe.skipIf(reason !== null)("the functions' guarantees, under Google's Functions emulator", () => {
  describe("sign-ups sent many at once", () => {
    /** Five copies of each address (two identical, then other letter case and other values), eight in flight. */
    async function signUpAtOnce(body: (email: string, copy: number) => object) {
      const emails = Array.from({ length: 10 }, (_, index) => `at-once-${index}-${randomUUID()}@example.com`);
      const tasks = emails.flatMap((email) =>
        [0, 1, 2, 3, 4].map((copy) => async () => {
          const typed = copy === 3 ? email.toUpperCase() : email;
          const response = await postJson("subscribeToWaitlist", body(typed, copy), from(freshAddress()));
          return { status: response.status, body: (await response.json()) as unknown };
        }),
      );
      const answers = await inFlight(8, tasks);
      // The emulator ran them side by side: a worker process per request it served at once.
      expect(functionWorkers("subscribeToWaitlist").length).toBeGreaterThan(1);
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      return emails;
    }

    it("brand waitlist: exactly one entry per address, every repeat counted once", { timeout: 180_000 }, async () => {
      const emails = await signUpAtOnce((email, copy) => ({
        type: "brand",
        name: copy === 4 ? "Someone Else" : "Ada",
        email,
        companyName: "Glow Ltd",
        website: "",
        emailListOptIn: false,
      }));
      const stored = (await db.collection("brand_signups").get()).docs.filter((doc) =>
        emails.includes(String(doc.get("email")).toLowerCase()),
      );
      expect(stored.map((doc) => String(doc.get("email")).toLowerCase()).sort()).toEqual([...emails].sort());
      for (const doc of stored) {
        expect(doc.id).toBe(emailKey(normaliseEmail(String(doc.get("email")))));
        expect(doc.get("repeat_count")).toBe(4);
      }
    });

    it("newsletter: exactly one subscriber per address, every repeat counted once", { timeout: 180_000 }, async () => {
      const emails = await signUpAtOnce((email, copy) => ({
        email,
        "g-recaptcha-response": "",
        sourcePage: copy === 4 ? "/how-it-works" : "/",
      }));
      const stored = (await db.collection("newsletter_subscribers").get()).docs.filter((doc) =>
        emails.includes(String(doc.get("email")).toLowerCase()),
      );
      expect(stored.map((doc) => String(doc.get("email")).toLowerCase()).sort()).toEqual([...emails].sort());
      for (const doc of stored) expect(doc.get("repeatCount")).toBe(4);
    });

    it(
      "one client's identical contact messages and applications make one record each",
      { timeout: 180_000 },
      async () => {
        const client = from(freshAddress());
        const email = `twice-${randomUUID()}@example.com`;
        const message = { name: "Ada", email, message: "Hello, is this on?" };
        const sent = await inFlight(
          8,
          Array.from({ length: 12 }, () => async () => {
            const response = await postJson("contactMessage", message, client);
            return { status: response.status, body: (await response.json()) as { id?: string; error?: string } };
          }),
        );
        const stored = await db.collection("contact_messages").where("email", "==", email).get();
        expect(stored.size).toBe(1);
        // A copy is told the first one's id, or (while the first is still being written) to wait.
        for (const answer of sent) {
          expect(answer.status === 201 ? answer.body.id : answer.body.error).toBe(
            answer.status === 201 ? stored.docs[0]!.id : SUBMISSION_IN_PROGRESS,
          );
        }
        expect(sent.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);

        const applicant = await anonymousUser();
        const file = await uploadVideo(applicant.uid, "clip.mp4");
        const applicationEmail = `apply-twice-${randomUUID()}@example.com`;
        const applied = await inFlight(
          8,
          Array.from({ length: 8 }, () => async () => {
            const response = await fetch(functions.url("creatorApplication"), {
              method: "POST",
              headers: { ...bearer(applicant), ...client },
              body: applicationForm(applicationEmail, [file]),
            });
            return { status: response.status, body: (await response.json()) as { id?: string; error?: string } };
          }),
        );
        const applications = await db.collection("creator_applications").where("email", "==", applicationEmail).get();
        expect(applications.size).toBe(1);
        const id = applications.docs[0]!.id;
        for (const answer of applied) {
          expect(answer.status === 201 ? answer.body.id : answer.body.error).toBe(
            answer.status === 201 ? id : SUBMISSION_IN_PROGRESS,
          );
        }
        const claims = await uploadsDb.collection(FILE_CLAIMS).where("path", "==", file.url).get();
        expect(claims.docs.map((claim) => claim.get("applicationId"))).toEqual([id]);
      },
    );
  });

  describe("a function killed between claiming an application's files and storing it", () => {
    it(
      "the same submission, sent again, succeeds with the same files, and nothing stays claimed",
      { timeout: 180_000 },
      async () => {
        const applicant = await anonymousUser();
        const files = [await uploadVideo(applicant.uid, "first.mp4"), await uploadVideo(applicant.uid, "second.mp4")];
        const email = `crash-${randomUUID()}@example.com`;
        const client = from(freshAddress());
        const submit = () =>
          fetch(functions.url("creatorApplication"), {
            method: "POST",
            headers: { ...bearer(applicant), ...client },
            body: applicationForm(email, files),
          });
        // Every file is claimed before the application is written, and a claim answers the claimed version's
        // metadata (the application reads no byte, and looks nothing up after the claims): the last file's
        // claim mirrored onto its object, a metadata write on the claimed generation, is the last step before
        // the write. Held there, the claims are all in Firestore and the application is not.
        const lastName = encodeURIComponent(files.at(-1)!.url.split("/").at(-1)!);
        const lastMirror = storageProxy.holdNext(
          ({ method, url }) => method === "PATCH" && /[?&]ifGenerationMatch=/.test(url) && url.includes(lastName),
        );
        const crashed = submit().then(
          (response) => response.status,
          () => "no answer",
        );
        const held = await lastMirror;
        // Every instance of the function dies (the one in the middle of this request among them).
        expect(await killFunctionWorkers("creatorApplication")).toBeGreaterThan(0);
        held.drop();
        // The caller gets no application: an error, never a 2xx.
        expect(String(await crashed)).not.toMatch(/^2/);

        const claimsOf = async () =>
          Promise.all(
            files.map(async (file) => {
              const [claim] = (await uploadsDb.collection(FILE_CLAIMS).where("path", "==", file.url).get()).docs;
              return claim ?? null;
            }),
          );
        const claimsAfterCrash = await claimsOf();
        // What the crash left: both files claimed for an attempt whose application was never written.
        const attemptId = claimsAfterCrash[0]?.get("applicationId") as string;
        expect(claimsAfterCrash.map((claim) => claim?.get("applicationId"))).toEqual([attemptId, attemptId]);
        expect((await db.collection("creator_applications").doc(attemptId).get()).exists).toBe(false);
        const [receipt] = (await db.collection("submission_receipts").where("recordId", "==", attemptId).get()).docs;
        expect(receipt?.get("state")).toBe("pending");

        // Within the lease the dead attempt may still be running: the same submission is told to wait,
        // never that its files belong to another application.
        const early = await submit();
        expect(early.status).toBe(409);
        expect(await early.json()).toEqual({ error: SUBMISSION_IN_PROGRESS });

        // The lease passes (the stored stamps age instead of the functions' clock running ahead).
        const aged = (iso: unknown) => new Date(Date.parse(String(iso)) - PENDING_LEASE_MS - 1_000).toISOString();
        await receipt!.ref.update({ firstAt: aged(receipt!.get("firstAt")) });
        for (const claim of claimsAfterCrash) await claim!.ref.update({ claimedAt: aged(claim!.get("claimedAt")) });

        const retried = await submit();
        expect(retried.status).toBe(201);
        const { id } = (await retried.json()) as { id: string };
        expect(id).toBe(attemptId);
        const stored = await db.collection("creator_applications").where("email", "==", email).get();
        expect(stored.docs.map((doc) => doc.id)).toEqual([id]);
        expect(
          (stored.docs[0]!.get("uploadedFiles") as Array<{ name: string; url: string }>).map((file) => file.url),
        ).toEqual(files.map((file) => file.url));
        expect((await claimsOf()).map((claim) => claim?.get("applicationId"))).toEqual([id, id]);
        for (const file of files) {
          const [metadata] = await getStorage(app).bucket().file(file.url).getMetadata();
          expect(metadata.metadata?.applicationId).toBe(id);
        }
        expect((await receipt!.ref.get()).get("state")).toBe("stored");
      },
    );
  });

  describe("rate and body limits", () => {
    type Send = (index: number, client: Record<string, string>) => Promise<Response>;
    /** Which records a writer's `index`-th request makes, to show that refused ones made none. */
    type Stored = (index: number) => Promise<boolean>;
    const run = randomUUID().slice(0, 8);
    const address = (kind: string, index: number) => `limit-${kind}-${run}-${index}@example.com`;

    /** Every public function, as a client calls it; the writers with a fresh record each time. */
    const PUBLIC: Record<string, { send: Send; stored?: Stored; limit?: number }> = {
      subscribeToWaitlist: {
        send: (index, client) =>
          postJson(
            "subscribeToWaitlist",
            { type: "brand", name: "Ada", email: address("brand", index), companyName: "Glow", website: "" },
            client,
          ),
        stored: async (index) =>
          (
            await db
              .collection("brand_signups")
              .doc(emailKey(address("brand", index)))
              .get()
          ).exists,
      },
      contactMessage: {
        send: (index, client) =>
          postJson("contactMessage", { name: "Ada", email: address("contact", index), message: "Hello" }, client),
        stored: async (index) =>
          !(await db.collection("contact_messages").where("email", "==", address("contact", index)).get()).empty,
      },
      creatorApplication: {
        send: (index, client) =>
          fetch(functions.url("creatorApplication"), {
            method: "POST",
            headers: client,
            body: applicationForm(address("application", index)),
          }),
        stored: async (index) =>
          !(await db.collection("creator_applications").where("email", "==", address("application", index)).get())
            .empty,
      },
      confirmSubscription: { send: (_index, client) => postJson("confirmSubscription", { token: "x" }, client) },
      unsubscribe: { send: (_index, client) => postJson("unsubscribe", { token: "x" }, client) },
      unsubscribeOneClick: {
        send: (_index, client) =>
          fetch(`${functions.url("unsubscribeOneClick")}?token=x`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", ...client },
            body: "List-Unsubscribe=One-Click",
          }),
      },
      applicationStatus: { send: (_index, client) => postJson("applicationStatus", { token: "x" }, client) },
      withdrawApplication: { send: (_index, client) => postJson("withdrawApplication", { token: "x" }, client) },
      resendStatusLink: {
        send: (index, client) => postJson("resendStatusLink", { email: address("resend", index) }, client),
      },
      clientErrors: {
        send: (index, client) =>
          postJson(
            "clientErrors",
            { release: "r", reports: [{ kind: "error", message: `${index}`, page: "/", count: 1 }] },
            client,
          ),
        limit: RATE_GROUPS["client-errors"].limits.perClient,
      },
      // Signed out: 401 within the limit (an upload needs its owner), 429 past it.
      openUpload: {
        send: (index, client) =>
          postJson("openUpload", { name: `${index}.mp4`, size: 10, contentType: "video/mp4" }, client),
      },
    };

    it("knows every HTTP function the bundle deploys: the public ones here, the admin's in the access matrix", async () => {
      const deployedFunctions = await deployedHttpFunctions();
      // The uptime check's health counts nothing in Firestore (error-reports.emulator.test.ts).
      expect(deployedFunctions).toEqual([...Object.keys(PUBLIC), ...ADMIN_FUNCTIONS, "health"].sort());
      // Hosting sends each public path to its function, and /api/admin/** to the admin's.
      const rewrites = firebaseJson.hosting.rewrites.flatMap((rewrite) =>
        "function" in rewrite && rewrite.function ? [[rewrite.source, rewrite.function.functionId]] : [],
      );
      expect(Object.fromEntries(rewrites)).toEqual({
        ...Object.fromEntries(Object.entries(API_PATHS).map(([name, path]) => [path, name])),
        [`${ADMIN_API_PREFIX}/**`]: "adminData",
      });
    });

    it.each(Object.keys(PUBLIC))(
      "%s: past the limit, 429 with the product's message and Retry-After, and nothing stored",
      { timeout: 120_000 },
      async (name) => {
        const { send, stored, limit = RATE_LIMIT_PER_MINUTE } = PUBLIC[name]!;
        const client = from(freshAddress());
        const answers: Array<{ status: number; body: unknown; retryAfter: string | null }> = [];
        await withinOneMinute(20_000);
        // One at a time, so one worker serves them all and the count is exact (its own share of the client's
        // allowance in memory, the rest on Firestore's slots, which every worker shares).
        for (let index = 0; index < limit + 3; index += 1) {
          const response = await send(index, client);
          answers.push({
            status: response.status,
            body: await response.json(),
            retryAfter: response.headers.get("retry-after"),
          });
        }
        const within = answers.slice(0, limit);
        expect(within.filter((answer) => answer.status === 429 || answer.status >= 500)).toEqual([]);
        for (const over of answers.slice(limit)) {
          expect(over).toEqual({ status: 429, body: { error: TOO_MANY_REQUESTS }, retryAfter: "60" });
        }
        if (stored) {
          expect(await stored(limit - 1)).toBe(true);
          for (let index = limit; index < answers.length; index += 1) {
            expect(await stored(index)).toBe(false);
          }
        }
        // Another client is not held back.
        expect((await send(limit + 10, from(freshAddress()))).status).not.toBe(429);
      },
    );

    /** A body that is valid but for its size: the functions would store it if they took it. */
    const padding = "x".repeat(40 * 1024);
    const chunked = (text: string) =>
      ({
        body: new ReadableStream({
          start(controller) {
            const bytes = new TextEncoder().encode(text);
            for (let at = 0; at < bytes.length; at += 8_192) controller.enqueue(bytes.slice(at, at + 8_192));
            controller.close();
          },
        }),
        duplex: "half",
      }) as RequestInit;

    it("refuses a JSON body over 32 KB with 413 before storing anything, announced or chunked", async () => {
      const sent = async (email: string, size: "announced" | "chunked" | "small") => {
        const text = JSON.stringify({ name: "Ada", email, message: "Hello", ...(size === "small" ? {} : { padding }) });
        const init = size === "chunked" ? chunked(text) : { body: text };
        const response = await fetch(functions.url("contactMessage"), {
          method: "POST",
          headers: { "content-type": "application/json", ...from(freshAddress()) },
          ...init,
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const emails = ["announced", "chunked", "small"].map((size) => address(`json-${size}`, 0));
      expect(await sent(emails[0]!, "announced")).toEqual({ status: 413, body: { error: TOO_LARGE } });
      expect(await sent(emails[1]!, "chunked")).toEqual({ status: 413, body: { error: TOO_LARGE } });
      // The same message without the padding is taken: the refusals above were for the size.
      expect((await sent(emails[2]!, "small")).status).toBe(201);
      const stored = await Promise.all(
        emails.map(async (email) => (await db.collection("contact_messages").where("email", "==", email).get()).size),
      );
      expect(stored).toEqual([0, 0, 1]);

      const brand = (email: string) =>
        JSON.stringify({ type: "brand", name: "Ada", email, companyName: "Glow", website: "", padding });
      const waitlist = await fetch(functions.url("subscribeToWaitlist"), {
        method: "POST",
        headers: { "content-type": "application/json", ...from(freshAddress()) },
        ...chunked(brand(address("json-brand", 0))),
      });
      expect(waitlist.status).toBe(413);
      expect(
        (
          await db
            .collection("brand_signups")
            .doc(emailKey(address("json-brand", 0)))
            .get()
        ).exists,
      ).toBe(false);
    });

    it("refuses an application's form over 64 KB with 413 before storing anything, announced or chunked", async () => {
      const fields = (email: string, extra: Record<string, string>) => {
        const body = new URLSearchParams();
        for (const [key, value] of applicationForm(email).entries()) body.set(key, String(value));
        for (const [key, value] of Object.entries(extra)) body.set(key, value);
        return body.toString();
      };
      const big = { padding: "x".repeat(70 * 1024) };
      const send = (text: string, asChunks: boolean) =>
        fetch(functions.url("creatorApplication"), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...from(freshAddress()) },
          ...(asChunks ? chunked(text) : { body: text }),
        });
      const emails = [0, 1, 2].map((index) => address("form", index));
      const announced = await send(fields(emails[0]!, big), false);
      expect([announced.status, await announced.json()]).toEqual([413, { error: TOO_LARGE }]);
      const inChunks = await send(fields(emails[1]!, big), true);
      expect([inChunks.status, await inChunks.json()]).toEqual([413, { error: TOO_LARGE }]);
      expect((await send(fields(emails[2]!, {}), false)).status).toBe(201);
      const stored = await Promise.all(
        emails.map(
          async (email) => (await db.collection("creator_applications").where("email", "==", email).get()).size,
        ),
      );
      expect(stored).toEqual([0, 0, 1]);
    });

    it("takes JSON only as application/json: what a cross-site form can send is refused, nothing stored", async () => {
      const send = async (contentType: string, email: string) => {
        const response = await fetch(functions.url("contactMessage"), {
          method: "POST",
          headers: { "content-type": contentType, ...from(freshAddress()) },
          body: JSON.stringify({ name: "Form", email, message: "Cross-site?" }),
        });
        const text = await response.text();
        // The Functions Framework parses every body before the function runs: a body it cannot read
        // as the type announced is refused there (400 or 415, its own page); any other gets our 415.
        return { status: response.status, ours: text.startsWith("{") ? (JSON.parse(text) as unknown) : null };
      };
      const refused = [
        "text/plain; x=application/json",
        "application/jsonx",
        "application/x-www-form-urlencoded; application/json",
        "multipart/form-data; boundary=application/json",
        "application/json; charset=latin1",
      ];
      for (const [index, contentType] of refused.entries()) {
        const answer = await send(contentType, address("type", index));
        // Refused either way: by the framework (400 or 415, its own page) or by us (415, our message).
        expect({ contentType, status: answer.status, ours: answer.ours }).toEqual({
          contentType,
          status: answer.ours === null && answer.status === 400 ? 400 : 415,
          ours: answer.ours === null ? null : { error: "Send the request body as JSON." },
        });
      }
      expect((await send("Application/JSON ; Charset=UTF-8", address("type", 99))).status).toBe(201);
      const stored = await Promise.all(
        [...refused.keys(), 99].map(
          async (index) =>
            (await db.collection("contact_messages").where("email", "==", address("type", index)).get()).size,
        ),
      );
      expect(stored).toEqual([...refused.map(() => 0), 1]);
    });

    it("refuses an announced oversized body before the rate limiter counts it", { timeout: 60_000 }, async () => {
      const client = from(freshAddress());
      const text = JSON.stringify({ name: "Ada", email: address("flood", 0), message: "Hello", padding });
      for (let index = 0; index < RATE_LIMIT_PER_MINUTE + 5; index += 1) {
        const response = await fetch(functions.url("contactMessage"), {
          method: "POST",
          headers: { "content-type": "application/json", ...client },
          body: text,
        });
        expect(response.status).toBe(413);
        await response.body?.cancel();
      }
      const after = await postJson(
        "contactMessage",
        { name: "Ada", email: address("flood", 1), message: "Hi" },
        client,
      );
      expect(after.status).toBe(201);
    });
  });

  describe("the access matrix of the admin's endpoints", () => {
    const LISTS = [
      "creator-applications",
      "brand-signups",
      "contact-messages",
      "newsletter-subscribers",
      "admin-audit",
    ];
    let member: TestAccount;
    let anonymous: TestUser;
    let otherAdmin: TestAccount;
    /** The admin's session from before its tokens were revoked. */
    let revoked: string;

    beforeAll(async () => {
      if (reason) return;
      [member, anonymous, otherAdmin] = await Promise.all([emailUser(), anonymousUser(), adminUser()]);
      revoked = admin.idToken;
      // Revocation counts in whole seconds from the session's sign-in.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await auth.revokeRefreshTokens(admin.uid);
      admin = { ...admin, idToken: await signIn(admin) };
    });

    async function signIn(account: TestAccount): Promise<string> {
      const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
      const response = await fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
        },
      );
      return ((await response.json()) as { idToken: string }).idToken;
    }

    const pendingApplication = async () =>
      (
        await db.collection("creator_applications").add({
          firstName: "Test",
          lastName: "Applicant",
          email: `applicant-${randomUUID()}@example.com`,
          status: "pending",
          submittedAt: new Date().toISOString(),
          uploadedFiles: [],
        })
      ).id;
    const brandSignup = async () => {
      const id = `brand-${randomUUID()}`;
      const now = new Date().toISOString();
      await db
        .collection("brand_signups")
        .doc(id)
        .set({
          name: "B",
          company_name: "Glow",
          email: `${id}@example.com`,
          website: "",
          status: "pending",
          notes: "",
          email_list_opt_in: false,
          meeting_signed_up: false,
          created_at: now,
          updated_at: now,
        });
      return id;
    };
    const contactMessage = async (email = `c-${randomUUID()}@example.com`) => {
      const message = { name: "C", email, message: "Please erase me", createdAt: new Date().toISOString() };
      // Through the adapter, as the contact handler stores it (its tokens in the search index).
      return createFirestoreDocumentStore(db).create("contact_messages", {
        ...message,
        searchTokens: searchTokensFor.contactMessage(message),
      });
    };
    const person = async () => {
      const email = `person-${randomUUID()}@example.com`;
      await contactMessage(email);
      return { email };
    };

    interface Row {
      name: string;
      fn: (typeof ADMIN_FUNCTIONS)[number];
      method: "GET" | "POST" | "PATCH" | "DELETE";
      /** adminData: the path under /api/admin (`:id` from `prepare`). */
      path?: string;
      /** A fresh target, since the admin's call may use it up: its id, or the body's fields. */
      prepare?: () => Promise<{ id?: string; body?: object }>;
      body?: object;
    }

    const ROWS: Row[] = [
      { name: "overview", fn: "adminData", method: "GET", path: "/overview" },
      ...LISTS.map((list): Row => ({ name: `list ${list}`, fn: "adminData", method: "GET", path: `/${list}` })),
      {
        name: "search applications",
        fn: "adminData",
        method: "GET",
        path: "/creator-applications?status=pending&search=test",
      },
      ...LISTS.map((list): Row => ({ name: `count ${list}`, fn: "adminData", method: "GET", path: `/${list}/counts` })),
      ...LISTS.map((list): Row => ({
        name: `export ${list}`,
        fn: "adminData",
        method: "GET",
        path: `/${list}/export.csv`,
      })),
      {
        name: "one brand sign-up",
        fn: "adminData",
        method: "GET",
        path: "/brand-signups/:id",
        prepare: async () => ({ id: await brandSignup() }),
      },
      {
        name: "an application's playback addresses",
        fn: "adminData",
        method: "GET",
        path: "/creator-applications/:id/files",
        prepare: async () => ({ id: await pendingApplication() }),
      },
      {
        name: "edit a brand sign-up",
        fn: "adminData",
        method: "PATCH",
        path: "/brand-signups/:id",
        prepare: async () => ({ id: await brandSignup() }),
        body: { status: "contacted", notes: "Called" },
      },
      {
        name: "delete a brand sign-up",
        fn: "adminData",
        method: "DELETE",
        path: "/brand-signups/:id",
        prepare: async () => ({ id: await brandSignup() }),
      },
      {
        name: "delete a contact message",
        fn: "adminData",
        method: "DELETE",
        path: "/contact-messages/:id",
        prepare: async () => ({ id: await contactMessage() }),
      },
      { name: "log the admin's sign-in", fn: "adminData", method: "POST", path: "/admin-logins" },
      {
        name: "People: look up",
        fn: "adminData",
        method: "POST",
        path: "/people",
        prepare: async () => ({ body: await person() }),
      },
      {
        name: "People: erase",
        fn: "adminData",
        method: "POST",
        path: "/people/erase",
        prepare: async () => ({ body: await person() }),
      },
      {
        name: "approve a creator",
        fn: "approveCreator",
        method: "POST",
        prepare: async () => ({ body: { applicationId: await pendingApplication() } }),
        body: { approvalType: "pro" },
      },
      {
        name: "reject (delete) an application",
        fn: "deleteCreatorApplication",
        method: "POST",
        prepare: async () => ({ body: { applicationId: await pendingApplication() } }),
      },
    ];

    const pathOf = (row: Row, id?: string) => (row.path ?? "").replace(":id", id ?? "");
    /** The admin route the admin's function picks for a row (its own order: the first with the method). */
    const routeOf = (row: Row) =>
      ADMIN_ROUTES.find((route) => route.method === row.method && route.pattern.test(pathOf(row, "x").split("?")[0]!));

    it("has a row for every admin route and every admin function", () => {
      const covered = new Set(ROWS.filter((row) => row.fn === "adminData").map(routeOf));
      const missing = ADMIN_ROUTES.filter((route) => !covered.has(route)).map(
        (route) => `${route.method} ${route.pattern}`,
      );
      expect(missing).toEqual([]);
      expect([...new Set(ROWS.map((row) => row.fn))].sort()).toEqual([...ADMIN_FUNCTIONS].sort());
    });

    async function call(row: Row, authorization: string | null, target: { id?: string; body?: object }) {
      const url =
        row.fn === "adminData"
          ? `${functions.url("adminData")}${ADMIN_API_PREFIX}${pathOf(row, target.id)}`
          : functions.url(row.fn);
      const body = row.body || target.body ? { ...row.body, ...target.body } : undefined;
      return fetch(url, {
        method: row.method,
        headers: {
          ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    }

    /** Each kind of caller that is not the admin, with the refusal it gets; some change the admin's account for the call. */
    const REFUSED: Array<{
      who: string;
      status: 401 | 403;
      token: () => string | null;
      around?: () => Promise<() => Promise<unknown>>;
    }> = [
      { who: "signed out", status: 401, token: () => null },
      { who: "a forged token", status: 401, token: () => "not-a-token" },
      { who: "an anonymous session", status: 401, token: () => anonymous.idToken },
      { who: "an ordinary account", status: 403, token: () => member.idToken },
      { who: "the admin claim with another e-mail", status: 403, token: () => otherAdmin.idToken },
      {
        who: "the admin's e-mail while it is not verified",
        status: 403,
        token: () => admin.idToken,
        around: async () => {
          await auth.updateUser(admin.uid, { emailVerified: false });
          return () => auth.updateUser(admin.uid, { emailVerified: true });
        },
      },
      {
        who: "the admin's account without its claim",
        status: 403,
        token: () => admin.idToken,
        around: async () => {
          await auth.setCustomUserClaims(admin.uid, null);
          return () => auth.setCustomUserClaims(admin.uid, { admin: true });
        },
      },
      {
        who: "the admin's account disabled",
        status: 401,
        token: () => admin.idToken,
        around: async () => {
          await auth.updateUser(admin.uid, { disabled: true });
          return () => auth.updateUser(admin.uid, { disabled: false });
        },
      },
      { who: "the admin's revoked session", status: 401, token: () => revoked },
    ];

    /** Every document (by its last write) and every stored object (by its versions). */
    async function everything(): Promise<string> {
      const collections = await db.listCollections();
      const documents = await Promise.all(
        collections.map(async (collection) => [
          collection.id,
          (await collection.get()).docs.map((doc) => `${doc.id}@${doc.updateTime.toMillis()}`).sort(),
        ]),
      );
      const [objects] = await getStorage(app).bucket().getFiles();
      return JSON.stringify({
        documents: documents.sort(),
        objects: objects
          .map((object) => `${object.name}@${object.metadata.generation}.${object.metadata.metageneration}`)
          .sort(),
      });
    }

    it.each(ROWS)(
      "$name: only the admin gets through, and the others change nothing",
      { timeout: 60_000 },
      async (row) => {
        const target = (await row.prepare?.()) ?? {};
        const before = await everything();
        for (const caller of REFUSED) {
          const restore = await caller.around?.();
          try {
            const response = await call(row, caller.token(), target);
            const text = await response.text();
            expect([caller.who, response.status, text.startsWith("{") ? JSON.parse(text) : text]).toEqual([
              caller.who,
              caller.status,
              { error: caller.status === 401 ? AUTH_REQUIRED : ADMIN_REQUIRED },
            ]);
          } finally {
            await restore?.();
          }
        }
        expect(await everything()).toBe(before);
        const allowed = await call(row, admin.idToken, target);
        expect([200, 201]).toContain(allowed.status);
        await allowed.body?.cancel();
      },
    );

    it("offers no way to change or delete an activity entry, even to the admin", async () => {
      const entry = await db.collection("adminAudit").add({ action: "admin_sign_in", at: new Date().toISOString() });
      const before = await everything();
      for (const method of ["PATCH", "PUT", "DELETE", "POST"]) {
        const response = await fetch(`${functions.url("adminData")}${ADMIN_API_PREFIX}/admin-audit/${entry.id}`, {
          method,
          headers: { ...bearer(admin), "content-type": "application/json" },
          body: method === "DELETE" ? undefined : "{}",
        });
        expect([method, [404, 405].includes(response.status)]).toEqual([method, true]);
      }
      expect(await everything()).toBe(before);
    });
  });
});
