#!/usr/bin/env node
// npm run admin:mfa -- --project <id> --api-key <web API key> [--email admin@…]
//
// Turns on multi-factor sign-in with an authenticator app (TOTP) for the admin, docs/deploy.md
// "Multi-factor for the admin". Two steps:
// 1. the project: Identity Platform's config gets `mfa.providerConfigs: [{ state: ENABLED,
//    totpProviderConfig }]` through the Admin SDK (Application Default Credentials, as admin:create).
//    The Firebase console offers SMS only; TOTP is switched on this way or with the REST call in the guide;
// 2. the account: signs in as the admin with the client SDK (the password admin:create printed,
//    asked for at the terminal, never echoed), prints the otpauth:// URI and the secret key for the
//    authenticator app, asks for the app's code and enrols it. From then on /admin asks for the code.
// To replace a lost authenticator: `npm run admin:create -- --adopt` (a new password, every second
// factor removed), then this again.
// The Auth emulator cannot enrol TOTP (it knows SMS second factors only): this runs against a project.
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import type * as FirebaseAuth from "firebase/auth";
import type { MultiFactorConfig } from "firebase-admin/auth";
import { emulatorSettingsIn, isDemoProject } from "../src/shared/emulators.ts";
import { allEnv, env } from "./env.ts";

const ISSUER = "UGC Marketplace admin";
const ATTEMPTS = 3;

/** What a Firebase call throws: an error with a code, most often. */
type Failure = { code?: string; message?: string } | null | undefined;

/** firebase/auth's functions that the enrolment calls. */
type AuthSdk = Pick<typeof FirebaseAuth, "signInWithEmailAndPassword" | "multiFactor" | "TotpMultiFactorGenerator">;

interface EnrolOptions {
  sdk: AuthSdk;
  auth: FirebaseAuth.Auth;
  email: string;
  password: string;
  ask: (question: string) => Promise<string>;
  log: (line: string) => void;
}

/**
 * Enrols a TOTP second factor for `email`. Every Firebase call goes through `sdk` (firebase/auth's
 * functions), so the steps can be checked without a project. Resolves to whether the factor was enrolled.
 */
export async function enrolTotp({ sdk, auth, email, password, ask, log }: EnrolOptions): Promise<boolean> {
  let user: FirebaseAuth.User;
  try {
    ({ user } = await sdk.signInWithEmailAndPassword(auth, email, password));
  } catch (caught) {
    const error = caught as Failure;
    const code = error?.code;
    if (code === "auth/multi-factor-auth-required") {
      log(
        `${email} already has a second factor. To replace it, run npm run admin:create -- --adopt (a new password, ` +
          "every second factor removed), then run this again.",
      );
    } else if (code === "auth/invalid-credential" || code === "auth/wrong-password" || code === "auth/user-not-found") {
      log(`Invalid email or password for ${email}. Use the password npm run admin:create printed.`);
    } else {
      log(`Could not sign in as ${email}: ${code ?? error?.message ?? error}`);
    }
    return false;
  }
  const enrolment = sdk.multiFactor(user);
  let secret: FirebaseAuth.TotpSecret;
  try {
    secret = await sdk.TotpMultiFactorGenerator.generateSecret(await enrolment.getSession());
  } catch (caught) {
    const error = caught as Failure;
    const code = error?.code;
    log(
      code === "auth/operation-not-allowed" || code === "auth/admin-restricted-operation"
        ? "The project does not allow TOTP second factors yet (step 1 did not take effect)."
        : code === "auth/unverified-email"
          ? `${email} is not verified: run npm run admin:create first.`
          : `Could not start the enrolment: ${code ?? error?.message ?? error}`,
    );
    return false;
  }
  log("Add this account to your authenticator app (scan the URI as a QR code, or type the secret key):");
  log(`  otpauth URI: ${secret.generateQrCodeUrl(email, ISSUER)}`);
  log(`  Secret key:  ${secret.secretKey}`);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const code = (await ask("Authentication code (6 digits) from the app: ")).replace(/\s+/g, "");
    if (!/^\d{6}$/.test(code)) {
      log("Enter the 6-digit code the app shows for this account.");
      continue;
    }
    try {
      await enrolment.enroll(sdk.TotpMultiFactorGenerator.assertionForEnrollment(secret, code), "Authenticator app");
      log(`Enrolled. /admin now asks ${email} for the authenticator app's code after the password.`);
      return true;
    } catch (caught) {
      const error = caught as Failure;
      if (error?.code === "auth/invalid-verification-code") {
        log("That code is not right. Enter the current 6-digit code from your authenticator app.");
        continue;
      }
      log(`Could not enrol the authenticator app: ${error?.code ?? error?.message ?? error}`);
      return false;
    }
  }
  log("No valid code after 3 attempts; nothing was enrolled. Run again to start over.");
  return false;
}

