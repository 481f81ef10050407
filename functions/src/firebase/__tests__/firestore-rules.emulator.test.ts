import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeEmulatorRules } from "../../../../scripts/emulator-rules.ts";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import { emulatorFirestore } from "@testing/emulators/firestore-app";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";

/**
 * firestore.rules on Google's Firestore emulator, in the copy the emulators load (scripts/emulator-rules.ts,
 * the committed file plus the seed's waiver), and the committed file itself where they differ: the browser only reads, and only the admin reads —
 * the account whose token carries the `admin` claim AND the configured e-mail (`settings/admin`,
 * written by `npm run admin:create`) AND `email_verified`. Every write goes through the functions.
 * Skipped, with the reason printed, where the emulator is not running.
 */
const emulators = await officialEmulators();
const reason = emulators.firestore ? null : emulators.firestoreSkipReason;
announceSkip("firestore.rules on Google's Firestore emulator", reason);
if (emulators.firestore) announceRun("firestore.rules", `Google's Firestore emulator at ${emulators.firestore}`);

const PROJECT_ID = "demo-ugc-marketplace";
const NOW = "2026-11-22T10:00:00.000Z";
const ADMIN_EMAIL = "admin@example.com";
const password = { sign_in_provider: "password" as const };
/** Signed in now, with the TOTP second factor, as production's admin signs in. */
const signedInNow = () => Math.floor(Date.now() / 1000);
const ADMIN = {
  admin: true,
  email: ADMIN_EMAIL,
  email_verified: true,
  auth_time: signedInNow(),
  firebase: { ...password, sign_in_second_factor: "totp" },
};

const COLLECTIONS = [
  "contact_messages",
  "brand_signups",
  "creator_applications",
  "newsletter_subscribers",
  "adminLogins",
  "adminAudit",
];

let env: RulesTestEnvironment;
const hostPort = (value: string) => ({ host: value.split(":")[0]!, port: Number(value.split(":")[1]) });

