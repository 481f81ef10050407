import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSettingsIn } from "~/shared/emulators";
import { emailUser } from "@testing/emulators/auth-users";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { testFirestore, type TestFirestore } from "@testing/emulators/test-firestore";

const run = promisify(execFile);
const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";

/** `npm run admin:create` against the Auth emulator and a Firestore emulator. */
async function adminCreate(firestore: string, ...args: string[]) {
  return adminCreateIn(
    TEST_PROJECT_ID,
    { FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR, FIRESTORE_EMULATOR_HOST: firestore },
    ...args,
  );
}

/** As package.json's admin:create runs it, for `project`, with `emulators` in the environment. */
async function adminCreateIn(project: string, emulators: Record<string, string>, ...args: string[]) {
  const environment = { ...process.env };
  for (const name of emulatorSettingsIn(environment)) delete environment[name];
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/admin-create.mjs", "--project", project, ...args],
      { env: { ...environment, ...emulators, METADATA_SERVER_DETECTION: "none" } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function signIn(email: string, password: string) {
  const response = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.status;
}

const printedPassword = (output: string) => /Password \(shown once[^:]*\): (\S+)/.exec(output)?.[1];

describe("npm run admin:create", () => {
  let firestore: TestFirestore;
  let server: ReturnType<typeof emulatorFirestore>;
  let app: App;
  let auth: Auth;

  beforeAll(async () => {
    firestore = await testFirestore();
    server = emulatorFirestore(firestore.host);
    app = initializeApp({ projectId: TEST_PROJECT_ID }, `admin-create-${randomUUID()}`);
    auth = getAuth(app);
  });
  afterAll(async () => {
    await deleteApp(app);
    await server.close();
    firestore.stop();
  });

  it("refuses an emulator setting for a real project, and a demo- project without the emulators", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    for (const name of ["FIREBASE_AUTH_EMULATOR_HOST", "FIRESTORE_EMULATOR_HOST", "FIREBASE_STORAGE_EMULATOR_HOST"]) {
      const real = await adminCreateIn("reelmark-prod", { [name]: "127.0.0.1:1" }, "--email", email);
      expect(real.code).toBe(1);
      expect(real.output).toContain(`Refusing: ${name} set for project reelmark-prod, a real project.`);
    }
    const demo = await adminCreateIn(TEST_PROJECT_ID, { FIRESTORE_EMULATOR_HOST: firestore.host }, "--email", email);
    expect(demo.code).toBe(1);
    expect(demo.output).toContain("exists only on the emulators: set FIREBASE_AUTH_EMULATOR_HOST");
    await expect(auth.getUserByEmail(email)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("creates the admin with a password printed once, verified, claimed, and records the e-mail for the rules", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const { code, output } = await adminCreate(firestore.host, "--email", email.toUpperCase());
    expect(code).toBe(0);
    const password = printedPassword(output);
    expect(password).toBeDefined();
    const user = await auth.getUserByEmail(email);
    expect(user.emailVerified).toBe(true);
    expect(user.customClaims).toEqual({ admin: true });
    expect(await signIn(email, password!)).toBe(200);
    expect((await server.db.doc("settings/admin").get()).get("email")).toBe(email);
  });

  it("refuses an account a stranger registered first with the admin's e-mail, changing nothing", async () => {
    const stranger = await emailUser();
    const { code, output } = await adminCreate(firestore.host, "--email", stranger.email);
    expect(code).not.toBe(0);
    expect(output).toContain("--adopt");
    expect(printedPassword(output)).toBeUndefined();
    const user = await auth.getUser(stranger.uid);
    expect(user.customClaims?.admin).toBeUndefined();
    expect(user.emailVerified).toBe(false);
    expect(await signIn(stranger.email, stranger.password)).toBe(200);
  });

  it("adopts an existing account only when told to: a new password, the old sessions revoked", async () => {
    const stranger = await emailUser();
    await expect(auth.verifyIdToken(stranger.idToken, true)).resolves.toMatchObject({ uid: stranger.uid });
    // Token revocation is counted in whole seconds: let the stranger's token be strictly older.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { code, output } = await adminCreate(firestore.host, "--email", stranger.email, "--adopt");
    expect(code).toBe(0);
    const password = printedPassword(output);
    expect(password).toBeDefined();
    expect(password).not.toBe(stranger.password);
    expect(await signIn(stranger.email, stranger.password)).toBe(400);
    expect(await signIn(stranger.email, password!)).toBe(200);
    await expect(auth.verifyIdToken(stranger.idToken, true)).rejects.toMatchObject({ code: "auth/id-token-revoked" });
    const user = await auth.getUser(stranger.uid);
    expect(user.emailVerified).toBe(true);
    expect(user.customClaims).toEqual({ admin: true });
  });

  it("adopting removes the stranger's other sign-in methods and enrolled second factors", async () => {
    const stranger = await emailUser();
    await auth.updateUser(stranger.uid, {
      emailVerified: true,
      phoneNumber: "+447700900123",
      providerToLink: { providerId: "google.com", uid: `google-${randomUUID()}`, email: stranger.email },
    });
    await auth.updateUser(stranger.uid, {
      multiFactor: {
        enrolledFactors: [
          { uid: "stranger-factor", factorId: "phone", phoneNumber: "+447700900456", displayName: "stranger" },
        ],
      },
    });
    const before = await auth.getUser(stranger.uid);
    expect(before.providerData.map((provider) => provider.providerId).sort()).toEqual([
      "google.com",
      "password",
      "phone",
    ]);
    expect(before.multiFactor?.enrolledFactors).toHaveLength(1);

    const { code } = await adminCreate(firestore.host, "--email", stranger.email, "--adopt");
    expect(code).toBe(0);
    const user = await auth.getUser(stranger.uid);
    expect(user.providerData.map((provider) => provider.providerId)).toEqual(["password"]);
    expect(user.phoneNumber).toBeUndefined();
    expect(user.multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect(user.customClaims).toEqual({ admin: true });
  });
});
