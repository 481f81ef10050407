/**
 * What a stranger without an App Check token can spend: every function and admin route is called
 * with each method, on a runtime that records whether App Check was asked and which group counted
 * the request (and refuses it there, so no handler runs).
 */
import { describe, expect, it } from "vitest";
import { recordingResponse } from "@testing/ports/recording-response";
import { signConsentLink } from "@functions/core/consent/consent-link";
import type { FunctionsRuntime, RuntimeOutcome } from "../../runtime/runtime";
import { ADMIN_API_PREFIX, createAdminFunction, ROUTES } from "../admin-function";
import { createApiFunctions } from "../api-functions";
import type { FunctionRequest, FunctionResponse } from "../entry-point";
import { RATE_GROUPS } from "../rate-groups";

interface Seen {
  endpoint: string;
  status: number;
  appCheck: boolean;
  group: string | null;
}

const CONSENT_KEY = "consent-link-key-for-the-rate-groups-test-0123456789";
const NOW = new Date("2026-05-01T09:00:00.000Z");

let current: Seen;
const runtime = {
  config: { production: true },
  ports: { config: { linkKeys: { consent: CONSENT_KEY } }, clock: { now: () => NOW } },
  verifyCaller: async () => null,
  appCheck: async () => {
    current.appCheck = true;
    return true;
  },
  rateLimiter: {
    client: async (group: string) => {
      current.group = group;
      return false;
    },
    caller: async () => false,
  },
  uploadGrants: {},
  healthProbes: { firestore: async () => undefined, storage: async () => undefined },
  log: () => {},
} as unknown as FunctionsRuntime;
const loadRuntime = (): RuntimeOutcome => ({ ok: true, runtime });

async function call(
  endpoint: string,
  handler: (req: FunctionRequest, res: FunctionResponse) => Promise<void>,
  request: Pick<FunctionRequest, "method"> & Partial<FunctionRequest>,
): Promise<Seen> {
  current = { endpoint, status: 0, appCheck: false, group: null };
  const seen = current;
  const { res, answer } = recordingResponse();
  await handler({ headers: {}, query: { token: "t" }, ip: "203.0.113.9", ...request }, res);
  seen.status = answer.status;
  return seen;
}

/** A path each admin route answers, so every route is called. */
const ADMIN_PATHS = [
  "/overview",
  "/brand-signups/counts",
  "/brand-signups/export.csv",
  "/brand-signups",
  "/brand-signups/id-1",
  "/creator-applications/id-1/files",
  "/contact-messages/id-1",
  "/admin-logins",
  "/people",
  "/people/erase",
];

async function everyEndpoint(): Promise<Seen[]> {
  const seen: Seen[] = [];
  const methods = ["GET", "POST", "PATCH", "DELETE"];
  for (const [name, handler] of Object.entries(createApiFunctions(loadRuntime))) {
    for (const method of methods) seen.push(await call(`${name} ${method}`, handler, { method }));
  }
  const admin = createAdminFunction(loadRuntime);
  for (const path of ADMIN_PATHS) {
    for (const method of methods) {
      seen.push(await call(`admin ${method} ${path}`, admin, { method, path: `${ADMIN_API_PREFIX}${path}` }));
    }
  }
  // Refused for the method (405) or the path (404) before anything else: nothing was spent.
  return seen.filter((entry) => entry.status !== 405 && entry.status !== 404);
}

describe("rate groups", () => {
  it("calls every admin route", () => {
    for (const route of ROUTES) expect(ADMIN_PATHS.some((path) => route.pattern.test(path))).toBe(true);
  });

  it("never lets traffic without an App Check token spend a group that App-Checked endpoints count in", async () => {
    const seen = await everyEndpoint();
    const spentBy = (appCheck: boolean) =>
      new Set(seen.flatMap((entry) => (entry.group && entry.appCheck === appCheck ? [entry.group] : [])));
    const [checked, tokenless] = [spentBy(true), spentBy(false)];
    const shared = [...tokenless].filter((group) => checked.has(group));
    expect(shared, "groups spent with and without App Check").toEqual([]);
    // And each group is declared for the traffic that spends it.
    const declared = (group: string) => RATE_GROUPS[group as keyof typeof RATE_GROUPS].appCheck;
    expect([...checked].filter((group) => !declared(group))).toEqual([]);
    expect([...tokenless].filter(declared)).toEqual([]);
  });

  it("skips App Check only for the one-click unsubscribe (a forged link counted apart), error reports and health", async () => {
    const tokenless = (await everyEndpoint()).filter((entry) => !entry.appCheck);
    expect(tokenless.map(({ endpoint, group, status }) => ({ endpoint, group, status }))).toEqual([
      { endpoint: "unsubscribeOneClick GET", group: "one-click-unsigned", status: 429 },
      { endpoint: "unsubscribeOneClick POST", group: "one-click-unsigned", status: 429 },
      { endpoint: "clientErrors POST", group: "client-errors", status: 429 },
      { endpoint: "health GET", group: null, status: 200 },
    ]);
  });

  it("counts a one-click request in the one-click group only when its link's signature verifies", async () => {
    const link = (purpose: "unsubscribe" | "confirm", expiresAt: Date, key = CONSENT_KEY) =>
      signConsentLink(key, { purpose, list: "newsletter", entryId: "entry-1", expiresAt, nonce: "nonce-1" });
    const later = new Date(NOW.getTime() + 86_400_000);
    const earlier = new Date(NOW.getTime() - 86_400_000);
    const tokens = {
      signed: link("unsubscribe", later),
      "signed, expired": link("unsubscribe", earlier),
      "signed with another key": link("unsubscribe", later, `${CONSENT_KEY}-other`),
      "signature altered": `${link("unsubscribe", later).slice(0, -2)}AA`,
      missing: undefined,
      "not a string": ["a", "b"],
    };
    const { unsubscribeOneClick } = createApiFunctions(loadRuntime);
    const groups: Record<string, Array<string | null>> = {};
    for (const [name, token] of Object.entries(tokens)) {
      groups[name] = [];
      for (const method of ["GET", "POST"]) {
        groups[name].push((await call(name, unsubscribeOneClick, { method, query: { token } })).group);
      }
    }
    expect(groups).toEqual({
      signed: ["one-click", "one-click"],
      "signed, expired": ["one-click", "one-click"],
      "signed with another key": ["one-click-unsigned", "one-click-unsigned"],
      "signature altered": ["one-click-unsigned", "one-click-unsigned"],
      missing: ["one-click-unsigned", "one-click-unsigned"],
      "not a string": ["one-click-unsigned", "one-click-unsigned"],
    });
  });
});
