import type { IncomingMessage } from "node:http";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type DecodedIdToken, type UserRecord } from "firebase-admin/auth";
import type { Caller } from "~/core/context";

export interface TokenVerifier {
  /** The caller named by a valid `Authorization: Bearer <ID token>`, else null. */
  callerFrom(req: IncomingMessage): Promise<Caller | null>;
  /** Same, from the raw `Authorization` header value. */
  callerFromHeader(header: string | null | undefined): Promise<Caller | null>;
  verify(idToken: string): Promise<Caller | null>;
  close(): Promise<void>;
}

/** Clock skew allowed between the token issuer and this machine. */
const CLOCK_SKEW_SECONDS = 300;

let appCount = 0;

/**
 * Who the account really is, read from the Auth account record, never from the token's own claims:
 * Auth-emulator tokens are unsigned, so anything in them but the uid could be written by the caller.
 * An account with no sign-in provider (no e-mail/password, no Google…) is an anonymous session.
 */
function callerFromAccount(account: UserRecord): Caller {
  return {
    uid: account.uid,
    email: account.email ?? null,
    isAdmin: account.customClaims?.admin === true,
    isAnonymous: account.providerData.length === 0,
  };
}

/**
 * A forged emulator token can carry any `auth_time`; one from the future would slip past the
 * revocation check (tokens issued before the account's `tokensValidAfterTime` are refused).
 */
function issuedInTheFuture(decoded: DecodedIdToken, nowMs: number): boolean {
  const latest = nowMs / 1000 + CLOCK_SKEW_SECONDS;
  return decoded.auth_time > latest || decoded.iat > latest;
}

/**
 * Verifies Firebase ID tokens with firebase-admin: structure, project, expiry, revocation and
 * disabled accounts; in production also the signature. With `authEmulatorHost` (local and CI only)
 * the signature cannot be checked, so trust rests on the account record alone (docs/security.md).
 */
export function createTokenVerifier({
  projectId,
  authEmulatorHost,
  now = Date.now,
}: {
  projectId: string;
  authEmulatorHost?: string;
  now?: () => number;
}): TokenVerifier {
  // firebase-admin reads emulator mode from the environment, so it must say exactly what we were told.
  if (authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  else if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      "FIREBASE_AUTH_EMULATOR_HOST is set in the environment but the server was configured without the Auth " +
        "emulator: refusing to start, since firebase-admin would accept unsigned tokens.",
    );
  }
  const app: App = initializeApp({ projectId }, `embedded-server-${++appCount}`);
  const auth = getAuth(app);
  const emulatorMode = () => Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

  async function verify(idToken: string): Promise<Caller | null> {
    if (emulatorMode() !== Boolean(authEmulatorHost)) return null;
    try {
      const decoded = await auth.verifyIdToken(idToken, true);
      if (issuedInTheFuture(decoded, now())) return null;
      const account = await auth.getUser(decoded.uid);
      if (account.disabled) return null;
      return callerFromAccount(account);
    } catch {
      return null;
    }
  }

  async function callerFromHeader(header: string | null | undefined): Promise<Caller | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
    return match?.[1] ? verify(match[1]) : null;
  }

  return {
    verify,
    callerFromHeader,
    callerFrom: (req) => callerFromHeader(req.headers.authorization),
    close: () => deleteApp(app),
  };
}
