import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import type { AppCheck } from "firebase-admin/app-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_REQUIRED } from "@functions/core/context";
import { HUMAN_CHECK_UNCONFIGURED } from "@functions/core/handlers/common";
import { APP_CHECK_FAILED, createAppCheckGate } from "../http/app-check";
import { createCallerVerifier } from "../http/caller";
import { createApiFunctions, type ApiFunctionName } from "../http/api-functions";
import { NOT_CONFIGURED, type FunctionRequest } from "../http/entry-point";
import { TOO_LARGE } from "../http/request-body";
import { readFunctionsConfig, refuseUnsafeStart } from "../runtime/config";
import { createRuntimeLoader } from "../runtime/runtime";

/** A production environment (no FUNCTIONS_EMULATOR) with the required settings and no optional secret. */
const PRODUCTION = {
  ADMIN_EMAIL: "admin@example.com",
  PUBLIC_SITE_URL: "https://reelmark.co.uk",
  CONSENT_LINK_SECRET: "a-production-consent-link-key-of-40-chars!",
  STATUS_LINK_SECRET: "a-production-status-link-key-of-40-chars!!",
  EXPORT_PART_SECRET: "a-production-export-part-key-of-40-chars!!",
};

/** What the Functions emulator sets (firebase-tools' functionsEmulator.js) for the demo project it runs. */
const EMULATOR = {
  FUNCTIONS_EMULATOR: "true",
  FIREBASE_DEBUG_MODE: "true",
  GCLOUD_PROJECT: "demo-ugc-marketplace",
  K_SERVICE: "subscribeToWaitlist",
};

/** Every setting that points the functions or firebase-admin at an emulator, or switches on a debug path. */
const EMULATOR_SETTINGS = {
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
  STORAGE_EMULATOR_HOST: "http://127.0.0.1:9199",
  FIREBASE_EMULATOR_HUB: "127.0.0.1:4400",
  FUNCTIONS_EMULATOR: "true",
  FIREBASE_DEBUG_MODE: "true",
};

/** What a response was told: the fake stands in for Express (no HTTP needed for these gates). */
async function call(handler: (req: FunctionRequest, res: never) => Promise<void>, request: Partial<FunctionRequest>) {
  const seen = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    status(code: number) {
      seen.status = code;
      return res;
    },
    set(field: string, value: string) {
      seen.headers[field] = value;
      return res;
    },
    json(body: unknown) {
      seen.body = body;
    },
    redirect(status: number) {
      seen.status = status;
    },
  };
  await handler({ method: "POST", headers: {}, query: {}, ip: "203.0.113.9", ...request }, res as never);
  return seen;
}

const json = (body: unknown, headers: Record<string, string> = {}): Partial<FunctionRequest> => ({
  headers: { "content-type": "application/json", ...headers },
  rawBody: Buffer.from(JSON.stringify(body)),
});

