import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import type { Firestore } from "firebase-admin/firestore";
import { getAuth } from "firebase-admin/auth";
import { getStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser, anonymousUser, bearer, emailUser, type TestAccount } from "@testing/emulators/auth-users";
import { applicationForm } from "@testing/fixtures/application-requests";
import { startMaildevInbox } from "@testing/emulators/maildev-inbox";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import { createFirebaseAdminData } from "~/lib/backend/firebase/admin-data";
import { FILE_CLAIMS } from "@functions/firebase/adapters/cloud-storage-file-store";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";
import { TEST_BUCKET } from "@testing/emulators/storage-app";
import { withinOneMinute } from "@testing/emulators/clock-minute";
import { startLocalStorageEmulator, type LocalStorageEmulator } from "@testing/emulators/storage-emulator";
import { runUploadCheck } from "@testing/emulators/upload-check";
import { readEnv, setEnv } from "../../scripts/env.ts";
import { emulatorHost } from "../../scripts/emulators/ports.ts";

export interface FunctionsHost {
  /** Where the HTTP function `name` answers. */
  url(name: string): string;
  stop(): Promise<void>;
}

export interface FunctionsSetup {
  /** The functions' parameters (ADMIN_EMAIL, SMTP_HOST, …). */
  params: Record<string, string>;
  /** Where firebase-admin inside the functions finds Firestore, Storage and Auth. */
  env: { FIRESTORE_EMULATOR_HOST: string; FIREBASE_STORAGE_EMULATOR_HOST: string; FIREBASE_AUTH_EMULATOR_HOST: string };
}

/** A pending brand sign-up as the functions store it. */
const STORED_SIGNUP = {
  name: "Sam",
  company_name: "Glow",
  email: "sam@glow.co",
  website: "",
  status: "pending",
  notes: "",
  email_list_opt_in: false,
  meeting_signed_up: false,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
};

/**
 * What the deployed functions must do, run against a host of the bundled functions (in-process or
 * Google's Functions emulator), with firebase-admin inside them pointed at a Firestore
 * emulator (Google's where it runs, else the Node one), firebase-tools' Storage emulator and the
 * shared Auth emulator.
 */
