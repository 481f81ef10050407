import type { Auth } from "firebase-admin/auth";
import type { Caller } from "~/core/context";

export type CallerVerifier = (authorization: string | string[] | undefined) => Promise<Caller | null>;

const sameAddress = (a: string | null | undefined, b: string) =>
  !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Who is calling, from `Authorization: Bearer <ID token>`, verified with firebase-admin (signature,
 * project, expiry, revocation, disabled account). The admin is the account with the custom claim
 * `admin: true` AND the configured ADMIN_EMAIL AND a verified e-mail (product.md: exactly one admin
 * account; an address a stranger registered first is never verified by `npm run admin:create`
 * without a new password and revoked sessions).
 * Against the Auth emulator, whose tokens are unsigned, who the caller is comes from the account
 * record, never from the token's own claims (docs/security.md, "Authentication").
 */
export function createCallerVerifier(auth: Auth, options: { adminEmail: string; emulator: boolean }): CallerVerifier {
  return async (authorization) => {
    const header = Array.isArray(authorization) ? authorization[0] : authorization;
    const token = /^Bearer (.+)$/.exec(header ?? "")?.[1]?.trim();
    if (!token) return null;
    try {
      const decoded = await auth.verifyIdToken(token, true);
      if (options.emulator) {
        const account = await auth.getUser(decoded.uid);
        if (account.disabled) return null;
        const email = account.email ?? null;
        return {
          uid: account.uid,
          email,
          isAdmin:
            account.customClaims?.admin === true && account.emailVerified && sameAddress(email, options.adminEmail),
          isAnonymous: account.providerData.length === 0,
        };
      }
      const email = decoded.email ?? null;
      return {
        uid: decoded.uid,
        email,
        isAdmin: decoded.admin === true && decoded.email_verified === true && sameAddress(email, options.adminEmail),
        isAnonymous: decoded.firebase.sign_in_provider === "anonymous",
      };
    } catch {
      return null;
    }
  };
}