describe("production settings", () => {
  it("names every missing required setting, never a value", () => {
    const outcome = readFunctionsConfig({});
    expect(outcome).toEqual({
      ok: false,
      problems: [
        "ADMIN_EMAIL is not set",
        "PUBLIC_SITE_URL must be the site's https origin",
        "the CONSENT_LINK_SECRET secret is not set",
        "the STATUS_LINK_SECRET secret is not set",
        "the EXPORT_PART_SECRET secret is not set",
      ],
    });
    expect(readFunctionsConfig({ ...PRODUCTION, PUBLIC_SITE_URL: "http://reelmark.co.uk" }).ok).toBe(false);
  });

  it("has emulator defaults only under the Functions emulator, and App Check enforced in production", () => {
    const emulator = readFunctionsConfig(EMULATOR);
    expect(emulator).toMatchObject({ ok: true, config: { production: false, enforceAppCheck: false } });
    expect(readFunctionsConfig(PRODUCTION)).toMatchObject({
      ok: true,
      config: { production: true, enforceAppCheck: true, smtp: { configured: false } },
    });
  });

  it("refuses settings that would fail open: FUNCTIONS_EMULATOR outside the emulator, App Check switched off", () => {
    // A FUNCTIONS_EMULATOR line copied into a deployed .env is not the emulator: no demo- project.
    for (const env of [
      { FUNCTIONS_EMULATOR: "true" },
      { FUNCTIONS_EMULATOR: "true", K_SERVICE: "subscribeToWaitlist" },
    ]) {
      expect(readFunctionsConfig({ ...PRODUCTION, ...env })).toEqual({
        ok: false,
        problems: [
          "FUNCTIONS_EMULATOR is set outside the emulators (they run a demo- project: GCLOUD_PROJECT, GOOGLE_CLOUD_PROJECT and FIREBASE_CONFIG name no other)",
        ],
      });
    }
    expect(readFunctionsConfig({ ...PRODUCTION, ENFORCE_APP_CHECK: "false" })).toEqual({
      ok: false,
      problems: ["ENFORCE_APP_CHECK=false is not allowed in production"],
    });
  });

  it.each(Object.entries(EMULATOR_SETTINGS))("refuses %s=%s in production, naming it", (name, value) => {
    const outcome = readFunctionsConfig({ ...PRODUCTION, [name]: value });
    expect(outcome).toEqual({ ok: false, problems: [expect.stringMatching(`^${name} is set outside the emulators`)] });
    const deployed = { ...PRODUCTION, K_SERVICE: "subscribeToWaitlist", [name]: value };
    expect(() => refuseUnsafeStart(deployed)).toThrow(
      `[config] refusing to start: ${name} is set outside the emulators`,
    );
  });

  it("is the emulator only with FUNCTIONS_EMULATOR=true and a demo- project, whatever else is set", () => {
    const { GCLOUD_PROJECT: _, ...markersOnly } = EMULATOR;
    const notTheEmulator = [
      // The emulator's own markers copied into a deployed environment, with the real project's id or none.
      markersOnly,
      { ...markersOnly, GCLOUD_PROJECT: "reelmark-prod" },
      { ...markersOnly, GOOGLE_CLOUD_PROJECT: "reelmark-prod" },
      { ...markersOnly, FIREBASE_CONFIG: JSON.stringify({ projectId: "reelmark-prod" }) },
      // One demo- id does not outvote the real project named elsewhere.
      { ...EMULATOR, FIREBASE_CONFIG: JSON.stringify({ projectId: "reelmark-prod" }) },
      { ...EMULATOR, FIREBASE_CONFIG: "{not json" },
      { ...EMULATOR, GCLOUD_PROJECT: "demo-" },
      { ...EMULATOR, FUNCTIONS_EMULATOR: "1" },
    ];
    for (const env of notTheEmulator) {
      const outcome = readFunctionsConfig({ ...PRODUCTION, ...EMULATOR_SETTINGS, ...env });
      expect(outcome.ok).toBe(false);
      for (const name of ["FIREBASE_AUTH_EMULATOR_HOST", "FIREBASE_STORAGE_EMULATOR_HOST", "FIREBASE_DEBUG_MODE"])
        expect(!outcome.ok && outcome.problems).toContain(`${name} is set outside the emulators`);
      expect(() => refuseUnsafeStart({ ...PRODUCTION, ...EMULATOR_SETTINGS, ...env })).toThrow(
        /FIREBASE_AUTH_EMULATOR_HOST is set outside the emulators/,
      );
    }
    // The emulator itself, with every emulator setting it makes, starts; only it hands the Storage emulator on.
    const emulated = readFunctionsConfig({
      ...EMULATOR_SETTINGS,
      ...EMULATOR,
      FIREBASE_CONFIG: JSON.stringify({ projectId: "demo-ugc-marketplace" }),
    });
    expect(emulated).toMatchObject({ ok: true, config: { production: false, storageEmulatorHost: "127.0.0.1:9199" } });
    expect(() => refuseUnsafeStart({ ...EMULATOR_SETTINGS, ...EMULATOR })).not.toThrow();
    expect(readFunctionsConfig(PRODUCTION)).toMatchObject({ ok: true, config: { storageEmulatorHost: undefined } });
  });

  it("a deployed instance (K_SERVICE set) with settings that fail open, or no link secret, does not start", () => {
    const deployed = { ...PRODUCTION, K_SERVICE: "subscribeToWaitlist" };
    expect(() => refuseUnsafeStart({ ...deployed, FUNCTIONS_EMULATOR: "true" })).toThrow(/FUNCTIONS_EMULATOR/);
    expect(() => refuseUnsafeStart({ ...deployed, ENFORCE_APP_CHECK: "false" })).toThrow(/ENFORCE_APP_CHECK/);
    expect(() => refuseUnsafeStart({ ...deployed, CONSENT_LINK_SECRET: "" })).toThrow(/CONSENT_LINK_SECRET/);
    expect(() => refuseUnsafeStart(deployed)).not.toThrow();
    expect(() => refuseUnsafeStart(EMULATOR)).not.toThrow();
  });

  it("holds only the link keys of its own function: needs those, starts without the others", () => {
    const { CONSENT_LINK_SECRET, STATUS_LINK_SECRET, EXPORT_PART_SECRET, ...noKeys } = PRODUCTION;
    const deployed = (target: string, keys: Record<string, string> = {}) => ({
      ...noKeys,
      ...keys,
      K_SERVICE: target.toLowerCase(),
      FUNCTION_TARGET: target,
    });
    expect(() => refuseUnsafeStart(deployed("checkUpload"))).not.toThrow();
    expect(() => refuseUnsafeStart(deployed("contactMessage"))).not.toThrow();
    expect(() => refuseUnsafeStart(deployed("unsubscribe"))).toThrow(/CONSENT_LINK_SECRET secret is not set$/);
    expect(() => refuseUnsafeStart(deployed("withdrawApplication", { CONSENT_LINK_SECRET }))).toThrow(
      /STATUS_LINK_SECRET secret is not set$/,
    );
    expect(() => refuseUnsafeStart(deployed("adminData", { STATUS_LINK_SECRET }))).toThrow(/EXPORT_PART_SECRET/);
    // A key the function does not use is not handed to its code even when the environment has it.
    const status = readFunctionsConfig(deployed("applicationStatus", { CONSENT_LINK_SECRET, STATUS_LINK_SECRET }));
    expect(status).toMatchObject({ ok: true, config: { linkKeys: { status: STATUS_LINK_SECRET } } });
    expect(status.ok && Object.keys(status.config.linkKeys)).toEqual(["status"]);
    expect(readFunctionsConfig(deployed("checkUpload", { EXPORT_PART_SECRET }))).toMatchObject({
      ok: true,
      config: { linkKeys: {} },
    });
    // Under the emulator too, each function gets only its own keys (fixed ones, never used in production).
    const emulated = readFunctionsConfig({ ...EMULATOR, FUNCTION_TARGET: "resendStatusLink" });
    expect(emulated.ok && Object.keys(emulated.config.linkKeys)).toEqual(["status"]);
  });

  it("refuses every request of a production deployment that lacks a required secret", async () => {
    const api = createApiFunctions(
      createRuntimeLoader({ env: { ...PRODUCTION, CONSENT_LINK_SECRET: "" }, log: () => {} }),
    );
    for (const name of Object.keys(api) as ApiFunctionName[]) {
      if (name === "health") continue;
      const answer = await call(api[name], json({}));
      expect([name, answer.status, answer.body]).toEqual([name, 500, { error: NOT_CONFIGURED }]);
    }
    // The uptime check's own answer says so, so the deployment's alert fires.
    const health = await call(api.health, { method: "GET", headers: {} });
    expect([health.status, health.body]).toEqual([503, { release: expect.any(String), configured: false }]);
  });
});