/** Asks at the terminal; `hidden` answers (the password) are not echoed. */
async function terminalQuestion(question: string, hidden = false): Promise<string> {
  const { createInterface } = await import("node:readline");
  const { Writable } = await import("node:stream");
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  return new Promise<string>((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write("\n");
      resolve(answer);
    });
    muted = hidden;
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: "string" },
      "api-key": { type: "string" },
      email: { type: "string" },
    },
  });
  const project = values.project ?? env.GCLOUD_PROJECT;
  const apiKey = values["api-key"] ?? env.VITE_FIREBASE_API_KEY;
  const email = (values.email ?? env.ADMIN_EMAIL)?.trim().toLowerCase();
  if (!project || !apiKey || !email) {
    console.error(
      "Usage: npm run admin:mfa -- --project <project-id> --api-key <web API key> --email <admin e-mail>\n" +
        "(the web API key is the build's VITE_FIREBASE_API_KEY; the e-mail defaults to ADMIN_EMAIL)",
    );
    process.exit(1);
  }
  // A real project only (src/shared/emulators.ts), with no emulator setting: the Auth emulator cannot enrol TOTP.
  const emulatorSettings = emulatorSettingsIn(allEnv());
  if (isDemoProject(project) || emulatorSettings.length > 0) {
    console.error(
      `The Auth emulator cannot enrol TOTP second factors; run this against the real project${emulatorSettings.length > 0 ? `, with ${emulatorSettings.join(", ")} unset` : ""}.`,
    );
    process.exit(1);
  }

  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const adminApp = initializeApp({ projectId: project }, "admin-mfa");
  try {
    await getAuth(adminApp)
      .projectConfigManager()
      .updateProjectConfig({
        // The TOTP provider alone, as Firebase's TOTP guide sends it: firebase-admin's type asks for the SMS `state` too,
        // but the SDK sends only what is given.
        multiFactorConfig: {
          providerConfigs: [{ state: "ENABLED", totpProviderConfig: { adjacentIntervals: 5 } }],
        } as MultiFactorConfig,
      });
    console.log(`TOTP second factors are enabled on project ${project}.`);
  } catch (caught) {
    const error = caught as Failure;
    console.error(`Could not enable TOTP on project ${project}: ${error?.message ?? error}`);
    console.error(
      "It needs Firebase Authentication with Identity Platform (Authentication → Settings) and credentials:\n" +
        "`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS.",
    );
    process.exitCode = 1;
    return;
  } finally {
    await deleteApp(adminApp);
  }

  const { initializeApp: initializeClient, deleteApp: deleteClient } = await import("firebase/app");
  const sdk = await import("firebase/auth");
  const client = initializeClient(
    { apiKey, projectId: project, authDomain: `${project}.firebaseapp.com` },
    "admin-mfa",
  );
  try {
    const password = await terminalQuestion(`Password of ${email} (not shown): `, true);
    const enrolled = await enrolTotp({
      sdk,
      auth: sdk.getAuth(client),
      email,
      password,
      ask: (question) => terminalQuestion(question),
      log: (line) => console.log(line),
    });
    if (!enrolled) process.exitCode = 2;
    else await revokeSessions(project, email);
  } finally {
    await deleteClient(client);
  }
}

/**
 * Ends every session of the account, this script's and any browser's signed in with the password
 * alone before the second factor existed: each must sign in again, now with the code.
 */
async function revokeSessions(project: string, email: string) {
  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const adminApp = initializeApp({ projectId: project }, "admin-mfa-revoke");
  try {
    const auth = getAuth(adminApp);
    await auth.revokeRefreshTokens((await auth.getUserByEmail(email)).uid);
    console.log("Signed out every earlier session of the account: sign in at /admin again, with the code.");
  } finally {
    await deleteApp(adminApp);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
