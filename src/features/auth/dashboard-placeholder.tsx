import { useState } from "react";
import { useGatedSession } from "./gated-session";
import "~/components/ui/card.css";
import "./auth-card.css";

/** product.md: a simple signed-in placeholder until the dashboard opens at launch. */
export function DashboardPlaceholder() {
  const { session, auth } = useGatedSession();
  const [signingOut, setSigningOut] = useState(false);
  // The signed-in layout renders this page only for a signed-in account.
  if (session.status !== "signed-in") return null;

  const onSignOut = async () => {
    setSigningOut(true);
    await auth?.signOut();
  };

  return (
    <section className="auth-page container">
      <div className="card auth-card">
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