describe("App Check in production", () => {
  let verifications = 0;
  let app: App;
  let api: ReturnType<typeof createApiFunctions>;
  beforeAll(() => {
    app = initializeApp(
      { projectId: "demo-ugc-marketplace", storageBucket: "demo-ugc-marketplace.appspot.com" },
      `gates-${randomUUID()}`,
    );
    // App Check tokens can only be verified by a real project: this stands in for its answer, with
    // the replay protection of `consume: true` (a limited-use token is consumed once).
    const consumed = new Set<string>();
    const appCheck = {
      verifyToken: async (token: string, options?: { consume?: boolean }) => {
        if (token !== "valid" && !token.startsWith("limited-")) throw new Error("bad");
        if (!options?.consume) return {};
        const alreadyConsumed = consumed.has(token);
        consumed.add(token);
        return { alreadyConsumed };
      },
    };
    verifications = 0;
    const gate = createAppCheckGate(
      () => {
        verifications += 1;
        return appCheck as unknown as AppCheck;
      },
      { enforced: true, log: () => {} },
    );
    api = createApiFunctions(createRuntimeLoader({ env: PRODUCTION, app, appCheck: gate, log: () => {} }));
  });
  afterAll(() => deleteApp(app));

  it("refuses calls without a valid token before anything else runs", async () => {
    const body = { email: "reader@example.com", "g-recaptcha-response": "token" };
    expect(await call(api.subscribeToWaitlist, json(body))).toMatchObject({
      status: 401,
      body: { error: APP_CHECK_FAILED },
    });
    expect(await call(api.subscribeToWaitlist, json(body, { "x-firebase-appcheck": "forged" }))).toMatchObject({
      status: 401,
    });
  });

  it("lets a verified call reach the core, which fails closed without the reCAPTCHA secret", async () => {
    const body = { email: "reader@example.com", "g-recaptcha-response": "token" };
    expect(await call(api.subscribeToWaitlist, json(body, { "x-firebase-appcheck": "limited-a" }))).toMatchObject({
      status: 500,
      body: { error: HUMAN_CHECK_UNCONFIGURED },
    });
    const headers = { "x-firebase-appcheck": "limited-b" };
    expect(await call(api.approveCreator, json({ applicationId: "a", approvalType: "pro" }, headers))).toMatchObject({
      status: 401,
      body: { error: AUTH_REQUIRED },
    });
  });

  it("refuses a replayed token on the endpoints that write: each limited-use token buys one request", async () => {
    const body = { applicationId: "a", approvalType: "pro" };
    const first = await call(api.approveCreator, json(body, { "x-firebase-appcheck": "limited-1" }));
    expect(first).toMatchObject({ status: 401, body: { error: AUTH_REQUIRED } });
    const replay = await call(api.approveCreator, json(body, { "x-firebase-appcheck": "limited-1" }));
    expect(replay).toMatchObject({ status: 401, body: { error: APP_CHECK_FAILED } });
    const next = await call(api.approveCreator, json(body, { "x-firebase-appcheck": "limited-2" }));
    expect(next).toMatchObject({ status: 401, body: { error: AUTH_REQUIRED } });
  });

  it("refuses a body announced over the limit by Content-Length before App Check or parsing", async () => {
    verifications = 0;
    const oversized = {
      headers: { "content-type": "application/json", "content-length": String(30 * 1024 * 1024) },
      // The framework would have parsed it already; the function must not touch it.
      rawBody: Buffer.from("{ not json"),
    };
    expect(await call(api.contactMessage, oversized)).toMatchObject({ status: 413, body: { error: TOO_LARGE } });
    expect(
      await call(api.creatorApplication, {
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "70000" },
        rawBody: Buffer.from("--x--"),
      }),
    ).toMatchObject({ status: 413 });
    expect(
      await call(api.contactMessage, { headers: { "content-type": "application/json", "content-length": "1e9" } }),
    ).toMatchObject({ status: 413 });
    expect(verifications).toBe(0);
  });

  it("exempts only the one-click unsubscribe, which mail clients call", async () => {
    const oneClick = await call(api.unsubscribeOneClick, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: Buffer.from("List-Unsubscribe=One-Click"),
      query: { token: "not-a-token" },
    });
    expect(oneClick).toMatchObject({ status: 200, body: { outcome: "invalid" } });
    expect(await call(api.unsubscribe, json({ token: "not-a-token" }))).toMatchObject({ status: 401 });
  });
});

