import { afterEach, describe, expect, it, vi } from "vitest";

// The App Check SDK needs a real project and reCAPTCHA: this stands in for it, counting tokens.
const sdk = vi.hoisted(() => ({ limited: 0, providerKeys: [] as string[] }));
vi.mock("firebase/app-check", () => ({
  ReCaptchaEnterpriseProvider: class {
    constructor(key: string) {
      sdk.providerKeys.push(key);
    }
  },
  initializeAppCheck: () => ({}),
  getToken: async () => ({ token: "session-token" }),
  getLimitedUseToken: async () => ({ token: `limited-${++sdk.limited}` }),
}));
vi.mock("~/config/env", () => ({ env: { VITE_APP_CHECK_SITE_KEY: "enterprise-site-key" } }));
vi.mock("../../firebase-app", () => ({ firebaseApp: () => ({}) }));

const { appCheckHeaders } = await import("../app-check");
const { createFirebaseBackend } = await import("..");

afterEach(() => vi.unstubAllGlobals());

describe("App Check tokens in the browser", () => {
  it("uses the reCAPTCHA Enterprise provider with the site key (the guide's key type)", async () => {
    await appCheckHeaders();
    expect(sdk.providerKeys).toEqual(["enterprise-site-key"]);
  });

  it("sends a fresh limited-use token on every call that writes, never the session token", async () => {
    const sent: Array<string | null> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("x-firebase-appcheck"));
        return new Response(JSON.stringify({ ok: true, outcome: "unsubscribed" }), { status: 200 });
      }),
    );
    const backend = createFirebaseBackend();
    await backend.contact.sendContactMessage({
      name: "Priya",
      email: "priya@example.com",
      message: "Hello",
      recaptchaToken: "t",
    });
    await backend.api.unsubscribe("token");
    await backend.api.unsubscribe("token");
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
    for (const token of sent) expect(token).toMatch(/^limited-\d+$/);
    expect(await appCheckHeaders()).toEqual({ "X-Firebase-AppCheck": "session-token" });
  });
});
