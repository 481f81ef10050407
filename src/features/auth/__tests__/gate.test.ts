import { describe, expect, it } from "vitest";
import { ALL_PATHS, paths } from "~/config/paths";
import { gateRedirect, type GateSession } from "../gate";

const PUBLIC = new Set<string>([
  "/",
  "/signin",
  "/creator",
  "/creator-signup",
  "/privacy-policy",
  "/admin",
  "/contact",
  "/blog",
  "/prices",
  "/cookie-policy",
  "/brand-signup",
  "/terms",
  "/how-it-works",
  "/confirm-subscription",
  "/unsubscribe",
  "/application-status",
]);

function expected(path: string, session: GateSession): string | null {
  if (session === "unknown") return null;
  if (session === "signed-in") return path === "/signin" ? "/dashboard" : null;
  return PUBLIC.has(path) ? null : "/signin";
}

describe("auth gate", () => {
  it("covers all 14 routes of product.md §P2–P3, plus the three pages the e-mails link to", () => {
    expect(ALL_PATHS).toHaveLength(17);
  });

  const sessions: GateSession[] = ["unknown", "signed-out", "anonymous", "signed-in"];
  for (const path of ALL_PATHS) {
    for (const session of sessions) {
      it(`${path} with session ${session} → ${expected(path, session) ?? "stays"}`, () => {
        expect(gateRedirect(path, session)).toBe(expected(path, session));
      });
    }
  }

  it("sends a signed-out visitor from /dashboard to /signin", () => {
    expect(gateRedirect(paths.dashboard, "signed-out")).toBe("/signin");
  });

  it("treats an anonymous upload session as signed out", () => {
    expect(gateRedirect(paths.dashboard, "anonymous")).toBe("/signin");
    expect(gateRedirect(paths.signIn, "anonymous")).toBeNull();
  });

  it("does nothing while the session is unknown", () => {
    expect(gateRedirect(paths.dashboard, "unknown")).toBeNull();
    expect(gateRedirect(paths.signIn, "unknown")).toBeNull();
  });

  it("ignores a trailing slash", () => {
    expect(gateRedirect("/dashboard/", "signed-out")).toBe("/signin");
    expect(gateRedirect("/signin/", "signed-in")).toBe("/dashboard");
  });
});
