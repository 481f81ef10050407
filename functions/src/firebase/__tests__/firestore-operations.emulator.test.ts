/**
 * Firestore reads and writes per operation, held to budgets.json (`firestoreOperations`): one brand
 * sign-up, one newsletter sign-up, one creator application with one video, opening the admin's
 * review queue (its first page of 50), the admin's overview, and opening one upload. The server's operations run the core
 * handlers over the Firestore adapters the functions use (FirestoreDocumentStore, the Cloud Storage
 * file store's claims), counted by wrapping firebase-admin's client; the admin's run the browser's
 * admin data client (src/lib/backend/firebase/admin-*.ts) over the web SDK, the review queue's page
 * followed as the panel follows it (followPage), counted by wrapping the SDK's read functions. Both on Google's Firestore emulator with firestore.rules. Each server operation
 * includes what its function's rate limit costs a visitor's first request of the minute (functions/src/firebase/http/rate-limit.ts,
 * the production limits: counted in memory).
 * `npm run bench -- firestore-ops` runs this file and reports the counts (BENCH_FIRESTORE_OPS_OUT).
 */
import { writeFileSync } from "node:fs";
import { deleteApp, initializeApp } from "firebase/app";
import type * as Firestore from "firebase/firestore";
import { connectFirestoreEmulator, getFirestore as getWebFirestore } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clearFirestoreEmulator } from "../../../../scripts/emulators/index.ts";
import { submitCreatorApplication } from "@functions/core/handlers/creator-application";
import { openUpload } from "@functions/core/handlers/open-upload";
import { subscribeToWaitlist } from "@functions/core/handlers/subscribe-to-waitlist";
import type { CorePorts } from "@functions/core/ports";
import { createManualClock, createRecordingMailer, createScriptedHumanCheck } from "@testing/ports/fakes";
import { checkUploadedVideo } from "@functions/core/video/check-uploaded-video";
import { followPage } from "~/features/admin/data/live-page";
import type { AdminPage } from "~/lib/backend";
import { createFirebaseAdminData } from "~/lib/backend/firebase/admin-data";
import { sampleApplication } from "@testing/fixtures/sample-application";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import budgets from "../../../../budgets.json";
import { createCloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { createFirestoreUploadGrants } from "../adapters/firestore-upload-grants";
import { createFirestoreRateLimiter, type RateLimiter } from "../http/rate-limit";
import { RATE_LIMITS, type RateGroupName } from "../http/rate-groups";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { countAdminFirestore, type OperationCount } from "@testing/emulators/firestore-operation-counter";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";

type Bucket = Parameters<typeof createCloudStorageFileStore>[0];

/**
 * The admin's browser reads, counted where the web SDK answers them (the mock below), and who waits
 * for a listener's first answer from the server.
 */
const browser = vi.hoisted(() => ({ reads: 0, listenerAnswered: () => undefined as void }));

vi.mock("firebase/firestore", async (importOriginal) => {
  const sdk = await importOriginal<typeof Firestore>();
  type Snapshot = { size: number; metadata: { fromCache: boolean }; docChanges(): unknown[] };
  return {
    ...sdk,
    getDocsFromServer: async (...args: Parameters<typeof sdk.getDocsFromServer>) => {
      const snapshot = await sdk.getDocsFromServer(...args);
      browser.reads += Math.max(1, snapshot.size);
      return snapshot;
    },
    getDocFromServer: async (...args: Parameters<typeof sdk.getDocFromServer>) => {
      const snapshot = await sdk.getDocFromServer(...args);
      browser.reads += 1;
      return snapshot;
    },
    getCountFromServer: async (...args: Parameters<typeof sdk.getCountFromServer>) => {
      const snapshot = await sdk.getCountFromServer(...args);
      browser.reads += Math.max(1, Math.ceil(snapshot.data().count / 1000));
      return snapshot;
    },
    // A listener is billed its first answer's documents, then each changed document.
    onSnapshot: (...args: unknown[]) => {
      let answered = false;
      const wrapped = args.map((arg) =>
        typeof arg === "function"
          ? (snapshot: Snapshot) => {
              if (!snapshot.metadata.fromCache) {
                browser.reads += answered ? snapshot.docChanges().length : Math.max(1, snapshot.size);
                if (!answered) queueMicrotask(browser.listenerAnswered);
                answered = true;
              }
              return (arg as (snapshot: Snapshot) => unknown)(snapshot);
            }
          : arg,
      );
      return (sdk.onSnapshot as (...all: unknown[]) => () => void)(...wrapped);
    },
  };
});

type OperationName = keyof typeof budgets.firestoreOperations;
const BUDGETS = budgets.firestoreOperations;
const ADMIN_EMAIL = "admin@example.com";
/** More applications and sign-ups than a page shows, so the page is full and has a next one. */
const SEEDED = 120;
/** The review queue's address without a filter, search or cursor, as useListPosition reads it. */
const FIRST_PAGE = { status: null, search: null, source: null, campaign: null, portrait: false, cursor: null };

const emulators = await officialEmulators();
announceSkip("Firestore operations per operation", emulators.firestore ? null : emulators.firestoreSkipReason);
if (emulators.firestore)
  announceRun("Firestore operations per operation", `Google's Firestore emulator at ${emulators.firestore}`);

/** A bucket that holds uploaded objects in memory: Storage calls are not Firestore operations. */
function memoryBucket(): Bucket {
  const objects = new Map<string, { bytes: Uint8Array; metadata: Record<string, unknown> }>();
  const missing = () => Object.assign(new Error("No such object"), { code: 404 });
  const file = (name: string) => ({
    name,
    async save(bytes: Uint8Array, options: { contentType: string }) {
      objects.set(name, {
        bytes,
        metadata: {
          size: String(bytes.length),
          contentType: options.contentType,
          generation: "1",
          metageneration: "1",
          metadata: {},
        },
      });
    },
    async getMetadata() {
      const object = objects.get(name);
      if (!object) throw missing();
      return [object.metadata];
    },
    async setMetadata(change: { metadata: Record<string, unknown> }) {
      const object = objects.get(name);
      if (!object) throw missing();
      const custom = { ...(object.metadata.metadata as object), ...change.metadata };
      object.metadata = {
        ...object.metadata,
        metadata: custom,
        metageneration: String(Number(object.metadata.metageneration) + 1),
      };
      return [object.metadata];
    },
    async download({ start, end }: { start: number; end: number }) {
      const object = objects.get(name);
      if (!object) throw missing();
      return [Buffer.from(object.bytes.subarray(start, end + 1))];
    },
    async delete() {
      if (!objects.delete(name)) throw missing();
    },
  });
  return { name: `${TEST_PROJECT_ID}.appspot.com`, file } as unknown as Bucket;
}

describe.skipIf(!emulators.firestore)("Firestore reads and writes per operation, within budgets.json", () => {
  const measured = {} as Record<OperationName, OperationCount>;
  let close: () => Promise<void>;
  let ports: CorePorts;
  let bucket: Bucket;
  let counter: ReturnType<typeof countAdminFirestore>;
  let limiter: RateLimiter<RateGroupName>;
  let db: ReturnType<typeof emulatorFirestore>["db"];

  beforeAll(async () => {
    await clearFirestoreEmulator(emulators.firestore!, TEST_PROJECT_ID);
    const admin = emulatorFirestore(emulators.firestore!);
    db = admin.db;
    close = admin.close;
    bucket = memoryBucket();
    limiter = createFirestoreRateLimiter(admin.limitsDb, RATE_LIMITS);
    ports = {
      documents: createFirestoreDocumentStore(admin.db),
      files: createCloudStorageFileStore(bucket, admin.uploadsDb),
      mailer: createRecordingMailer(),
      humanCheck: createScriptedHumanCheck("skipped"),
      clock: createManualClock(),
      config: {
        production: false,
        siteUrl: "http://127.0.0.1:5000",
        linkKeys: { consent: "x".repeat(40), status: "y".repeat(40) },
      },
    };
    // What the admin panel lists: more than a page of each, and the admin's settings the rules read.
    // The Auth emulator cannot enrol the admin's second factor: waived, as the emulator seed does.
    await admin.db.doc("settings/admin").set({ email: ADMIN_EMAIL, secondFactor: "waived-in-emulator" });
    const batch = admin.db.batch();
    for (let index = 0; index < SEEDED; index += 1) {
      const at = new Date(Date.UTC(2026, 10, 1) + index * 3_600_000).toISOString();
      batch.set(admin.db.collection("creator_applications").doc(`seeded-${index}`), {
        firstName: "Seeded",
        lastName: `Applicant ${index}`,
        email: `seeded-${index}@example.com`,
        status: "pending",
        submittedAt: at,
        uploadedFiles: [],
      });
      batch.set(admin.db.collection("brand_signups").doc(`seeded-${index}`), {
        name: `Seeded Brand ${index}`,
        email: `brand-${index}@example.com`,
        status: "pending",
        created_at: at,
      });
    }
    await batch.commit();
    counter = countAdminFirestore(admin.db);
  });

  afterAll(async () => {
    counter?.restore();
    await close?.();
    if (process.env.BENCH_FIRESTORE_OPS_OUT)
      writeFileSync(process.env.BENCH_FIRESTORE_OPS_OUT, JSON.stringify(measured));
  });

  /**
   * Counts the server's Firestore operations while the function's rate limit (its `group`, the
   * client's address and, when signed in, the caller's uid) and then `run` go.
   */
  async function serverOperation(
    name: OperationName,
    limit: { group: RateGroupName; clientKey: string; uid?: string },
    run: () => Promise<{ status: number }>,
  ) {
    counter.reset();
    expect(await limiter.client(limit.group, limit.clientKey)).toBe(true);
    if (limit.uid) expect(await limiter.caller(limit.group, limit.uid)).toBe(true);
    const result = await run();
    expect(result.status, JSON.stringify(result)).toBeLessThan(300);
    measured[name] = { ...counter.count };
  }

  function expectWithinBudget(name: OperationName) {
    const budget = BUDGETS[name];
    expect(
      measured[name],
      `${name}: counted ${JSON.stringify(measured[name])}, budget ${JSON.stringify(budget)}`,
    ).toSatisfy((count: OperationCount) => count.reads <= budget.reads && count.writes <= budget.writes);
  }

  // Each operation is one visitor's first of the minute, which its instance counts in memory (the rate limit's
  // `localShare`): a visitor's later requests of the minute cost one write each, the rate-limit test's to count.
  const visitor = { caller: null, remoteIp: "203.0.113.7", clientKey: "203.0.113.7" };
  const anotherVisitor = { caller: null, remoteIp: "203.0.113.9", clientKey: "203.0.113.9" };

  it("one brand sign-up (the form on /brand-signup)", async () => {
    await serverOperation("brandSignUp", { group: "subscribe", clientKey: visitor.clientKey }, () =>
      subscribeToWaitlist(
        {
          type: "brand",
          name: "Ops Brand",
          email: "ops-brand@example.com",
          companyName: "Ops Ltd",
          website: "https://example.com/",
          emailListOptIn: false,
          "bot-field": "",
        },
        visitor,
        ports,
      ),
    );
    expectWithinBudget("brandSignUp");
  });

  it("one newsletter sign-up (the footer's form)", async () => {
    await serverOperation("newsletterSignUp", { group: "subscribe", clientKey: anotherVisitor.clientKey }, () =>
      subscribeToWaitlist(
        { email: "ops-news@example.com", "g-recaptcha-response": "token", sourcePage: "/" },
        anotherVisitor,
        ports,
      ),
    );
    expectWithinBudget("newsletterSignUp");
  });

  it("a first sign-up never reads its entry; a repeat reads the entry it is recorded on", async () => {
    const signUp = async () => {
      counter.reset();
      const answer = await subscribeToWaitlist(
        { email: "ops-repeat@example.com", "g-recaptcha-response": "token", sourcePage: "/" },
        visitor,
        ports,
      );
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      return { ...counter.count };
    };
    // Nothing: the entry and its confirmation's outbox entry are one batch of creates.
    expect((await signUp()).reads).toBe(0);
    // The entry read after the refused create, by the repeat's atomic step and by the consent's.
    expect((await signUp()).reads).toBe(3);
    const [entry] = (await db.collection("newsletter_subscribers").where("email", "==", "ops-repeat@example.com").get())
      .docs;
    expect(entry?.get("repeatCount")).toBe(1);
  });

  it("spellings of one mailbox: the first takes its slot without a read, later ones are flagged against it", async () => {
    const signUp = async (email: string, clientKey: string) => {
      counter.reset();
      const answer = await subscribeToWaitlist(
        { type: "brand", name: "Dup Brand", email, companyName: "Dup Ltd", emailListOptIn: false, "bot-field": "" },
        { caller: null, remoteIp: clientKey, clientKey },
        ports,
      );
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      return { ...counter.count };
    };
    // A spelling other than the mailbox's own, first: its entry, its search entry and the slot's marker.
    expect(await signUp("jo.dup@gmail.com", "203.0.113.20")).toEqual({ reads: 0, writes: 3 });
    // Another: refused whole by the marker (three writes counted), the entry and the slot read, then created
    // flagged (two writes).
    expect(await signUp("jodup+launch@gmail.com", "203.0.113.21")).toEqual({ reads: 2, writes: 5 });
    // The mailbox's own spelling: refused by the marker where its search entry goes, then created flagged over it.
    expect(await signUp("jodup@gmail.com", "203.0.113.22")).toEqual({ reads: 2, writes: 4 });
    const entries = await db.collection("brand_signups").where("company_name", "==", "Dup Ltd").get();
    const flagsOf = (email: string) => entries.docs.find((entry) => entry.get("email") === email)?.get("flags");
    const first = entries.docs.find((entry) => entry.get("email") === "jo.dup@gmail.com");
    expect(flagsOf("jo.dup@gmail.com")).toEqual({ disposable: false });
    expect(flagsOf("jodup+launch@gmail.com")).toEqual({ disposable: false, possibleDuplicateOf: first?.id });
    expect(flagsOf("jodup@gmail.com")).toEqual({ disposable: false, possibleDuplicateOf: first?.id });
  });

  it("one creator application with one uploaded video", async () => {
    const uid = "ops-applicant";
    const path = `creator-uploads/${uid}/1764000000000-reel.mp4`;
    const video = sampleVideo();
    await (bucket.file(path) as unknown as { save(b: Uint8Array, o: object): Promise<void> }).save(video, {
      contentType: "video/mp4",
    });
    await (bucket.file(path) as unknown as { setMetadata(m: object): Promise<void> }).setMetadata({
      metadata: { ownerUid: uid },
    });
    // What checkUpload does once the upload has finished, outside the application's count.
    expect(await checkUploadedVideo(ports.files, path, "reel.mp4")).toMatchObject({ ok: true });
    await serverOperation("creatorApplication", { group: "application", clientKey: "203.0.113.8", uid }, () =>
      submitCreatorApplication(
        sampleApplication({
          email: "ops-maya@example.com",
          "g-recaptcha-response": "",
          uploadedFiles: JSON.stringify([{ name: "reel.mp4", url: path, size: video.length }]),
        }),
        {
          caller: { uid, email: null, isAdmin: false, isAnonymous: true },
          remoteIp: "203.0.113.8",
          clientKey: "203.0.113.8",
        },
        ports,
      ),
    );
    expectWithinBudget("creatorApplication");
    // What each one is: the application's own work (the rate limit's two counts, the client's and the
    // caller's, are each their first of the minute, counted in memory).
    expect(counter.operations.map(({ kind, at, units }) => `${kind} ${at}${units > 1 ? ` ×${units}` : ""}`)).toEqual([
      // The duplicate window's receipt, created without a read.
      "write (default)/submission_receipts",
      // The file's claim, which answers the claimed version's facts: no lookup after it.
      "write uploads/file_claims",
      // The application and its admin search entry, one batch.
      "write (default)/creator_applications",
      "write (default)/search_index",
      // Its acknowledgement queued in the outbox: the trigger looks for the address's other applications still
      // pending, counts the e-mail against the address's day and sends its first status link (no document).
      "write (default)/outbox",
      // The receipt settled as stored: a compare-and-set on the receipt's own create, so nothing is read.
      "write (default)/submission_receipts",
    ]);
  });

  it("opening one upload (before its first byte): an application's first, with its human check", async () => {
    const uid = "ops-uploader";
    await serverOperation("openUpload", { group: "upload", clientKey: "203.0.113.9", uid }, () =>
      openUpload(
        { name: "reel.mp4", size: 1234, contentType: "video/mp4", recaptchaToken: "human" },
        { caller: { uid, email: null, isAdmin: false, isAnonymous: true }, clientKey: "203.0.113.9" },
        {
          grants: createFirestoreUploadGrants(db),
          clock: ports.clock,
          humanCheck: createScriptedHumanCheck("enforced"),
          config: ports.config,
        },
      ),
    );
    expectWithinBudget("openUpload");
  });

  describe("the admin's browser", () => {
    let adminData: ReturnType<typeof createFirebaseAdminData>;
    let closeWeb: () => Promise<void>;

    beforeAll(() => {
      const app = initializeApp({ projectId: TEST_PROJECT_ID }, `operations-${Date.now()}`);
      const firestore = getWebFirestore(app);
      const [host, port] = emulators.firestore!.split(":");
      // The emulator takes the token's claims as they are: the admin as firestore.rules know them.
      connectFirestoreEmulator(firestore, host!, Number(port), {
        mockUserToken: {
          sub: "admin-uid",
          user_id: "admin-uid",
          email: ADMIN_EMAIL,
          email_verified: true,
          admin: true,
          // Signed in just now (firestore.rules want a sign-in of the last 12 hours).
          auth_time: Math.floor(Date.now() / 1000),
          firebase: { sign_in_provider: "password", identities: {} },
        },
      });
      closeWeb = () => deleteApp(app);
      adminData = createFirebaseAdminData({
        firestore: () => firestore,
        currentUser: () => ({ uid: "admin-uid", email: ADMIN_EMAIL }),
        getIdToken: async () => null,
      });
    });
    afterAll(async () => closeWeb?.());

    it("opening the review queue: its first page of 50, followed live, and the status counts", async () => {
      browser.reads = 0;
      // What applications-queue.tsx does on opening: useLivePage (followPage on the first page, until
      // it is on screen and listened to) and useCounts.
      const listened = new Promise<void>((resolve) => (browser.listenerAnswered = resolve));
      let stop = () => undefined as void;
      const page = await new Promise<AdminPage<unknown>>((resolve, reject) => {
        stop = followPage(adminData, "creator-applications", FIRST_PAGE, resolve, reject);
      });
      expect(page.items).toHaveLength(50);
      await listened;
      stop();
      await adminData.counts("creator-applications");
      measured.adminFirstPage = { reads: browser.reads, writes: 0 };
      expectWithinBudget("adminFirstPage");
    });

    it("opening the overview", async () => {
      browser.reads = 0;
      const overview = await adminData.overview();
      expect(overview.applications.total).toBeGreaterThan(SEEDED);
      measured.adminOverview = { reads: browser.reads, writes: 0 };
      expectWithinBudget("adminOverview");
    });
  });
});
