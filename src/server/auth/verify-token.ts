import type { IncomingMessage } from "node:http";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type { Caller } from "~/core/context";

export interface TokenVerifier {
  /** The caller named by a valid `Authorization: Bearer <ID token>`, else null. */
  callerFrom(req: IncomingMessage): Promise<Caller | null>;
  /** Same, from the raw `Authorization` header value. */
  callerFromHeader(header: string | null | undefined): Promise<Caller | null>;
  verify(idToken: string): Promise<Caller | null>;
  close(): Promise<void>;
}

let appCount = 0;

/**
 * Verifies Firebase ID tokens with firebase-admin. Against the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST) tokens are unsigned, which firebase-admin accepts only there.
 */
export function createTokenVerifier({
  projectId,
  authEmulatorHost,
}: {
  projectId: string;
  authEmulatorHost?: string;
}): TokenVerifier {
  if (authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  const app: App = initializeApp({ projectId }, `embedded-server-${++appCount}`);
  const auth = getAuth(app);

  async function verify(idToken: string): Promise<Caller | null> {
    try {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        isAdmin: decoded.admin === true,
        isAnonymous: decoded.firebase.sign_in_provider === "anonymous",
      };
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