describe.skipIf(reason !== null)(`firestore.rules${reason ? ` (skipped: ${reason})` : ""}`, () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(writeEmulatorRules().firestore, "utf8"), ...hostPort(emulators.firestore!) },
    });
  });
  afterAll(() => env?.cleanup());

  const seed = (path: string, data: object) =>
    env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(path).set(data);
    });

  beforeEach(async () => {
    await env.clearFirestore();
    await seed("settings/admin", { email: ADMIN_EMAIL });
    for (const collection of COLLECTIONS) await seed(`${collection}/x1`, { at: NOW, notes: "", status: "pending" });
  });

  const signedOut = () => env.unauthenticatedContext();
  const applicant = () => env.authenticatedContext("applicant-uid", { firebase: { sign_in_provider: "anonymous" } });
  const other = () =>
    env.authenticatedContext("other-uid", { email: "someone@example.com", email_verified: true, firebase: password });
  const admin = () => env.authenticatedContext("admin-uid", ADMIN);
  const everyone = () => [signedOut(), applicant(), other(), admin()];

  it("grants no browser write anywhere, the admin's included", async () => {
    const message = { name: "Ada", email: "ada@example.com", message: "Hello", createdAt: NOW };
    for (const context of everyone()) {
      const db = context.firestore();
      // The public contact form goes through contactMessage: no browser writes it straight (future createdAt, any text).
      await assertFails(db.collection("contact_messages").add(message));
      for (const collection of COLLECTIONS) {
        await assertFails(db.collection(collection).add({ at: NOW }));
        await assertFails(db.doc(`${collection}/x2`).set({ at: NOW }));
        await assertFails(db.doc(`${collection}/x1`).update({ status: "contacted", updated_at: NOW }));
        await assertFails(db.doc(`${collection}/x1`).delete());
      }
    }
    const db = admin().firestore();
    await assertFails(
      db.collection("adminLogins").add({ email: ADMIN_EMAIL, uid: "admin-uid", timestamp: "2099-01-01T00:00:00.000Z" }),
    );
    await assertFails(
      db.collection("adminAudit").add({
        action: "anything",
        targetId: "x",
        adminUid: "admin-uid",
        adminEmail: ADMIN_EMAIL,
        details: {},
        at: "2001-01-01T00:00:00.000Z",
      }),
    );
  });

  it("lets the admin read every admin list, and nobody else", async () => {
    for (const collection of COLLECTIONS) {
      for (const context of [signedOut(), applicant(), other()]) {
        await assertFails(context.firestore().doc(`${collection}/x1`).get());
        await assertFails(context.firestore().collection(collection).get());
      }
      await assertSucceeds(admin().firestore().doc(`${collection}/x1`).get());
      await assertSucceeds(admin().firestore().collection(collection).get());
    }
  });

  it("reads a brand sign-up stored without notes", async () => {
    await seed("brand_signups/no-notes", { name: "Sam", status: "pending", created_at: NOW, updated_at: NOW });
    await assertSucceeds(admin().firestore().doc("brand_signups/no-notes").get());
  });

  it("requires the claim AND the configured e-mail AND a verified e-mail, never an anonymous session", async () => {
    const as = (uid: string, token: Record<string, unknown>) => env.authenticatedContext(uid, token).firestore();
    const read = (db: ReturnType<typeof as>) => db.doc("brand_signups/x1").get();
    await assertSucceeds(read(as("admin-uid", ADMIN)));
    // The claim on another account (the e-mail is not ADMIN_EMAIL).
    await assertFails(read(as("claimed-uid", { ...ADMIN, email: "stranger@example.com" })));
    // The configured e-mail, claimed, but never verified (a stranger who pre-registered the address).
    await assertFails(read(as("squatter-uid", { ...ADMIN, email_verified: false })));
    await assertFails(read(as("squatter-uid", { admin: true, email: ADMIN_EMAIL, firebase: password })));
    // The configured e-mail, verified, without the claim.
    await assertFails(read(as("plain-uid", { ...ADMIN, admin: false })));
    // An anonymous session that somehow carried everything.
    await assertFails(read(as("anon-uid", { ...ADMIN, firebase: { sign_in_provider: "anonymous" } })));
    // The same e-mail in another case is the same address (Firebase Auth lower-cases it).
    await assertSucceeds(read(as("admin-uid", { ...ADMIN, email: "Admin@Example.com" })));
    // Without the configured e-mail on the server, nobody is the admin.
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("settings/admin").delete();
    });
    await assertFails(read(as("admin-uid", ADMIN)));
  });

  it("requires the admin's second factor and a sign-in of the last 12 hours", async () => {
    const read = (token: Record<string, unknown>) =>
      env.authenticatedContext("admin-uid", token).firestore().doc("brand_signups/x1").get();
    await assertSucceeds(read(ADMIN));
    // The password alone (a phished or reused password).
    await assertFails(read({ ...ADMIN, firebase: password }));
    // A session signed in 13 hours ago (a stolen refresh token, a forgotten browser).
    await assertFails(read({ ...ADMIN, auth_time: signedInNow() - 13 * 3600 }));
    await assertSucceeds(read({ ...ADMIN, auth_time: signedInNow() - 11 * 3600 }));
    // The emulator seed's waiver (the Auth emulator cannot enrol TOTP) lifts the factor, never the recency.
    await seed("settings/admin", { email: ADMIN_EMAIL, secondFactor: "waived-in-emulator" });
    await assertSucceeds(read({ ...ADMIN, firebase: password }));
    await assertFails(read({ ...ADMIN, firebase: password, auth_time: signedInNow() - 13 * 3600 }));
  });

  it("as deployed (the committed firestore.rules), takes no waiver: the password alone is refused", async () => {
    // A project of its own, so these rules do not replace the emulators' copy the other cases use.
    const deployed = await initializeTestEnvironment({
      projectId: `${PROJECT_ID}-deployed`,
      firestore: { rules: readFileSync("firestore.rules", "utf8"), ...hostPort(emulators.firestore!) },
    });
    try {
      await deployed.clearFirestore();
      await deployed.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await db.doc("settings/admin").set({ email: ADMIN_EMAIL, secondFactor: "waived-in-emulator" });
        await db.doc("brand_signups/x1").set({ createdAt: NOW });
      });
      const read = (token: Record<string, unknown>) =>
        deployed.authenticatedContext("admin-uid", token).firestore().doc("brand_signups/x1").get();
      await assertSucceeds(read(ADMIN));
      await assertFails(read({ ...ADMIN, firebase: password }));
    } finally {
      await deployed.cleanup();
    }
  });

  it("lets the admin read a searchable record as the server stores it: without its search tokens", async () => {
    const server = emulatorFirestore(emulators.firestore!);
    try {
      const message = { name: "Ada", email: "ada@example.com", createdAt: NOW };
      const id = await createFirestoreDocumentStore(server.db).create("contact_messages", {
        ...message,
        searchTokens: ["ada"],
      });
      const db = admin().firestore();
      expect((await assertSucceeds(db.doc(`contact_messages/${id}`).get())).data()).toEqual(message);
      await assertFails(db.doc(`search_index/contact_messages__${id}`).get());
      await assertFails(db.collection("search_index").where("tokens", "array-contains", "ada").get());
    } finally {
      await server.close();
    }
  });

  it("keeps the settings and the server-only collections closed to every caller", async () => {
    for (const collection of [
      "settings",
      "submission_receipts",
      "mailbox_index",
      "file_claims",
      "status_links",
      "daily_counts",
      // Queued e-mails: addresses and links (only the functions write and send them).
      "outbox",
      // An upload's grant: no client may read, make or stretch one (only the openUpload function writes it).
      "upload_grants",
      // Its caps' counts (hashed ids), beside the grants.
      "upload_caps",
      "rate_limits",
      // The admin search's tokens (firestore-search-index.ts).
      "search_index",
      "anything_else",
    ]) {
      await seed(`${collection}/x`, { at: NOW });
      for (const context of everyone()) {
        await assertFails(context.firestore().doc(`${collection}/x`).get());
        await assertFails(context.firestore().doc(`${collection}/y`).set({ at: NOW }));
      }
    }
    await assertFails(admin().firestore().doc("settings/admin").set({ email: "attacker@example.com" }));
  });
});
