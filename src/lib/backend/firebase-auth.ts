import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getMultiFactorResolver,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorError,
  type User,
} from "firebase/auth";
import { env } from "~/config/env";
import { firebaseApp } from "./firebase-app";
import {
  BackendError,
  SecondFactorRequired,
  type AuthClient,
  type SecondFactorChallenge,
  type SessionState,
  type SessionUser,
} from "./types";

let auth: Auth | undefined;

/**
 * The app's Auth instance (the Firebase backend's Firestore and Storage send its tokens). As
 * `getAuth` makes it, but without the popup/redirect resolver: the site signs in by e-mail and
 * password or anonymously only, and that resolver loads Google's `apis.google.com/js/api.js` (on
 * phones and Safari at start-up) and a `*.firebaseapp.com` frame, which the CSP then had to allow
 * (docs/security.md, "Response headers").
 */
export function getAppAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (env.VITE_AUTH_EMULATOR_HOST) {
    connectAuthEmulator(auth, `http://${env.VITE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  }
  return auth;
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    isAnonymous: user.isAnonymous,
    isAdmin: token.claims.admin === true,
  };
}

/** Firebase error codes mapped to product.md §P4–P5's sign-in messages. */
export function signInErrorMessage(code: string | undefined): string {
  switch (code) {
    case "auth/invalid-credential":
    case "auth/invalid-email":
    case "auth/user-not-found":
    case "auth/wrong-password":
    case "auth/missing-password":
      return "Invalid email or password";
    case "auth/too-many-requests":
      return "Too many failed attempts. Please try again later.";
    default:
      return "Sign-in failed. Please try again.";
  }
}

/** Firebase error codes of the second step (the authenticator code) mapped to what the admin is told. */
export function secondFactorErrorMessage(code: string | undefined): string {
  switch (code) {
    case "auth/invalid-verification-code":
    case "auth/missing-verification-code":
      return "That code is not right. Enter the current 6-digit code from your authenticator app.";
    case "auth/code-expired":
    case "auth/invalid-multi-factor-session":
    case "auth/missing-multi-factor-session":
      return "The sign-in took too long. Enter your email and password again.";
    case "auth/too-many-requests":
      return "Too many failed attempts. Please try again later.";
    default:
      return "Sign-in failed. Please try again.";
  }
}

const EXPIRED_CODES = new Set([
  "auth/code-expired",
  "auth/invalid-multi-factor-session",
  "auth/missing-multi-factor-session",
]);

/**
 * The second step of a sign-in Firebase answered with `auth/multi-factor-auth-required`: the
 * account's TOTP factor (docs/deploy.md, "Multi-factor for the admin"). An account whose only
 * second factor is not an authenticator app (SMS) cannot sign in here.
 */
function totpChallenge(error: MultiFactorError): SecondFactorChallenge {
  const resolver = getMultiFactorResolver(getAppAuth(), error);
  const totp = resolver.hints.find((hint) => hint.factorId === TotpMultiFactorGenerator.FACTOR_ID);
  if (!totp) {
    throw new BackendError(
      "This account's second factor is not an authenticator app. Sign-in failed.",
      undefined,
      "auth/unsupported-second-factor",
    );
  }
  return {
    async verify(code) {
      try {
        const assertion = TotpMultiFactorGenerator.assertionForSignIn(totp.uid, code);
        const credential = await resolver.resolveSignIn(assertion);
        return await toSessionUser(credential.user);
      } catch (failure) {
        const failureCode = (failure as { code?: string }).code;
        throw new BackendError(
          secondFactorErrorMessage(failureCode),
          undefined,
          failureCode && EXPIRED_CODES.has(failureCode) ? "auth/code-expired" : failureCode,
        );
      }
    },
  };
}

export const firebaseAuthClient: AuthClient = {
  onSessionChange(listener) {
    return onIdTokenChanged(getAppAuth(), (user) => {
      if (!user) {
        listener({ status: "signed-out" });
        return;
      }
      toSessionUser(user).then(
        (sessionUser) => listener({ status: "signed-in", user: sessionUser } satisfies SessionState),
        () => listener({ status: "signed-out" }),
      );
    });
  },
  async signInWithEmail(email, password) {
    try {
      const credential = await signInWithEmailAndPassword(getAppAuth(), email.trim(), password);
      return await toSessionUser(credential.user);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "auth/multi-factor-auth-required") {
        throw new SecondFactorRequired(totpChallenge(error as MultiFactorError));
      }
      throw new BackendError(signInErrorMessage(code), undefined, code);
    }
  },
  async signInAnonymously() {
    const credential = await signInAnonymously(getAppAuth());
    return toSessionUser(credential.user);
  },
  async signOut() {
    await signOut(getAppAuth());
  },
  async getIdToken() {
    return (await getAppAuth().currentUser?.getIdToken()) ?? null;
  },
};
