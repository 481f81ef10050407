import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  loadBackend,
  SecondFactorRequired,
  type AuthClient,
  type Backend,
  type SecondFactorChallenge,
  type SessionState,
  type SessionUser,
} from "~/lib/backend";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { DialogProvider } from "../ui/dialogs";
import { NoticeProvider } from "../ui/notices";
import { AdminTitle } from "../ui/section-header";
import { AdminSessionContext, type AdminSession } from "../shared/admin-context";
import { signInTimeOf } from "../shared/sign-in-window";
import { AdminShell } from "./admin-shell";
import { AdminSignIn, type SignInResult } from "./admin-sign-in";
import { ADMIN_MESSAGES } from "./messages";

export interface AdminGateProps {
  session: SessionState;
  /** The auth client, once it has loaded. */
  auth: AuthClient | null;
  children: ReactNode;
}

/**
 * Who may see the panel (docs/product.md §P8.1): the account whose verified session carries the `admin`
 * claim. Every admin call is checked again by the server; this only decides what to show. Any
 * other signed-in account is signed out with the product's message; each sign-in is logged to adminLogins.
 */
export function AdminGate({ session, auth, children }: AdminGateProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const [backend, setBackend] = useState<Backend | null>(null);
  // While the form signs in (and logs the sign-in), the form stays on screen.
  const [signingIn, setSigningIn] = useState(false);

  const user = session.status === "signed-in" && !session.user.isAnonymous ? session.user : null;
  const isAdmin = user?.isAdmin === true;
  const intruder = user !== null && !isAdmin && !signingIn;

  useEffect(() => {
    if (!intruder || !auth) return;
    void auth.signOut().then(() => setNotice(ADMIN_MESSAGES.notAuthorised));
  }, [intruder, auth]);

  useEffect(() => {
    if (!isAdmin) return;
    let cancelled = false;
    loadBackend().then((loaded) => !cancelled && setBackend(loaded));
    return () => {
      cancelled = true;
    };
  }, [isAdmin]);

  /** One step of the sign-in (the password, or the authenticator code after it), then the admin checks. */
  const admit = useCallback(
    async (step: (auth: AuthClient) => Promise<SessionUser>): Promise<SignInResult> => {
      if (!auth) return { failure: ADMIN_MESSAGES.signInFailed };
      setSigningIn(true);
      setNotice(null);
      try {
        const signedIn = await step(auth);
        if (!signedIn.isAdmin) {
          await auth.signOut();
          return { failure: ADMIN_MESSAGES.notAuthorised, restart: true };
        }
        try {
          await (await loadBackend()).adminData.logAdminSignIn();
        } catch {
          // A sign-in that is not on record does not open the panel.
          await auth.signOut();
          return { failure: ADMIN_MESSAGES.signInFailed, restart: true };
        }
        return null;
      } catch (error) {
        if (error instanceof SecondFactorRequired) return { secondFactor: error.challenge };
        const failure = error instanceof Error && error.message ? error.message : ADMIN_MESSAGES.signInFailed;
        const code = (error as { code?: string }).code;
        return { failure, restart: code === "auth/code-expired" };
      } finally {
        setSigningIn(false);
      }
    },
    [auth],
  );
  const signIn = useCallback(
    ({ email, password }: SignInCredentials) => admit((client) => client.signInWithEmail(email, password)),
    [admit],
  );
  const verifyCode = useCallback(
    (challenge: SecondFactorChallenge, code: string) => admit(() => challenge.verify(code)),
    [admit],
  );

  const adminSession = useMemo(
    () => (user && isAdmin && backend && auth ? adminSessionOf(user, backend, auth) : null),
    [user, isAdmin, backend, auth],
  );

  if (signingIn || !isAdmin) {
    if (session.status === "unknown" && !signingIn) return <CheckingSession />;
    // An account that is not the admin, restored from an earlier visit, is being signed out.
    const shown = intruder ? ADMIN_MESSAGES.notAuthorised : notice;
    return <AdminSignIn onSignIn={signIn} onVerifyCode={verifyCode} notice={shown} waiting={!auth || intruder} />;
  }
  if (!adminSession) return <CheckingSession />;

  return (
    <AdminSessionContext.Provider value={adminSession}>
      <NoticeProvider>
        <DialogProvider>
          <AdminShell>{children}</AdminShell>
        </DialogProvider>
      </NoticeProvider>
    </AdminSessionContext.Provider>
  );
}

/** What the admin's screens use: the admin, the backend's admin calls, and the session's sign-out and sign-in time. */
function adminSessionOf(admin: SessionUser, backend: Backend, auth: AuthClient): AdminSession {
  return {
    admin,
    adminData: backend.adminData,
    api: backend.api,
    signOut: () => auth.signOut(),
    signedInAt: () => auth.getIdToken().then(signInTimeOf),
  };
}

function CheckingSession() {
  return (
    <main id="main" className="admin-sign-in" aria-busy="true">
      <AdminTitle title="Admin" />
      <p role="status">Checking your session…</p>
    </main>
  );
}
