import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { announceRun, announceSkip, officialEmulators } from "../testing/official-emulators";

/**
 * firestore.rules and storage.rules against the official emulators, for the four kinds of caller
 * of docs/security.md: signed out, the applicant's anonymous session, another signed-in account, and
 * the admin (custom claim). Skipped, with the reason printed, where those emulators cannot run.
 */
const emulators = await officialEmulators();
announceSkip("firestore.rules (@firebase/rules-unit-testing)", emulators.firestoreSkipReason);
announceSkip("storage.rules (@firebase/rules-unit-testing)", emulators.storageSkipReason);
if (emulators.firestore)
  announceRun(
    "firestore.rules (@firebase/rules-unit-testing)",
    `Google's Firestore emulator at ${emulators.firestore}`,
  );
if (emulators.storage)
  announceRun("storage.rules (@firebase/rules-unit-testing)", `the Storage emulator at ${emulators.storage}`);

const PROJECT_ID = "demo-ugc-marketplace";
const NOW = "2026-11-22T10:00:00.000Z";
const ADMIN = { admin: true, email: "admin@example.com", firebase: { sign_in_provider: "password" as const } };
const APPLICANT = { firebase: { sign_in_provider: "anonymous" as const } };
const OTHER = { email: "someone@example.com", firebase: { sign_in_provider: "password" as const } };

let env: RulesTestEnvironment;
const hostPort = (value: string) => ({ host: value.split(":")[0]!, port: Number(value.split(":")[1]) });

