import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { isExpiredSignIn, signInTimeOf } from "../sign-in-window";

const base64url = (text: string) => btoa(text).replace(/=+$/, "").replaceAll("+", "-").replaceAll("/", "_");
const token = (claims: object) => `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`;

const HOUR_MS = 60 * 60 * 1000;
const refused = new BackendError("You are not authorized to perform this action", 403, "permission-denied");

describe("the admin's sign-in window", () => {
  it("reads when the session signed in from the ID token's auth_time", () => {
    // "~~~>" encodes with base64's + and /, which base64url writes as - and _.
    const idToken = token({ name: "~~~>", auth_time: 1_767_225_600 });
    expect(idToken).toMatch(/[-_]/);
    expect(signInTimeOf(idToken)).toBe(1_767_225_600_000);
  });

  it("answers null for a token it cannot read", () => {
    expect(signInTimeOf(null)).toBeNull();
    expect(signInTimeOf("not-a-token")).toBeNull();
    expect(signInTimeOf("a.%%%.b")).toBeNull();
    expect(signInTimeOf(token({ sub: "admin" }))).toBeNull();
  });

  it("takes a refusal of a sign-in 12 hours old for an expired one, and nothing else", () => {
    const now = Date.parse("2026-03-02T09:00:00.000Z");
    expect(isExpiredSignIn(refused, now - 12 * HOUR_MS, now)).toBe(true);
    expect(isExpiredSignIn(refused, now - 11 * HOUR_MS, now)).toBe(false);
    expect(isExpiredSignIn(refused, null, now)).toBe(false);
    expect(isExpiredSignIn(new BackendError("Server down", 500), now - 13 * HOUR_MS, now)).toBe(false);
    expect(isExpiredSignIn(new BackendError("Authentication required", 401), now - 13 * HOUR_MS, now)).toBe(false);
  });
});
