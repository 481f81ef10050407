import { Outlet } from "react-router";
import { GatedSessionProvider, isSignedIn, useGatedSession } from "~/features/auth/gated-session";

function SignedInOnly() {
  if (!isSignedIn(useGatedSession())) {
    return (
      <section className="auth-page container" aria-busy="true">
        <p role="status">Checking your session…</p>
      </section>
    );
  }
  return <Outlet />;
}

/**
 * Every page below this layout is for signed-in accounts: a signed-out or anonymous visitor is
 * sent to /signin, and nothing of the page renders until the session is known.
 */
export default function SignedInLayout() {
  return (
    <GatedSessionProvider>
      <SignedInOnly />
    </GatedSessionProvider>
  );
}