// Firestore's rules run whenever Google's Firestore emulator does; Storage's only where its Java 21
// rules runtime exists (the Storage block below skips on its own, with the reason).
const title = `official emulators${emulators.firestoreSkipReason ? ` (skipped: ${emulators.firestoreSkipReason})` : ""}`;
describe.skipIf(emulators.firestore === null)(title, () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync("firestore.rules", "utf8"), ...hostPort(emulators.firestore!) },
      ...(emulators.storage
        ? { storage: { rules: readFileSync("storage.rules", "utf8"), ...hostPort(emulators.storage) } }
        : {}),
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    if (emulators.storage) await env.clearStorage();
  });

  const signedOut = () => env.unauthenticatedContext();
  const applicant = () => env.authenticatedContext("applicant-uid", APPLICANT);
  const other = () => env.authenticatedContext("other-uid", OTHER);
  const admin = () => env.authenticatedContext("admin-uid", ADMIN);
  const everyone = () => [signedOut(), applicant(), other(), admin()];
  const seed = (path: string, data: object) =>
    env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(path).set(data);
    });

  describe("Firestore", () => {
    const message = { name: "Ada", email: "ada@example.com", message: "Hello", createdAt: NOW };

    it("contact_messages: anyone creates exactly {name, email, message, createdAt} within limits; only the admin reads and deletes", async () => {
      for (const context of everyone()) {
        await assertSucceeds(context.firestore().collection("contact_messages").add(message));
      }
      const add = (data: object) => signedOut().firestore().collection("contact_messages").add(data);
      await assertFails(add({ ...message, status: "read" }));
      await assertFails(add({ name: "Ada", email: "ada@example.com", message: "Hello" }));
      await assertFails(add({ ...message, name: "" }));
      await assertFails(add({ ...message, name: "x".repeat(101) }));
      await assertFails(add({ ...message, message: "x".repeat(5001) }));
      await assertFails(add({ ...message, email: "not an address" }));
      await assertFails(add({ ...message, createdAt: 5 }));
      await seed("contact_messages/m1", message);
      for (const context of [signedOut(), applicant(), other()]) {
        await assertFails(context.firestore().doc("contact_messages/m1").get());
        await assertFails(context.firestore().doc("contact_messages/m1").delete());
      }
      await assertFails(admin().firestore().doc("contact_messages/m1").update({ name: "Bo" }));
      await assertSucceeds(admin().firestore().doc("contact_messages/m1").get());
      await assertSucceeds(admin().firestore().doc("contact_messages/m1").delete());
    });

    it("brand_signups: only the admin reads, deletes and updates the editable fields with updated_at", async () => {
      const signup = {
        name: "Sam",
        company_name: "Glow",
        email: "sam@glow.co",
        status: "pending",
        notes: "",
        meeting_signed_up: false,
        created_at: NOW,
        updated_at: NOW,
      };
      await seed("brand_signups/s1", signup);
      const edit = { status: "contacted", notes: "Called", updated_at: "2026-11-23T10:00:00.000Z" };
      for (const context of [signedOut(), applicant(), other()]) {
        const doc = context.firestore().doc("brand_signups/s1");
        await assertFails(doc.get());
        await assertFails(doc.update(edit));
        await assertFails(doc.delete());
        await assertFails(context.firestore().collection("brand_signups").add(signup));
      }
      const doc = admin().firestore().doc("brand_signups/s1");
      await assertSucceeds(doc.get());
      await assertSucceeds(doc.update(edit));
      await assertSucceeds(doc.update({ meeting_signed_up: true, updated_at: "2026-11-24T10:00:00.000Z" }));
      await assertFails(doc.update({ status: "contacted" }));
      await assertFails(doc.update({ email: "x@y.co", updated_at: "2026-11-25T10:00:00.000Z" }));
      await assertFails(doc.update({ status: "vip", updated_at: "2026-11-25T10:00:00.000Z" }));
      await assertFails(admin().firestore().collection("brand_signups").add(signup));
      await assertSucceeds(doc.delete());
    });

    it("creator_applications and newsletter_subscribers: the admin reads; nobody writes from the browser", async () => {
      await seed("creator_applications/a1", { firstName: "Maya", status: "pending", submittedAt: NOW });
      await seed("newsletter_subscribers/n1", { email: "r@example.com", createdAt: NOW });
      for (const context of [signedOut(), applicant(), other()]) {
        await assertFails(context.firestore().doc("creator_applications/a1").get());
        await assertFails(context.firestore().doc("newsletter_subscribers/n1").get());
        await assertFails(context.firestore().collection("creator_applications").add({ firstName: "X" }));
        await assertFails(context.firestore().collection("newsletter_subscribers").add({ email: "x@y.co" }));
      }
      const db = admin().firestore();
      await assertSucceeds(db.doc("creator_applications/a1").get());
      await assertFails(db.doc("creator_applications/a1").update({ status: "approved_pro" }));
      await assertFails(db.doc("creator_applications/a1").delete());
      await assertSucceeds(db.doc("newsletter_subscribers/n1").get());
      await assertFails(db.doc("newsletter_subscribers/n1").update({ email: "y@z.co" }));
      await assertSucceeds(db.doc("newsletter_subscribers/n1").delete());
    });

    it("adminLogins: the admin adds its own sign-in only; adminAudit is append-only", async () => {
      const login = { email: "admin@example.com", uid: "admin-uid", timestamp: NOW };
      for (const context of [signedOut(), applicant(), other()]) {
        await assertFails(context.firestore().collection("adminLogins").add(login));
      }
      const db = admin().firestore();
      await assertSucceeds(db.collection("adminLogins").add(login));
      await assertFails(db.collection("adminLogins").add({ ...login, email: "someone@example.com" }));
      await assertFails(db.collection("adminLogins").add({ ...login, uid: "other-uid" }));
      const entry = {
        action: "update_brand_signup",
        targetId: "s1",
        adminUid: "admin-uid",
        adminEmail: "admin@example.com",
        details: {},
        at: NOW,
      };
      for (const context of [signedOut(), applicant(), other()]) {
        await assertFails(context.firestore().collection("adminAudit").add(entry));
      }
      const added = await assertSucceeds(db.collection("adminAudit").add(entry));
      await assertFails(db.collection("adminAudit").add({ ...entry, adminUid: "other-uid" }));
      await assertFails(db.doc(`adminAudit/${added.id}`).update({ action: "approve_creator" }));
      await assertFails(db.doc(`adminAudit/${added.id}`).delete());
      await assertSucceeds(db.doc(`adminAudit/${added.id}`).get());
    });

    it("server-only collections are closed to every caller, the admin included", async () => {
      for (const collection of ["submission_receipts", "mailbox_index", "file_claims", "anything_else"]) {
        await seed(`${collection}/x`, { at: NOW });
        for (const context of everyone()) {
          await assertFails(context.firestore().doc(`${collection}/x`).get());
          await assertFails(context.firestore().doc(`${collection}/y`).set({ at: NOW }));
        }
      }
    });
  });

  describe.skipIf(emulators.storage === null)(
    `Storage${emulators.storageSkipReason ? ` (skipped: ${emulators.storageSkipReason})` : ""}`,
    () => {
      const ownPath = "creator-uploads/applicant-uid/1732269600000-clip.mp4";
      const bytes = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]);
      // An upload task is a thenable; the assertions take a promise.
      const put = async (
        context: RulesTestContext,
        path: string,
        contentType = "video/mp4",
        metadata?: Record<string, string>,
      ) => {
        await context
          .storage()
          .ref(path)
          .put(bytes, { contentType, ...(metadata ? { customMetadata: metadata } : {}) });
      };
      const seedObject = (path: string, metadata?: Record<string, string>) =>
        env.withSecurityRulesDisabled(async (context) => {
          await put(context, path, "video/mp4", metadata);
        });

      it("only the owning uid creates under creator-uploads/{uid}/, as MP4 or QuickTime with a safe name", async () => {
        await assertFails(put(signedOut(), ownPath));
        await assertFails(put(other(), ownPath));
        await assertFails(put(admin(), ownPath));
        await assertSucceeds(put(applicant(), ownPath));
        await assertSucceeds(
          put(applicant(), "creator-uploads/applicant-uid/1732269600001-clip.mov", "video/quicktime"),
        );
        await assertFails(put(applicant(), "creator-uploads/applicant-uid/1732269600002-clip.avi", "video/x-msvideo"));
        await assertFails(put(applicant(), "creator-uploads/applicant-uid/clip.mp4"));
        await assertFails(put(applicant(), "creator-uploads/applicant-uid/1732269600003-a..mp4"));
        await assertFails(
          put(applicant(), "creator-uploads/applicant-uid/1732269600004-clip.mp4", "video/mp4", { applicationId: "x" }),
        );
        await assertFails(put(applicant(), "elsewhere/clip.mp4"));
        // Writing over an existing object is an update: refused.
        await assertFails(put(applicant(), ownPath));
      });

      it("the owner and the admin read; only the owner deletes, and not once an application has the file", async () => {
        await seedObject(ownPath);
        await seedObject("creator-uploads/applicant-uid/1732269600009-claimed.mp4", { applicationId: "app-1" });
        await assertFails(signedOut().storage().ref(ownPath).getMetadata());
        await assertFails(other().storage().ref(ownPath).getMetadata());
        await assertSucceeds(applicant().storage().ref(ownPath).getMetadata());
        await assertSucceeds(admin().storage().ref(ownPath).getMetadata());
        await assertSucceeds(admin().storage().ref("creator-uploads/applicant-uid").listAll());
        await assertFails(applicant().storage().ref("creator-uploads/applicant-uid").listAll());
        await assertFails(other().storage().ref(ownPath).delete());
        await assertFails(admin().storage().ref(ownPath).delete());
        await assertFails(
          applicant()
            .storage()
            .ref(ownPath)
            .updateMetadata({ customMetadata: { applicationId: "" } }),
        );
        await assertFails(
          applicant().storage().ref("creator-uploads/applicant-uid/1732269600009-claimed.mp4").delete(),
        );
        await assertSucceeds(applicant().storage().ref(ownPath).delete());
      });
    },
  );
});
