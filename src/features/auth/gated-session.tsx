import { createContext, useContext, type ReactNode } from "react";
import { useAuthGate } from "./use-session";

type GatedSession = ReturnType<typeof useAuthGate>;

const GatedSessionContext = createContext<GatedSession | null>(null);

/** Runs the auth gate (product.md §P2.2) once for every page below it and shares the session. */
export function GatedSessionProvider({ children }: { children: ReactNode }) {
  const gated = useAuthGate();
  return <GatedSessionContext.Provider value={gated}>{children}</GatedSessionContext.Provider>;
}

/** The session of the gated layout this page sits in (see src/routes.ts). */
export function useGatedSession(): GatedSession {
  const gated = useContext(GatedSessionContext);
  if (!gated) throw new Error("useGatedSession needs a gated layout route above it in src/routes.ts");
  return gated;
}

/** True once the visitor is known to be signed in with a real (non-anonymous) account. */
export function isSignedIn(gated: GatedSession): boolean {
  return gated.session.status === "signed-in" && !gated.session.user.isAnonymous && !gated.redirecting;
}
