import {
  BackendError,
  SecondFactorRequired,
  type AuthClient,
  type SessionState,
  type SessionUser,
} from "~/lib/backend";
import { secondFactorErrorMessage } from "~/lib/backend/firebase-auth";
import { spy, type Spied } from "./spy";

interface MemoryAccount {
  email: string;
  password: string;
  admin?: boolean;
  /** The code the account's authenticator app shows now: sign-in then asks for it (TOTP). */
  totp?: string;
}

/** Accounts and the one current session, as the Auth emulator would keep them. */
export interface MemoryAuth {
  client: Spied<AuthClient>;
  /** The signed-in user, or null. */
  current(): SessionUser | null;
  addAccount(account: MemoryAccount): SessionUser;
  /**
   * Signs `email` in without a password, as if the session had been restored on load; `signedInAt`
   * (ms, now by default) is when that sign-in happened, the ID token's `auth_time`.
   */
  signInAs(email: string, options?: { signedInAt?: number }): SessionUser;
  /** When the current session signed in (ms), or null when signed out. */
  signedInAt(): number | null;
  /** Makes every open second-factor challenge time out, as Firebase's does after a few minutes. */
  expireChallenges(): void;
}

export function createMemoryAuth(): MemoryAuth {
  const accounts = new Map<string, { password: string; totp?: string; user: SessionUser }>();
  let challengeEpoch = 0;
  const listeners = new Set<(session: SessionState) => void>();
  let session: SessionUser | null = null;
  let signedInAt: number | null = null;
  let nextUid = 1;

  const state = (): SessionState => (session ? { status: "signed-in", user: session } : { status: "signed-out" });

  function setSession(user: SessionUser | null, at = Date.now()): void {
    session = user;
    signedInAt = user ? at : null;
    for (const listener of listeners) listener(state());
  }

  function accountFor(email: string) {
    const account = accounts.get(email.trim().toLowerCase());
    if (!account) throw new Error(`No memory account for ${email}: call addAccount first`);
    return account;
  }

  const client: Spied<AuthClient> = {
    onSessionChange: spy((listener) => {
      listeners.add(listener);
      // Firebase answers once the stored session is restored, never synchronously.
      queueMicrotask(() => listeners.has(listener) && listener(state()));
      return () => void listeners.delete(listener);
    }),
    signInWithEmail: spy(async (email, password) => {
      const account = accounts.get(email.trim().toLowerCase());
      if (!account || account.password !== password) {
        throw new BackendError("Invalid email or password", undefined, "auth/invalid-credential");
      }
      const { totp } = account;
      if (totp !== undefined) {
        const epoch = challengeEpoch;
        throw new SecondFactorRequired({
          async verify(code) {
            const failure =
              epoch !== challengeEpoch ? "auth/code-expired" : code !== totp ? "auth/invalid-verification-code" : null;
            if (failure) throw new BackendError(secondFactorErrorMessage(failure), undefined, failure);
            setSession(account.user);
            return account.user;
          },
        });
      }
      setSession(account.user);
      return account.user;
    }),
    signInAnonymously: spy(async () => {
      const user: SessionUser = { uid: `anonymous-${nextUid++}`, email: null, isAnonymous: true, isAdmin: false };
      setSession(user);
      return user;
    }),
    signOut: spy(async () => setSession(null)),
    getIdToken: spy(async () => (session && signedInAt !== null ? idToken(session, signedInAt) : null)),
  };

  return {
    client,
    current: () => session,
    addAccount({ email, password, admin = false, totp }) {
      const user: SessionUser = { uid: `user-${nextUid++}`, email, isAnonymous: false, isAdmin: admin };
      accounts.set(email.toLowerCase(), { password, totp, user });
      return user;
    },
    signInAs(email, { signedInAt: at } = {}) {
      const { user } = accountFor(email);
      setSession(user, at);
      return user;
    },
    signedInAt: () => signedInAt,
    expireChallenges() {
      challengeEpoch += 1;
    },
  };
}

/** An unsigned ID token shaped as the Auth emulator's: its claims (`auth_time`, `admin`) say what Firebase's would. */
function idToken(user: SessionUser, signedInAt: number): string {
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, "")
      .replaceAll("+", "-")
      .replaceAll("/", "_");
  const claims = { sub: user.uid, email: user.email, admin: user.isAdmin, auth_time: Math.floor(signedInAt / 1000) };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}