describe("the admin in production (signed tokens)", () => {
  const NOW = Date.UTC(2026, 0, 10, 12);
  const HOUR = 60 * 60;
  /** A sign-in with the second factor an hour ago, as Firebase signs it for the enrolled admin. */
  const strongSignIn = {
    auth_time: NOW / 1000 - HOUR,
    firebase: { sign_in_provider: "password", sign_in_second_factor: "totp" },
  };
  // Only Google can sign a token: this stands in for verifyIdToken's answer.
  const verifierFor = (decoded: Record<string, unknown>, waived = false) =>
    createCallerVerifier({ verifyIdToken: async () => ({ uid: "u1", ...strongSignIn, ...decoded }) } as never, {
      adminEmail: "admin@example.com",
      emulator: false,
      secondFactorWaived: async () => waived,
      now: () => NOW,
    });
  const isAdmin = async (decoded: Record<string, unknown>, waived?: boolean) =>
    (await verifierFor(decoded, waived)("Bearer signed-token"))?.isAdmin;
  const theAdmin = { admin: true, email: "admin@example.com", email_verified: true };

  it("is the claim AND ADMIN_EMAIL AND a verified e-mail", async () => {
    expect(await isAdmin({ admin: true, email: "Admin@Example.com", email_verified: true })).toBe(true);
    expect(await isAdmin({ admin: true, email: "admin@example.com", email_verified: false })).toBe(false);
    expect(await isAdmin({ admin: true, email: "admin@example.com" })).toBe(false);
    expect(await isAdmin({ admin: true, email: "someone@example.com", email_verified: true })).toBe(false);
    expect(await isAdmin({ email: "admin@example.com", email_verified: true })).toBe(false);
  });

  it("takes a sign-in with the second factor (unless settings/admin waives it) of the last 12 hours, as firestore.rules do", async () => {
    const passwordOnly = { ...theAdmin, firebase: { sign_in_provider: "password" } };
    expect(await isAdmin(passwordOnly)).toBe(false);
    expect(await isAdmin({ ...passwordOnly, firebase: { ...passwordOnly.firebase, sign_in_second_factor: "" } })).toBe(
      false,
    );
    expect(await isAdmin(passwordOnly, true)).toBe(true);
    // A refreshed token keeps the sign-in's auth_time: 12 hours after signing in, even a waiver does not help.
    expect(await isAdmin({ ...theAdmin, auth_time: NOW / 1000 - 12 * HOUR })).toBe(false);
    expect(await isAdmin({ ...theAdmin, auth_time: NOW / 1000 - 12 * HOUR }, true)).toBe(false);
    expect(await isAdmin({ ...theAdmin, auth_time: undefined })).toBe(false);
    expect(await isAdmin({ ...theAdmin, auth_time: NOW / 1000 - 12 * HOUR + 60 })).toBe(true);
    // Refused as the admin, the account is still a signed-in caller: the admin routes answer 403, not 401.
    expect(await verifierFor(passwordOnly)("Bearer signed-token")).toMatchObject({ uid: "u1", isAdmin: false });
  });

  it("refuses a caller Auth could not verify, and says so unless the token itself was the problem", async () => {
    const logged: string[] = [];
    const failingWith = (error: Error) =>
      createCallerVerifier(
        {
          verifyIdToken: async () => {
            throw error;
          },
        } as never,
        { adminEmail: "admin@example.com", emulator: false, log: (line) => logged.push(line) },
      )("Bearer a-token");
    const expired = Object.assign(new Error("Firebase ID token has expired."), { code: "auth/id-token-expired" });
    expect(await failingWith(expired)).toBeNull();
    expect(logged).toEqual([]);
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9099"), { code: "app/network-error" });
    expect(await failingWith(down)).toBeNull();
    expect(logged).toEqual(["[auth] could not verify a caller: app/network-error connect ECONNREFUSED 127.0.0.1:9099"]);
  });

  it("never reads the emulator's waiver in production: settings/admin is not consulted at all", async () => {
    const auth = {
      verifyIdToken: async () => ({
        uid: "u1",
        ...theAdmin,
        auth_time: NOW / 1000 - HOUR,
        firebase: { sign_in_provider: "password" },
      }),
      get app(): never {
        throw new Error("settings/admin read in production");
      },
    };
    const verify = createCallerVerifier(auth as never, {
      adminEmail: "admin@example.com",
      emulator: false,
      now: () => NOW,
    });
    expect(await verify("Bearer signed-token")).toMatchObject({ uid: "u1", isAdmin: false });
  });
});
