import { useState } from "react";
import { useAuthGate } from "./use-session";
import "./auth-card.css";

/** ARCHITECTURE §5: a simple signed-in placeholder until the dashboard opens at launch. */
export function DashboardPlaceholder() {
  const { session, auth, redirecting } = useAuthGate();
  const [signingOut, setSigningOut] = useState(false);

  if (session.status !== "signed-in" || redirecting || session.user.isAnonymous) {
    return (
      <section className="auth-page container" aria-busy="true">
        <p role="status">Checking your session…</p>
      </section>
    );
  }

  const onSignOut = async () => {
    setSigningOut(true);
    await auth?.signOut();
  };

  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Your dashboard</h1>
        <p>
          Signed in as <strong>{session.user.email}</strong>.
        </p>
        <p>Your dashboard opens at launch. We&rsquo;ll e-mail you as soon as it&rsquo;s ready.</p>
        <button type="button" className="btn btn--secondary" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? "Signing out..." : "Sign out"}
        </button>
      </div>
    </section>
  );
}
