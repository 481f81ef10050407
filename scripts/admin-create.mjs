#!/usr/bin/env node
// npm run admin:create -- --project <id> [--email admin@…] [--adopt]
//
// Sets up the one admin account on a Firebase project (or on the emulators, for a demo- project with
// FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST set), docs/deploy.md "Create the admin":
// - creates the account with a generated password, printed once; marks its e-mail verified; sets
//   the custom claim `admin: true`; records the configured e-mail in Firestore `settings/admin`,
//   which firestore.rules and storage.rules compare with the caller's verified e-mail;
// - refuses an account that already exists with that e-mail: whoever registered it chose its
//   password, and verifying it would hand them the admin. `--adopt` takes it over on purpose: a
//   NEW generated password (printed once), every other sign-in provider (Google, phone…) unlinked,
//   every enrolled second factor removed, every session of it revoked, then the steps above. It is
//   also how a lost authenticator app is replaced (then `npm run admin:mfa` again);
// - on a real project takes the claim away from any other account (exactly one admin). On the Auth
//   emulator other accounts are left alone: test suites share it and make admin accounts of their own.
// Credentials: Application Default Credentials (`gcloud auth application-default login`) or
// GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key of the project.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { emulatorSettingsIn, isDemoProject } from "../src/shared/emulators.ts";
import { allEnv, env } from "./env.ts";

const { values } = parseArgs({
  options: {
    project: { type: "string" },
    email: { type: "string" },
    adopt: { type: "boolean", default: false },
  },
});

function projectId() {
  if (values.project) return values.project;
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  const rc = existsSync(".firebaserc") ? JSON.parse(readFileSync(".firebaserc", "utf8")) : {};
  return rc.projects?.default;
}

/** ADMIN_EMAIL as given, else from the functions' parameters for this project (functions/.env.<project>). */
function adminEmail(project) {
  if (values.email) return values.email;
  if (env.ADMIN_EMAIL) return env.ADMIN_EMAIL;
  const file = `functions/.env.${project}`;
  if (!existsSync(file)) return undefined;
  return /^ADMIN_EMAIL=(.+)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim();
}

const project = projectId();
const email = project && adminEmail(project)?.trim().toLowerCase();
if (!project || !email) {
  console.error(
    "Usage: npm run admin:create -- --project <project-id> --email <admin e-mail> [--adopt]\n" +
      "(the e-mail defaults to ADMIN_EMAIL, or to ADMIN_EMAIL in functions/.env.<project-id>)",
  );
  process.exit(1);
}
// The emulators exactly when the project is a demo- one (src/shared/emulators.ts): a real project's admin
// is never made with an emulator setting in the environment, and a demo- project exists only on the emulators.
const emulator = isDemoProject(project);
const emulatorSettings = emulatorSettingsIn(allEnv());
if (!emulator && emulatorSettings.length > 0) {
  console.error(
    `Refusing: ${emulatorSettings.join(", ")} set for project ${project}, a real project. Unset it; only demo- projects run on the emulators.`,
  );
  process.exit(1);
}
if (emulator && (!env.FIREBASE_AUTH_EMULATOR_HOST || !env.FIRESTORE_EMULATOR_HOST)) {
  console.error(
    `Refusing: ${project} is a demo- project, which exists only on the emulators: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST.`,
  );
  process.exit(1);
}

const app = initializeApp({ projectId: project }, "admin-create");
try {
  const auth = getAuth(app);
  const where = emulator ? `the Auth emulator (${env.FIREBASE_AUTH_EMULATOR_HOST})` : `project ${project}`;
  const existing = await auth.getUserByEmail(email).catch((error) => {
    if (error?.code === "auth/user-not-found") return null;
    throw error;
  });
  if (existing && !values.adopt) {
    console.error(
      `An account with ${email} already exists on ${where}; it was not made the admin.\n` +
        "Anyone could have registered that address and chosen its password. If the account is yours, run again\n" +
        "with --adopt: it gets a new password (printed once), every session of it is signed out, and only then\n" +
        "is it verified and made the admin. Otherwise delete it in the console first (Authentication → Users).",
    );
    process.exitCode = 2;
  } else {
    const password = randomBytes(18).toString("base64url");
    // An adopted account keeps nothing its registrant may have added: the password is replaced, and
    // every other way in (a linked Google or phone sign-in, an enrolled second factor) is removed.
    const otherProviders = (existing?.providerData ?? [])
      .map((provider) => provider.providerId)
      .filter((providerId) => providerId !== "password");
    const user = existing
      ? await auth.updateUser(existing.uid, {
          password,
          emailVerified: true,
          disabled: false,
          ...(otherProviders.length > 0 ? { providersToUnlink: otherProviders } : {}),
          multiFactor: { enrolledFactors: null },
        })
      : await auth.createUser({ email, password, emailVerified: true, displayName: "Admin" });
    // Whoever held a session of an adopted account loses it before the claim exists.
    if (existing) await auth.revokeRefreshTokens(user.uid);
    await auth.setCustomUserClaims(user.uid, { ...(existing ? {} : (user.customClaims ?? {})), admin: true });
    // The rules' half of "the configured e-mail" (server-only document; the functions read ADMIN_EMAIL).
    await getFirestore(app).doc("settings/admin").set({ email, updatedAt: new Date().toISOString() });
    // Exactly one admin: nobody else keeps the claim (on a real project; see above).
    if (!emulator) {
      let pageToken;
      do {
        const page = await auth.listUsers(1000, pageToken);
        for (const other of page.users) {
          if (other.uid === user.uid || other.customClaims?.admin !== true) continue;
          const rest = { ...other.customClaims };
          delete rest.admin;
          await auth.setCustomUserClaims(other.uid, rest);
          await auth.revokeRefreshTokens(other.uid);
          console.log(`Removed the admin claim from ${other.email ?? other.uid}.`);
        }
        pageToken = page.pageToken;
      } while (pageToken);
    }
    console.log(
      `${existing ? "Adopted (new password, other sign-in methods and second factors removed, sessions revoked)" : "Created"} the admin ${email} on ${where}; ` +
        "custom claim admin: true set; settings/admin records the e-mail.",
    );
    console.log(`Password (shown once, keep it in a password manager): ${password}`);
    console.log(
      'Turn on multi-factor sign-in for this account next: npm run admin:mfa (docs/deploy.md, "Create the admin").',
    );
  }
} catch (error) {
  console.error(`Could not set up the admin: ${error?.message ?? error}`);
  if (!emulator) {
    console.error(
      "Check your credentials: `gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS.",
    );
  }
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
