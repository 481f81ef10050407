import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from "firebase/auth";
import { env } from "~/config/env";
import { firebaseApp } from "./firebase-app";
import { BackendError, type AuthClient, type SessionState, type SessionUser } from "./types";

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
