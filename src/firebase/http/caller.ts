import type { Auth, DecodedIdToken } from "firebase-admin/auth";
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
      return options.emulator
        ? await callerFromAccount(auth, decoded.uid, options.adminEmail)
        : callerFromToken(decoded, options.adminEmail);
    } catch {
      return null;
    }
  };
}

/** Against the emulator: who the caller is, from the account record (its tokens are unsigned). */
async function callerFromAccount(auth: Auth, uid: string, adminEmail: string): Promise<Caller | null> {
  const account = await auth.getUser(uid);
  if (account.disabled) return null;
  const email = account.email ?? null;
  return {
    uid: account.uid,
    email,
    isAdmin: account.customClaims?.admin === true && account.emailVerified && sameAddress(email, adminEmail),
    isAnonymous: account.providerData.length === 0,
  };
}

/** In production: who the caller is, from the verified token's claims. */
function callerFromToken(decoded: DecodedIdToken, adminEmail: string): Caller {
  const email = decoded.email ?? null;
  return {
    uid: decoded.uid,
    email,
    isAdmin: decoded.admin === true && decoded.email_verified === true && sameAddress(email, adminEmail),
    isAnonymous: decoded.firebase.sign_in_provider === "anonymous",
  };
}
