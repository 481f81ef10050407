import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import type { AppCheck } from "firebase-admin/app-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_REQUIRED } from "~/core/context";
import { HUMAN_CHECK_UNCONFIGURED } from "~/core/handlers/common";
import { APP_CHECK_FAILED, createAppCheckGate } from "../http/app-check";
import { createApiFunctions, type ApiFunctionName } from "../http/api-functions";
import { NOT_CONFIGURED, type FunctionRequest } from "../http/entry-point";
import { readFunctionsConfig } from "../runtime/config";
import { createRuntimeLoader } from "../runtime/runtime";

/** A production environment (no FUNCTIONS_EMULATOR) with the required settings and no optional secret. */
const PRODUCTION = {
  ADMIN_EMAIL: "admin@example.com",
  PUBLIC_SITE_URL: "https://reelmark.co.uk",
  CONSENT_LINK_SECRET: "a-production-consent-link-key-of-40-chars!",
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
      ],
    });
    expect(readFunctionsConfig({ ...PRODUCTION, PUBLIC_SITE_URL: "http://reelmark.co.uk" }).ok).toBe(false);
  });

  it("has emulator defaults only under the Functions emulator, and App Check enforced in production", () => {
    const emulator = readFunctionsConfig({ FUNCTIONS_EMULATOR: "true" });
    expect(emulator).toMatchObject({ ok: true, config: { production: false, enforceAppCheck: false } });
    expect(readFunctionsConfig(PRODUCTION)).toMatchObject({
      ok: true,
      config: { production: true, enforceAppCheck: true, smtp: { configured: false } },
    });
  });

  it("refuses every request of a production deployment that lacks a required secret", async () => {
    const api = createApiFunctions(
      createRuntimeLoader({ env: { ...PRODUCTION, CONSENT_LINK_SECRET: "" }, log: () => {} }),
    );
    for (const name of Object.keys(api) as ApiFunctionName[]) {
      const answer = await call(api[name], json({}));
      expect([name, answer.status, answer.body]).toEqual([name, 500, { error: NOT_CONFIGURED }]);
    }
  });
});

describe("App Check in production", () => {
  let app: App;
  let api: ReturnType<typeof createApiFunctions>;
  beforeAll(() => {
    app = initializeApp(
      { projectId: "demo-ugc-marketplace", storageBucket: "demo-ugc-marketplace.appspot.com" },
      `gates-${randomUUID()}`,
    );
    // App Check tokens can only be verified by a real project: this stands in for its answer.
    const appCheck = {
      verifyToken: async (token: string) => (token === "valid" ? {} : Promise.reject(new Error("bad"))),
    };
    const gate = createAppCheckGate(() => appCheck as unknown as AppCheck, { enforced: true, log: () => {} });
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
    const headers = { "x-firebase-appcheck": "valid" };
    const body = { email: "reader@example.com", "g-recaptcha-response": "token" };
    expect(await call(api.subscribeToWaitlist, json(body, headers))).toMatchObject({
      status: 500,
      body: { error: HUMAN_CHECK_UNCONFIGURED },
    });
    expect(await call(api.approveCreator, json({ applicationId: "a", approvalType: "pro" }, headers))).toMatchObject({
      status: 401,
      body: { error: AUTH_REQUIRED },
    });
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
