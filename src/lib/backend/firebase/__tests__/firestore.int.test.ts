import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";
import { createFirebaseAdminData } from "../admin-data";

/**
 * The browser's Firestore counts (the web SDK, which speaks gRPC in Node) against Google's Firestore
 * emulator with firestore.rules, signed in as the admin with the emulator's mock token. Lists, records,
 * live pages and the rules' refusals: admin-data.emulator.int.test.ts. The admin's writes go through
 * the `adminData` function, not Firestore: the functions suite proves them
 * (testing/contracts/api-functions-contract.ts).
 */
const NOW = new Date("2026-03-11T12:00:00.000Z");
const caller = { uid: "admin-uid", email: "admin@example.com" };

let firestore: TestFirestore;
let server: ReturnType<typeof emulatorFirestore>;
let app: FirebaseApp;
let web: Firestore;

beforeAll(async () => {
  firestore = await testFirestore();
  server = emulatorFirestore(firestore.host);
  app = initializeApp({ projectId: TEST_PROJECT_ID, apiKey: "demo-api-key" }, `browser-${randomUUID()}`);
  web = getFirestore(app);
  const [host, port] = firestore.host.split(":");
  // The emulator takes the token's claims as they are: the admin as firestore.rules know them.
  connectFirestoreEmulator(web, host!, Number(port), {
    mockUserToken: {
      sub: caller.uid,
      user_id: caller.uid,
      email: caller.email,
      email_verified: true,
      admin: true,
      // Signed in now: firestore.rules take only a recent sign-in.
      auth_time: Math.floor(Date.now() / 1000),
      firebase: { sign_in_provider: "password", identities: {} },
    },
  });
});
afterAll(async () => {
  await terminate(web);
  await deleteApp(app);
  await server.close();
  firestore.stop();
});
beforeEach(async () => {
  await firestore.clear();
  // firestore.rules know the admin by this e-mail (written by `npm run admin:create`).
  await server.db.doc("settings/admin").set({ email: caller.email, secondFactor: "waived-in-emulator" });
});

const adminData = () =>
  createFirebaseAdminData({
    firestore: () => web,
    currentUser: () => caller,
    now: () => NOW,
    getIdToken: async () => "unused",
  });

const seed = (collection: string, id: string, data: object) => server.db.collection(collection).doc(id).set(data);

const signup = (status: string, created_at: string, extra: object = {}) => ({
  name: "Sam",
  company_name: "Glow",
  email: "sam@glow.example",
  website: "",
  status,
  notes: "",
  email_list_opt_in: false,
  meeting_signed_up: false,
  created_at,
  updated_at: created_at,
  ...extra,
});

describe("Firebase admin data on Google's Firestore emulator", () => {
  it("counts per status with aggregate queries", async () => {
    await Promise.all([
      seed("brand_signups", "a", signup("pending", "2026-03-01T00:00:00.000Z")),
      seed("brand_signups", "b", signup("pending", "2026-03-02T00:00:00.000Z")),
      seed("brand_signups", "c", signup("contacted", "2026-03-03T00:00:00.000Z")),
      seed("newsletter_subscribers", "n1", {
        email: "a@x.example",
        createdAt: "2026-03-01",
        consent: { status: "confirmed" },
      }),
      seed("newsletter_subscribers", "n2", {
        email: "b@x.example",
        createdAt: "2026-03-01",
        consent: { status: "unsubscribed" },
      }),
      seed("newsletter_subscribers", "n3", { email: "c@x.example", createdAt: "2026-03-01" }),
    ]);
    expect(await adminData().counts("brand-signups")).toEqual({
      total: 3,
      byStatus: { pending: 2, contacted: 1, meeting_scheduled: 0, converted: 0, not_interested: 0 },
    });
    expect(await adminData().counts("contact-messages")).toEqual({ total: 0, byStatus: {} });
  });

  it("counts the overview's London weeks by range, Monday 00:00 to Monday 00:00", async () => {
    await Promise.all([
      seed("creator_applications", "this-week", { status: "pending", submittedAt: "2026-03-09T00:00:00.000Z" }),
      seed("creator_applications", "last-week", { status: "approved_pro", submittedAt: "2026-03-08T23:59:59.999Z" }),
      seed("creator_applications", "long-ago", { status: "pending", submittedAt: "2025-01-01T00:00:00.000Z" }),
      seed("brand_signups", "s1", signup("pending", "2026-03-11T09:00:00.000Z")),
    ]);
    const overview = await adminData().overview();
    expect(overview.applications).toMatchObject({ total: 3, byStatus: { pending: 2, approved_pro: 1 } });
    expect(overview.weekly).toHaveLength(12);
    expect(overview.weekly.slice(-2)).toEqual([
      { weekStart: "2026-03-02", applications: 1, brandSignups: 0 },
      { weekStart: "2026-03-09", applications: 1, brandSignups: 1 },
    ]);
  });

  it("counts newsletter subscribers by their nested consent status", async () => {
    await Promise.all([
      seed("newsletter_subscribers", "n1", { email: "a@x.example", consent: { status: "confirmed" } }),
      seed("newsletter_subscribers", "n2", { email: "b@x.example", consent: { status: "unsubscribed" } }),
      seed("newsletter_subscribers", "n3", { email: "c@x.example" }),
    ]);
    expect(await adminData().counts("newsletter-subscribers")).toEqual({
      total: 3,
      byStatus: { confirmed: 1, unconfirmed: 0, unsubscribed: 1 },
    });
  });
});
