/**
 * What each HTTP function reaches in Firestore, recorded on the emulator and held against its grants
 * (FUNCTION_DATABASES, which docs/deploy.md binds): a public endpoint counts each request in the
 * limits database before anything else, and the functions that need no person's data reach nothing in
 * (default), so their accounts are not granted it.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingResponse } from "@testing/ports/recording-response";
import { createAdminFunction } from "../http/admin-function";
import { API_PATHS, createApiFunctions, type ApiFunctionName } from "../http/api-functions";
import type { FunctionRequest, FunctionResponse } from "../http/entry-point";
import { RATE_LIMIT_COLLECTION } from "../http/rate-limit";
import { DEFAULT_DATABASE, FUNCTION_DATABASES, LIMITS_DATABASE } from "../runtime/databases";
import type { FunctionName } from "../runtime/function-secrets";
import { createRuntimeLoader } from "../runtime/runtime";
import { recordFirestoreAccess, refusedAccesses, type FirestoreAccess } from "@testing/emulators/firestore-access";
import { TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { TEST_BUCKET } from "@testing/emulators/storage-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";

/** Neither reads nor writes anything of anyone's: a browser's error report, the uptime check. */
const NEEDS_NO_PERSONAL_DATA: FunctionName[] = ["clientErrors", "health"];

let firestore: TestFirestore;
let app: App;
let loadRuntime: ReturnType<typeof createRuntimeLoader>;
/** The functions as a new instance has them: the health check keeps its answer a while on each. */
const freshApi = () => createApiFunctions(loadRuntime);

beforeAll(async () => {
  firestore = await testFirestore();
  await firestore.clear();
  // firebase-admin takes the emulators from the environment when the runtime makes its clients; no
  // Storage emulator listens on port 9, so the health check's Storage probe fails at once.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = "127.0.0.1:9";
  app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `databases-${randomUUID()}`);
  loadRuntime = createRuntimeLoader({
    env: { FUNCTIONS_EMULATOR: "true", FIREBASE_DEBUG_MODE: "true", GCLOUD_PROJECT: TEST_PROJECT_ID },
    app,
    log: () => {},
  });
});
afterAll(async () => {
  await deleteApp(app);
  firestore.stop();
});

/** One request as a stranger sends it (an empty body, no token), and every Firestore access it made. */
async function accessesOf(
  serve: (req: FunctionRequest, res: FunctionResponse) => Promise<void>,
  method: "GET" | "POST",
  path = "/",
): Promise<{ status: number; body: unknown; accesses: FirestoreAccess[] }> {
  const { res, answer } = recordingResponse();
  const request: FunctionRequest = {
    method,
    path,
    headers: { "x-forwarded-for": "203.0.113.7", "content-type": "application/json" },
    rawBody: Buffer.from(method === "POST" ? "{}" : ""),
    query: {},
  };
  const recorder = recordFirestoreAccess();
  try {
    await serve(request, res);
  } finally {
    recorder.restore();
  }
  return { status: answer.status, body: answer.body, accesses: recorder.accesses };
}

const methodOf = (name: ApiFunctionName) => (name === "health" ? "GET" : "POST");
const databasesOf = (accesses: readonly FirestoreAccess[]) => [...new Set(accesses.map((access) => access.database))];

describe("what each HTTP function reaches in Firestore, against its grants", () => {
  it("reaches only databases it is granted, and the limits exactly where it counts requests", async () => {
    const api = freshApi();
    const reached: Array<[string, string[]]> = [];
    for (const name of Object.keys(API_PATHS) as ApiFunctionName[]) {
      // Twice from one client: a group may count a client's first request of the minute in memory (its local
      // share), and its second in the limits database.
      const accesses: FirestoreAccess[] = [];
      for (let request = 0; request < 2; request += 1) {
        const answer = await accessesOf(api[name], methodOf(name));
        expect([name, answer.status]).not.toEqual([name, 500]);
        accesses.push(...answer.accesses);
      }
      expect([name, refusedAccesses(accesses, FUNCTION_DATABASES[name])]).toEqual([name, []]);
      reached.push([name, databasesOf(accesses)]);
    }
    const { accesses } = await accessesOf(createAdminFunction(loadRuntime), "GET", "/api/admin/overview");
    expect(refusedAccesses(accesses, FUNCTION_DATABASES.adminData)).toEqual([]);
    reached.push(["adminData", databasesOf(accesses)]);
    // A function granted the limits is one that counts there: no account holds a grant it never uses.
    for (const [name, databases] of reached)
      expect([name, databases.includes(LIMITS_DATABASE)]).toEqual([
        name,
        LIMITS_DATABASE in FUNCTION_DATABASES[name as FunctionName],
      ]);
  });

  it("the functions that need no person's data reach nothing in (default), and are granted only the limits", async () => {
    for (const name of NEEDS_NO_PERSONAL_DATA) {
      const { accesses } = await accessesOf(freshApi()[name as ApiFunctionName], methodOf(name as ApiFunctionName));
      expect(accesses.length, name).toBeGreaterThan(0);
      expect([name, accesses.filter((access) => access.database === DEFAULT_DATABASE)]).toEqual([name, []]);
      expect([name, Object.keys(FUNCTION_DATABASES[name])]).toEqual([name, [LIMITS_DATABASE]]);
    }
  });

  it("counts a client's error reports in the limits database, and nothing in (default)", async () => {
    await firestore.clear();
    await accessesOf(freshApi().clientErrors, "POST");
    expect((await getFirestore(app, LIMITS_DATABASE).collection(RATE_LIMIT_COLLECTION).get()).size).toBe(1);
    expect((await getFirestore(app).listCollections()).map((collection) => collection.id)).toEqual([]);
  });

  it("reports Firestore reachable from the database the health check is granted", async () => {
    const { body, accesses } = await accessesOf(freshApi().health, "GET");
    expect(body).toMatchObject({ firestore: { reachable: true }, storage: { reachable: false } });
    expect(databasesOf(accesses)).toEqual([LIMITS_DATABASE]);
  });
});
