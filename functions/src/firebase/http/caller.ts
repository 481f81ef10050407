import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import type { Caller } from "@functions/core/context";

export type CallerVerifier = (authorization: string | string[] | undefined) => Promise<Caller | null>;

const sameAddress = (a: string | null | undefined, b: string) =>
  !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The admin must have signed in (not merely refreshed a token) this recently: firestore.rules' `signedInRecently`. */
export const ADMIN_SIGN_IN_MAX_AGE_SECONDS = 12 * 60 * 60;
/** The value of `settings/admin.secondFactor` that waives the second factor (written by the emulator seed only). */
export const SECOND_FACTOR_WAIVED = "waived-in-emulator";

export interface CallerOptions {
  adminEmail: string;
  emulator: boolean;
  /** Whether `settings/admin` waives the second factor; read from Firestore unless given. */
  secondFactorWaived?: () => Promise<boolean>;
  /** Unix time in milliseconds. */
  now?: () => number;
  /** Where a verification that failed for another reason than the token itself is said. */
  log?: (message: string) => void;
}

/** What firebase-admin answers for a token that does not name a signed-in caller: no one is calling. */
const NOT_A_CALLER = new Set([
  "auth/argument-error",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/invalid-id-token",
  "auth/user-disabled",
  "auth/user-not-found",
]);

/**
 * Who is calling, from `Authorization: Bearer <ID token>`, verified with firebase-admin (signature,
 * project, expiry, revocation, disabled account). The admin is the account with the custom claim
 * `admin: true` AND the configured ADMIN_EMAIL AND a verified e-mail (product.md: exactly one admin
 * account; an address a stranger registered first is never verified by `npm run admin:create`
 * without a new password and revoked sessions).
 * Against the Auth emulator, whose tokens are unsigned, who the caller is comes from the account
 * record, never from the token's own claims (docs/security.md, "Authentication").
 * The admin's calls also take what firestore.rules take for the admin's reads: a sign-in with the
 * second factor (unless `settings/admin` waives it) within the last 12 hours; otherwise the account
 * is an ordinary one (403).
 */
export function createCallerVerifier(auth: Auth, options: CallerOptions): CallerVerifier {
  // Only the emulators honour the waiver: a deployed function never reads it, whoever wrote it.
  const waived =
    options.secondFactorWaived ?? (options.emulator ? () => secondFactorWaivedIn(auth) : async () => false);
  const now = options.now ?? Date.now;
  return async (authorization) => {
    const header = Array.isArray(authorization) ? authorization[0] : authorization;
    const token = /^Bearer (.+)$/.exec(header ?? "")?.[1]?.trim();
    if (!token) return null;
    try {
      const decoded = await auth.verifyIdToken(token, true);
      const caller = options.emulator
        ? await callerFromAccount(auth, decoded.uid, options.adminEmail)
        : callerFromToken(decoded, options.adminEmail);
      if (caller?.isAdmin && !(await signedInAsTheRulesWant(decoded, waived, now()))) {
        return { ...caller, isAdmin: false };
      }
      return caller;
    } catch (error) {
      // Refused either way (401), but a failure of Auth itself is said, so that it is seen.
      const code = (error as { code?: unknown }).code;
      if (!(typeof code === "string" && NOT_A_CALLER.has(code))) {
        options.log?.(`[auth] could not verify a caller: ${String(code ?? "")} ${(error as Error).message}`);
      }
      return null;
    }
  };
}

/** firestore.rules' `signedInWithSecondFactor() && signedInRecently()`, on the verified token. */
async function signedInAsTheRulesWant(
  decoded: DecodedIdToken,
  waived: () => Promise<boolean>,
  nowMs: number,
): Promise<boolean> {
  const authTime = decoded.auth_time;
  if (typeof authTime !== "number" || !(authTime > nowMs / 1000 - ADMIN_SIGN_IN_MAX_AGE_SECONDS)) return false;
  if (decoded.firebase?.sign_in_second_factor) return true;
  return waived();
}

async function secondFactorWaivedIn(auth: Auth): Promise<boolean> {
  const settings = await getFirestore(auth.app).doc("settings/admin").get();
  return settings.get("secondFactor") === SECOND_FACTOR_WAIVED;
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