export function describeApiFunctions(name: string, start: (setup: FunctionsSetup) => Promise<FunctionsHost>) {
  let firestore: TestFirestore;
  let storage: LocalStorageEmulator;
  let functions: FunctionsHost;
  let inbox: Awaited<ReturnType<typeof startMaildevInbox>>;
  let db: Firestore;
  let uploadsDb: Firestore;
  let closeDb: () => Promise<void>;
  let storageApp: App;
  let admin: TestAccount;

  beforeAll(async () => {
    [firestore, storage, inbox, admin] = await Promise.all([
      testFirestore(),
      startLocalStorageEmulator(),
      startMaildevInbox(),
      adminUser(),
    ]);
    // Google's emulator is shared by the suites: start from an empty database.
    await firestore.clear();
    ({ db, uploadsDb, close: closeDb } = emulatorFirestore(firestore.host));
    setEnv({ FIREBASE_STORAGE_EMULATOR_HOST: storage.host });
    storageApp = initializeApp(
      { projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET },
      `functions-test-${randomUUID()}`,
    );
    functions = await start({
      params: { ADMIN_EMAIL: admin.email, SMTP_HOST: "127.0.0.1", SMTP_PORT: String(inbox.smtpPort) },
      env: {
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
        FIREBASE_AUTH_EMULATOR_HOST: readEnv().FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHost("auth"),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await functions?.stop();
    await closeDb?.();
    if (storageApp) await deleteApp(storageApp);
    await storage?.stop();
    firestore?.stop();
    await inbox?.stop();
  });

  const postJson = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(functions.url(name), {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  async function uploadVideo(uid: string): Promise<{ name: string; url: string; size: number }> {
    const bytes = sampleVideo();
    const path = `creator-uploads/${uid}/${Date.now()}-clip.mp4`;
    const bucket = getStorage(storageApp).bucket();
    await bucket.file(path).save(Buffer.from(bytes), { contentType: "video/mp4", resumable: false });
    await runUploadCheck(bucket, uploadsDb, path);
    return { name: "clip.mp4", url: path, size: bytes.byteLength };
  }

  /** A new anonymous applicant applies with one checked video, from a new address that starts with `prefix`. */
  async function applyWithVideo(prefix: string) {
    const applicant = await anonymousUser();
    const file = await uploadVideo(applicant.uid);
    const email = `${prefix}-${randomUUID()}@example.com`;
    const response = await fetch(functions.url("creatorApplication"), {
      method: "POST",
      headers: bearer(applicant),
      body: applicationForm(email, [file]),
    });
    return { file, email, response };
  }

  describe(`Cloud Functions entry points: ${name}`, () => {
    it("stores a brand sign-up once, answering a repeat the same way", async () => {
      const email = `brand-${randomUUID()}@example.com`;
      const body = { type: "brand", name: "Ada", email, companyName: "Glow Ltd", website: "", emailListOptIn: false };
      const first = await postJson("subscribeToWaitlist", body);
      const again = await postJson("subscribeToWaitlist", { ...body, name: "Someone else" });
      expect(first.status).toBe(200);
      expect(again.status).toBe(first.status);
      expect(await again.json()).toEqual(await first.json());
      const stored = await db.collection("brand_signups").where("email", "==", email).get();
      expect(stored.docs.map((doc) => doc.get("name"))).toEqual(["Ada"]);
      expect(stored.docs[0]?.get("repeat_count")).toBe(1);
    });

    it("answers the product's validation messages, refuses other methods and bodies that are not JSON", async () => {
      const missing = await postJson("subscribeToWaitlist", { type: "brand", email: "a@b.co", companyName: "X" });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: "Name is required" });
      const get = await fetch(functions.url("approveCreator"));
      expect(get.status).toBe(405);
      const text = await fetch(functions.url("contactMessage"), {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ name: "A", email: "a@b.co", message: "Hi" }),
      });
      expect(text.status).toBe(415);
    });

    it("opens an upload for the declared size and type within each uid's daily cap, before any byte", async () => {
      const applicant = await anonymousUser();
      const declare = (body: object, user: typeof applicant | null = applicant) =>
        postJson("openUpload", body, bearer(user));
      const clip = { name: "My clip.mp4", size: 4096, contentType: "video/mp4" };
      expect((await declare(clip, null)).status).toBe(401);
      const tooLarge = await declare({ ...clip, size: 1_073_741_825 });
      expect([tooLarge.status, await tooLarge.json()]).toEqual([413, { error: "My clip.mp4 is too large (max 1GB)." }]);
      const opened = await declare(clip);
      expect(opened.status).toBe(201);
      const { path } = (await opened.json()) as { path: string };
      expect(path).toMatch(new RegExp(`^creator-uploads/${applicant.uid}/\\d+-My clip\\.mp4$`));
      const grant = await db
        .collection("upload_grants")
        .doc(`${applicant.uid}__${path.split("/")[2]}`)
        .get();
      expect(grant.data()).toMatchObject({ size: 4096, contentType: "video/mp4", path });
      // Six a day per uid (an application's three files, each restarted once).
      const more = [];
      for (let index = 0; index < 6; index += 1) more.push((await declare({ ...clip, name: `${index}.mp4` })).status);
      expect(more).toEqual([201, 201, 201, 201, 201, 429]);
      const capped = await declare(clip);
      expect(await capped.json()).toEqual({
        error: "You have started as many uploads as we allow in a day. Please try again tomorrow.",
      });
    });

    it("stores a contact message through the core", async () => {
      const email = `contact-${randomUUID()}@example.com`;
      const response = await postJson("contactMessage", { name: "Ada", email, message: "Hello there" });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await db.collection("contact_messages").doc(id).get()).get("email")).toBe(email);
    });

    it("lets only the configured admin approve: 401 signed out or anonymous, 403 for others", async () => {
      const application = db.collection("creator_applications").doc();
      await application.set({ firstName: "Maya", lastName: "Patel", email: "maya@example.com", status: "pending" });
      const body = { applicationId: application.id, approvalType: "pro" };
      const otherAdmin = await adminUser();
      expect((await postJson("approveCreator", body)).status).toBe(401);
      expect((await postJson("approveCreator", body, bearer(await anonymousUser()))).status).toBe(401);
      expect((await postJson("approveCreator", body, bearer(await emailUser()))).status).toBe(403);
      // The custom claim alone is not enough: the account must be the configured ADMIN_EMAIL.
      expect((await postJson("approveCreator", body, bearer(otherAdmin))).status).toBe(403);
      const approved = await postJson("approveCreator", body, bearer(admin));
      expect(approved.status).toBe(200);
      expect(await approved.json()).toEqual({ emailSent: true, status: "approved_pro" });
      expect((await application.get()).get("status")).toBe("approved_pro");
      expect(await inbox.to("maya@example.com")).toHaveLength(1);
      expect((await postJson("approveCreator", body, bearer(admin))).status).toBe(409);
    });

    it("refuses the configured admin while its e-mail is not verified (a pre-registered address)", async () => {
      const application = db.collection("creator_applications").doc();
      await application.set({ firstName: "Maya", lastName: "Patel", email: "maya@example.com", status: "pending" });
      const auth = getAuth(storageApp);
      await auth.updateUser(admin.uid, { emailVerified: false });
      try {
        const approve = await postJson(
          "approveCreator",
          { applicationId: application.id, approvalType: "pro" },
          bearer(admin),
        );
        expect(approve.status).toBe(403);
        const counts = await fetch(`${functions.url("adminData")}/brand-signups/counts`, { headers: bearer(admin) });
        expect(counts.status).toBe(403);
        expect((await application.get()).get("status")).toBe("pending");
      } finally {
        await auth.updateUser(admin.uid, { emailVerified: true });
      }
    });

    // One request at a time, so the counts are exact (the limit is kept in Firestore, shared by every
    // worker the Functions emulator starts), all in one clock minute.
    async function statuses(count: number, headers: (index: number) => Record<string, string>) {
      await withinOneMinute(15_000);
      const answers: number[] = [];
      for (let index = 0; index < count; index += 1) {
        answers.push((await postJson("contactMessage", {}, headers(index))).status);
      }
      return answers;
    }

    it("keeps the rate limit when every request forges its own X-Forwarded-For", { timeout: 180_000 }, async () => {
      // What Google's front end delivers: the client's own header, then the address it saw appended.
      const answers = await statuses(40, (index) => ({ "x-forwarded-for": `198.51.${index}.7, 203.0.113.77` }));
      const through = answers.filter((status) => status !== 429).length;
      expect(through).toBeLessThanOrEqual(30);
      expect(answers.filter((status) => status === 429)).toHaveLength(40 - through);
    });

    it(
      "gives a signed-in (anonymous) caller one allowance, whatever addresses its requests come from",
      { timeout: 120_000 },
      async () => {
        const applicant = await anonymousUser();
        const answers = await statuses(40, (index) => ({
          ...bearer(applicant),
          "x-forwarded-for": `198.18.${index}.1, 192.0.2.${index}`,
        }));
        expect(answers.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
        expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
      },
    );

    it("takes an application with the applicant's own upload, claims the file, and rejecting removes both", async () => {
      const applicant = await anonymousUser();
      const file = await uploadVideo(applicant.uid);
      const stranger = await anonymousUser();
      const form = (user: typeof applicant) =>
        fetch(functions.url("creatorApplication"), {
          method: "POST",
          headers: bearer(user),
          body: applicationForm(`maya-${randomUUID()}@example.com`, [file]),
        });
      expect((await form(stranger)).status).toBe(403);
      const response = await form(applicant);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const stored = await db.collection("creator_applications").doc(id).get();
      expect(stored.get("applicantUid")).toBe(applicant.uid);
      const object = getStorage(storageApp).bucket().file(file.url);
      expect((await object.getMetadata())[0].metadata?.applicationId).toBe(id);
      expect((await uploadsDb.collection(FILE_CLAIMS).where("path", "==", file.url).get()).docs).toHaveLength(1);
      // The application names its file by path, never by a URL that opens it for anyone.
      expect(stored.get("uploadedFiles")).toMatchObject([{ name: "clip.mp4", url: file.url }]);
      // The admin's player asks the functions for an address (on the emulator a token URL; in
      // production a signed URL that expires); nobody else gets one.
      const addresses = (user: Parameters<typeof bearer>[0]) =>
        fetch(`${functions.url("adminData")}/creator-applications/${id}/files`, { headers: bearer(user) });
      expect((await addresses(applicant)).status).toBe(401);
      expect((await addresses(await emailUser())).status).toBe(403);
      const answer = await addresses(admin);
      expect(answer.status).toBe(200);
      const { files } = (await answer.json()) as { files: Record<string, string> };
      expect(Object.keys(files)).toEqual([file.url]);
      const played = await fetch(files[file.url]!);
      expect(played.status).toBe(200);
      expect((await played.arrayBuffer()).byteLength).toBe(file.size);

      const rejected = await postJson("deleteCreatorApplication", { applicationId: id }, bearer(admin));
      expect(rejected.status).toBe(200);
      expect(await rejected.json()).toMatchObject({ ok: true, deletedFiles: 1 });
      expect((await db.collection("creator_applications").doc(id).get()).exists).toBe(false);
      expect((await object.exists())[0]).toBe(false);
    });

    it("e-mails the status link; the link shows the application and withdraws it with its file", async () => {
      const { file, email, response } = await applyWithVideo("status");
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const [ack] = await inbox.to(email);
      const token = decodeURIComponent(/application-status\?token=([^\s"&<]+)/.exec(ack?.text ?? "")?.[1] ?? "");
      const status = await postJson("applicationStatus", { token });
      expect(await status.json()).toMatchObject({
        outcome: "found",
        status: "in_review",
        files: [{ name: "clip.mp4", size: file.size }],
      });
      expect(await (await postJson("applicationStatus", { token: `${token}x` })).json()).toEqual({
        outcome: "invalid",
      });

      const resent = await postJson("resendStatusLink", { email });
      const unknown = await postJson("resendStatusLink", { email: `nobody-${email}` });
      expect(await resent.json()).toEqual(await unknown.json());
      const again = (await inbox.to(email, { atLeast: 2 })).find(
        (mail) => mail.subject === "Your Reelmark application link",
      );
      const fresh = decodeURIComponent(/application-status\?token=([^\s"&<]+)/.exec(again?.text ?? "")?.[1] ?? "");
      expect(fresh).not.toBe(token);
      // A new link each time: the one sent before stops working.
      expect(await (await postJson("applicationStatus", { token })).json()).toEqual({ outcome: "invalid" });

      const object = getStorage(storageApp).bucket().file(file.url);
      expect((await object.exists())[0]).toBe(true);
      expect(await (await postJson("withdrawApplication", { token: fresh })).json()).toEqual({ outcome: "withdrawn" });
      expect((await db.collection("creator_applications").doc(id).get()).exists).toBe(false);
      expect((await object.exists())[0]).toBe(false);
      expect(await (await postJson("applicationStatus", { token: fresh })).json()).toEqual({
        outcome: "no_longer_on_file",
      });
      const audit = await db.collection("adminAudit").where("targetId", "==", id).get();
      expect(audit.docs.map((doc) => [doc.get("action"), doc.get("details")])).toEqual([
        ["withdraw_creator_application", { deletedFiles: 1 }],
      ]);
    });

    it("People: only the admin finds everything held about an address and erases it, files included", async () => {
      const people = (path: string, email: string, user: Parameters<typeof bearer>[0]) =>
        fetch(`${functions.url("adminData")}${path}`, {
          method: "POST",
          headers: { ...bearer(user), "content-type": "application/json" },
          body: JSON.stringify({ email }),
        });
      const { file, email, response: applied } = await applyWithVideo("person");
      expect(applied.status).toBe(201);
      const brand = { type: "brand", name: "Ada", email, companyName: "Glow Ltd", website: "", emailListOptIn: false };
      expect((await postJson("subscribeToWaitlist", brand)).status).toBe(200);
      expect(
        (await postJson("contactMessage", { name: "Ada", email: email.toUpperCase(), message: "Hi" })).status,
      ).toBe(201);

      for (const path of ["/api/admin/people", "/api/admin/people/erase"]) {
        expect((await people(path, email, null)).status).toBe(401);
        expect((await people(path, email, await anonymousUser())).status).toBe(401);
        expect((await people(path, email, await emailUser())).status).toBe(403);
      }
      const found = (await (await people("/api/admin/people", ` ${email.toUpperCase()}`, admin)).json()) as {
        brandSignups: unknown[];
        creatorApplications: unknown[];
        contactMessages: unknown[];
        files: Array<{ url: string }>;
      };
      expect([found.brandSignups.length, found.creatorApplications.length, found.contactMessages.length]).toEqual([
        1, 1, 1,
      ]);
      expect(found.files).toHaveLength(1);
      const object = getStorage(storageApp).bucket().file(file.url);
      expect((await object.exists())[0]).toBe(true);

      const erased = await people("/api/admin/people/erase", email, admin);
      expect(await erased.json()).toMatchObject({
        ok: true,
        erased: { brand_signups: 1, creator_applications: 1, files: 1, contact_messages: 1 },
      });
      expect((await object.exists())[0]).toBe(false);
      const after = (await (await people("/api/admin/people", email, admin)).json()) as Record<string, unknown[]>;
      expect([after.brandSignups, after.creatorApplications, after.contactMessages, after.files]).toEqual([
        [],
        [],
        [],
        [],
      ]);
      const log = await db.collection("adminAudit").where("action", "==", "erase_person").get();
      expect(JSON.stringify(log.docs.map((doc) => doc.data()))).not.toContain(email);
    });

    it("serves the admin's counts, audited edits and a streamed CSV export, to the admin only", async () => {
      const admin_ = (path: string, init: RequestInit = {}, user: TestAccount | null = admin) =>
        fetch(`${functions.url("adminData")}${path}`, {
          ...init,
          headers: { ...bearer(user), ...(init.body ? { "content-type": "application/json" } : {}) },
        });
      const id = `signup-${randomUUID()}`;
      await db
        .collection("brand_signups")
        .doc(id)
        .set({ ...STORED_SIGNUP, searchTokens: ["sam", "glow"] });
      expect((await admin_("/brand-signups/counts", {}, null)).status).toBe(401);
      expect((await admin_("/brand-signups/counts", {}, await emailUser())).status).toBe(403);
      const counts = await admin_("/brand-signups/counts");
      expect(counts.status).toBe(200);
      expect(await counts.json()).toMatchObject({ byStatus: { pending: expect.any(Number) } });
      const edit = await admin_(`/brand-signups/${id}`, {
        method: "PATCH",
        body: JSON.stringify({ status: "contacted" }),
      });
      expect(edit.status).toBe(200);
      expect((await db.collection("brand_signups").doc(id).get()).get("status")).toBe("contacted");
      const audit = await db.collection("adminAudit").where("targetId", "==", id).get();
      expect(audit.docs.map((doc) => doc.get("action"))).toEqual(["update_brand_signup"]);
      const csv = await admin_("/brand-signups/export.csv");
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(await csv.text()).toContain("sam@glow.co");
      expect((await admin_("/nothing-here/counts")).status).toBe(404);
    });

    it("takes the browser admin client's edits, deletes and sign-in log, writing the audit entries itself", async () => {
      const signup = STORED_SIGNUP;
      const [edited, removed, message] = [`b-${randomUUID()}`, `b-${randomUUID()}`, `m-${randomUUID()}`];
      await db.collection("brand_signups").doc(edited).set(signup);
      await db.collection("brand_signups").doc(removed).set(signup);
      await db
        .collection("contact_messages")
        .doc(message)
        .set({ name: "Priya", email: "p@x.example", message: "Hi", createdAt: "2026-11-01T10:00:00.000Z" });
      const sent: string[] = [];
      const client = (user: TestAccount) =>
        createFirebaseAdminData({
          // firestore.rules grant the browser no write: the client must not reach for Firestore.
          firestore: () => {
            throw new Error("the admin's writes must go through the adminData function");
          },
          currentUser: () => ({ uid: user.uid, email: user.email }),
          getIdToken: async () => user.idToken,
          appCheckHeaders: async (options) => ({ "x-firebase-appcheck": options?.limitedUse ? "limited" : "plain" }),
          fetch: (input, init) => {
            const url = String(input);
            sent.push(`${init?.method} ${url} ${new Headers(init?.headers).get("x-firebase-appcheck")}`);
            return fetch(url.replace(/^\/api\/admin/, functions.url("adminData")), init);
          },
        });
      const panel = client(admin);
      const { updated_at } = await panel.updateBrandSignup(
        edited,
        { status: "contacted", notes: "Called" },
        { expectedUpdatedAt: signup.updated_at },
      );
      expect((await db.collection("brand_signups").doc(edited).get()).data()).toMatchObject({
        status: "contacted",
        notes: "Called",
        updated_at,
      });
      await expect(
        panel.updateBrandSignup(edited, { notes: "Stale" }, { expectedUpdatedAt: signup.updated_at }),
      ).rejects.toMatchObject({ status: 409, code: "conflict" });
      await expect(panel.updateBrandSignup(edited, { status: "bogus" as "contacted" })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining("Status must be one of"),
      });
      await panel.deleteBrandSignup(removed);
      await panel.deleteContactMessage(message);
      await expect(panel.deleteContactMessage(message)).rejects.toMatchObject({
        status: 404,
        message: "Contact message not found",
      });
      await panel.logAdminSignIn();
      expect((await db.collection("brand_signups").doc(removed).get()).exists).toBe(false);
      expect((await db.collection("contact_messages").doc(message).get()).exists).toBe(false);
      const audit = await db.collection("adminAudit").where("adminUid", "==", admin.uid).get();
      const actions = audit.docs.map((doc) => `${doc.get("action")} ${doc.get("targetId")}`);
      expect(actions).toEqual(
        expect.arrayContaining([
          `update_brand_signup ${edited}`,
          `delete_brand_signup ${removed}`,
          `delete_contact_message ${message}`,
          `admin_sign_in ${admin.uid}`,
        ]),
      );
      const logins = await db.collection("adminLogins").where("uid", "==", admin.uid).get();
      expect(logins.docs.map((doc) => doc.get("email"))).toEqual([admin.email]);
      // Every write carried a limited-use App Check token (consumed by the function: no replay).
      expect(sent.every((line) => line.endsWith(" limited"))).toBe(true);
      // Another account gets the server's refusal, and nothing changes.
      await expect(client(await emailUser()).deleteBrandSignup(edited)).rejects.toMatchObject({ status: 403 });
    });

    it("sends a newsletter confirmation e-mail whose link confirms through the confirm function", async () => {
      const email = `reader-${randomUUID()}@example.com`;
      const signUp = await postJson("subscribeToWaitlist", { email, "g-recaptcha-response": "" });
      expect(signUp.status).toBe(200);
      const [mail] = await inbox.to(email);
      const token = decodeURIComponent(/confirm-subscription\?token=([^\s"&<]+)/.exec(mail?.text ?? "")?.[1] ?? "");
      expect(token).not.toBe("");
      const confirmed = await postJson("confirmSubscription", { token });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ outcome: "confirmed" });
      const entry = await db.collection("newsletter_subscribers").where("email", "==", email).get();
      expect(entry.docs[0]?.get("consent.status")).toBe("confirmed");
    });

    it("answers once the outbox holds the e-mail: sendOutboxMail sends it and leaves the outbox empty", async () => {
      const email = `outbox-${randomUUID()}@example.com`;
      const nobody = `nobody-${email}`;
      expect((await postJson("subscribeToWaitlist", { email, "g-recaptcha-response": "" })).status).toBe(200);
      const resent = await postJson("resendStatusLink", { email: nobody });
      expect(resent.status).toBe(200);
      const [mail] = await inbox.to(email);
      expect(mail?.subject).toBe("Please confirm your subscription to Reelmark");
      // Every entry is taken by its trigger, the one with nothing to send (an address that never applied) too.
      await expect.poll(async () => (await db.collection("outbox").get()).size, { timeout: 15_000 }).toBe(0);
      expect(await inbox.to(nobody, { atLeast: 0 })).toEqual([]);
    });

    it("sends a mail client's one-click GET to the unsubscribe page, and takes its POST without App Check", async () => {
      const get = await fetch(`${functions.url("unsubscribeOneClick")}?token=abc`, { redirect: "manual" });
      expect(get.status).toBe(303);
      expect(get.headers.get("location")).toBe("/unsubscribe?token=abc");
      const post = await fetch(`${functions.url("unsubscribeOneClick")}?token=not-a-token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(post.status).toBe(200);
      expect(await post.json()).toEqual({ outcome: "invalid" });
    });
  });
}
