import type { TestUser } from "~/testing/auth-users";

/**
 * What an attacker can write by hand against the Auth emulator: a real token's payload with any
 * claims changed, re-encoded unsigned (`alg: none`, empty signature).
 */
export function forgeToken(from: TestUser, claims: Record<string, unknown>): TestUser {
  const [, payload = ""] = from.idToken.split(".");
  const original = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const idToken = `${encode({ alg: "none", typ: "JWT" })}.${encode({ ...original, ...claims })}.`;
  return { ...from, idToken };
}

/** Claims that would make any account the admin, if the server believed the token. */
export const ADMIN_CLAIMS = {
  admin: true,
  email: "attacker@example.com",
  email_verified: true,
  firebase: { identities: { email: ["attacker@example.com"] }, sign_in_provider: "password" },
};
