import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { writeEmulatorRules } from "../../../../scripts/emulator-rules.ts";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";

/**
 * storage.rules against the official emulators, for the four kinds of caller of docs/security.md:
 * signed out, the applicant's anonymous session, another signed-in account, and the admin (custom
 * claim, the configured e-mail in Firestore `settings/admin`, verified). firestore.rules have their
 * own suite (firestore-rules.emulator.test.ts). Skipped, with the reason printed, where the Storage
 * emulator's rules runtime (Java 21) cannot run.
 */
const emulators = await officialEmulators();
announceSkip("storage.rules (@firebase/rules-unit-testing)", emulators.storageSkipReason);
if (emulators.storage)
  announceRun("storage.rules (@firebase/rules-unit-testing)", `the Storage emulator at ${emulators.storage}`);

const PROJECT_ID = "demo-ugc-marketplace";
/** Signed in a minute ago, with the TOTP second factor, as production's admin signs in. */
const ADMIN = {
  admin: true,
  email: "admin@example.com",
  email_verified: true,
  auth_time: Math.floor(Date.now() / 1000) - 60,
  firebase: { sign_in_provider: "password" as const, sign_in_second_factor: "totp" },
};
const ADMIN_ONE_FACTOR = { ...ADMIN, firebase: { sign_in_provider: "password" as const } };
const ADMIN_LONG_AGO = { ...ADMIN, auth_time: Math.floor(Date.now() / 1000) - 13 * 3600 };
const APPLICANT = { firebase: { sign_in_provider: "anonymous" as const } };
const OTHER = { email: "someone@example.com", firebase: { sign_in_provider: "password" as const } };

let env: RulesTestEnvironment;
const hostPort = (value: string) => ({ host: value.split(":")[0]!, port: Number(value.split(":")[1]) });

// Firestore's rules run whenever Google's Firestore emulator does; Storage's only where its Java 21
// rules runtime exists (the Storage block below skips on its own, with the reason).
const title = `official emulators${emulators.firestoreSkipReason ? ` (skipped: ${emulators.firestoreSkipReason})` : ""}`;
describe.skipIf(emulators.firestore === null)(title, () => {
  beforeAll(async () => {
    // The copies the emulators load (scripts/emulator-rules.ts), as the stack's.
    const rules = writeEmulatorRules();
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(rules.firestore, "utf8"), ...hostPort(emulators.firestore!) },
      ...(emulators.storage
        ? { storage: { rules: readFileSync(rules.storage, "utf8"), ...hostPort(emulators.storage) } }
        : {}),
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    if (emulators.storage) await env.clearStorage();
    // The configured admin e-mail storage.rules read from Firestore (written by `npm run admin:create`).
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("settings/admin").set({ email: ADMIN.email });
    });
  });

  const signedOut = () => env.unauthenticatedContext();
  const applicant = () => env.authenticatedContext("applicant-uid", APPLICANT);
  const other = () => env.authenticatedContext("other-uid", OTHER);
  const admin = (claims: TokenOptions = ADMIN) => env.authenticatedContext("admin-uid", claims);

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
      /** What the openUpload function records for `path` (upload_grants/{uid}__{name}), server-side. */
      const grant = (
        path: string,
        { contentType = "video/mp4", size = bytes.length, expireAt = new Date(Date.now() + 86_400_000) } = {},
      ) =>
        env.withSecurityRulesDisabled(async (context) => {
          const [, uid, name] = path.split("/");
          await context.firestore().doc(`upload_grants/${uid}__${name}`).set({ size, contentType, expireAt });
        });
      const seedObject = (path: string, metadata?: Record<string, string>) =>
        env.withSecurityRulesDisabled(async (context) => {
          await put(context, path, "video/mp4", metadata);
        });

      it("only the owning uid creates under creator-uploads/{uid}/, as MP4 or QuickTime with a safe name", async () => {
        // Every path below is granted, so each refusal is the rule it tests.
        for (const [index, type] of ["video/mp4", "video/quicktime", "video/x-msvideo"].entries()) {
          const extension = ["mp4", "mov", "avi"][index];
          await grant(`creator-uploads/applicant-uid/173226960000${index}-clip.${extension}`, { contentType: type });
        }
        for (const index of [3, 4, 5]) await grant(`creator-uploads/applicant-uid/173226960000${index}-clip.mp4`);
        await grant("creator-uploads/applicant-uid/1732269600003-a..mp4");
        for (const index of [0, 1]) await grant(`creator-uploads/applicant-uid/173226960001${index}-clip.mp4`);
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
        await assertFails(
          put(applicant(), "creator-uploads/applicant-uid/1732269600005-clip.mp4", "video/mp4", { note: "x" }),
        );
        for (const [index, settings] of [
          { contentEncoding: "gzip" },
          { cacheControl: "public, max-age=31536000" },
        ].entries()) {
          await assertFails(
            (async () => {
              await applicant()
                .storage()
                .ref(`creator-uploads/applicant-uid/173226960001${index}-clip.mp4`)
                .put(bytes, { contentType: "video/mp4", ...settings });
            })(),
          );
        }
        await assertFails(put(applicant(), "elsewhere/clip.mp4"));
        // Writing over an existing object is an update: refused.
        await assertFails(put(applicant(), ownPath));
      });

      it("creates only the object openUpload granted, of the granted size and type, until the grant expires", async () => {
        const path = (index: number) => `creator-uploads/applicant-uid/17322696001${index}-clip.mp4`;
        await assertFails(put(applicant(), path(0)));
        await grant(path(1), { size: bytes.length + 1 });
        await assertFails(put(applicant(), path(1)));
        await grant(path(2), { contentType: "video/quicktime" });
        await assertFails(put(applicant(), path(2)));
        await grant(path(3), { expireAt: new Date(Date.now() - 1000) });
        await assertFails(put(applicant(), path(3)));
        await grant(path(4));
        await assertFails(put(other(), path(4)));
        await assertSucceeds(put(applicant(), path(4)));
      });

      it("only the admin reads (never the owner); only the owner deletes, and not once an application has the file", async () => {
        await seedObject(ownPath);
        await seedObject("creator-uploads/applicant-uid/1732269600009-claimed.mp4", { applicationId: "app-1" });
        await assertFails(signedOut().storage().ref(ownPath).getMetadata());
        await assertFails(other().storage().ref(ownPath).getMetadata());
        await assertFails(applicant().storage().ref(ownPath).getMetadata());
        await assertFails(applicant().storage().ref(ownPath).getDownloadURL());
        await assertSucceeds(admin().storage().ref(ownPath).getMetadata());
        await assertFails(admin(ADMIN_ONE_FACTOR).storage().ref(ownPath).getMetadata());
        await assertFails(admin(ADMIN_LONG_AGO).storage().ref(ownPath).getMetadata());
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
        // Not while its grant stands (before checkUpload has used it up).
        await grant(ownPath);
        await assertFails(applicant().storage().ref(ownPath).delete());
        await env.withSecurityRulesDisabled(async (context) => {
          await context
            .firestore()
            .doc(`upload_grants/applicant-uid__${ownPath.split("/")[2]}`)
            .delete();
        });
        await assertSucceeds(applicant().storage().ref(ownPath).delete());
      });
    },
  );
});
