#!/usr/bin/env node
// npm run admin:create -- --project <id> [--email admin@…] [--reset-password]
//
// Sets up the one admin account on any Firebase project (or the Auth emulator, when
// FIREBASE_AUTH_EMULATOR_HOST is set): creates it if missing (a generated password, printed once),
// marks its e-mail verified, sets the custom claim `admin: true`, and on a real project takes the
// claim away from any other account, since the site has exactly one admin (docs/deploy.md, "Create
// the admin"). On the Auth emulator other accounts are left alone: test suites share it and make
// admin accounts of their own.
// Credentials: Application Default Credentials (`gcloud auth application-default login`) or
// GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key of the project.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

const { values } = parseArgs({
  options: {
    project: { type: "string" },
    email: { type: "string" },
    "reset-password": { type: "boolean", default: false },
  },
});

function projectId() {
  if (values.project) return values.project;
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  const rc = existsSync(".firebaserc") ? JSON.parse(readFileSync(".firebaserc", "utf8")) : {};
  return rc.projects?.default;
}

/** ADMIN_EMAIL as given, else from the functions' parameters for this project (functions/.env.<project>). */
function adminEmail(project) {
  if (values.email) return values.email;
  if (process.env.ADMIN_EMAIL) return process.env.ADMIN_EMAIL;
  const file = `functions/.env.${project}`;
  if (!existsSync(file)) return undefined;
  return /^ADMIN_EMAIL=(.+)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim();
}

const project = projectId();
const email = project && adminEmail(project);
if (!project || !email) {
  console.error(
    "Usage: npm run admin:create -- --project <project-id> --email <admin e-mail>\n" +
      "(the e-mail defaults to ADMIN_EMAIL, or to ADMIN_EMAIL in functions/.env.<project-id>)",
  );
  process.exit(1);
}

const app = initializeApp({ projectId: project }, "admin-create");
try {
  const auth = getAuth(app);
  const where = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `the Auth emulator (${process.env.FIREBASE_AUTH_EMULATOR_HOST})`
    : `project ${project}`;
  const existing = await auth.getUserByEmail(email).catch((error) => {
    if (error?.code === "auth/user-not-found") return null;
    throw error;
  });
  let password = null;
  if (!existing || values["reset-password"]) password = randomBytes(18).toString("base64url");
  const user = existing
    ? await auth.updateUser(existing.uid, { emailVerified: true, ...(password ? { password } : {}) })
    : await auth.createUser({ email, password, emailVerified: true, displayName: "Admin" });
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  // Exactly one admin: nobody else keeps the claim (on a real project; see above).
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
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
  console.log(`${existing ? "Updated" : "Created"} the admin ${email} on ${where}; custom claim admin: true set.`);
  if (password) console.log(`Password (shown once, keep it in a password manager): ${password}`);
  console.log("Sign in again at /admin for the claim to reach a session that was already open.");
} catch (error) {
  console.error(`Could not set up the admin: ${error?.message ?? error}`);
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error(
      "Check your credentials: `gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS.",
    );
  }
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
