import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { loadAuthClient, type AuthClient, type SessionState } from "~/lib/backend";
import { gateRedirect, type GateSession } from "./gate";

export function toGateSession(session: SessionState): GateSession {
  if (session.status !== "signed-in") return session.status;
  return session.user.isAnonymous ? "anonymous" : "signed-in";
}

/** The current session, and the auth client once it has loaded. */
export function useSession(): { session: SessionState; auth: AuthClient | null } {
  const [session, setSession] = useState<SessionState>({ status: "unknown" });
  const [auth, setAuth] = useState<AuthClient | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    loadAuthClient().then(
      (client) => {
        if (cancelled) return;
        setAuth(client);
        unsubscribe = client.onSessionChange(setSession);
      },
      () => {
        if (!cancelled) setSession({ status: "signed-out" });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  return { session, auth };
}

/** Applies the gate to the current path once the session is known; returns the session. */
export function useAuthGate() {
  const state = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = gateRedirect(pathname, toGateSession(state.session));

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  return { ...state, redirecting: target !== null };
}
