import { PUBLIC_PATHS, paths } from "~/config/paths";

/** What the gate knows about the visitor. Anonymous sessions (upload owners) count as signed out. */
export type GateSession = "unknown" | "signed-out" | "anonymous" | "signed-in";

/**
 * product.md §P2–P3's auth gate, as a pure decision: where to send the visitor, or null to stay.
 * Nothing happens until the session is known.
 */
export function gateRedirect(pathname: string, session: GateSession): string | null {
  if (session === "unknown") return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (session === "signed-in") return path === paths.signIn ? paths.dashboard : null;
  return (PUBLIC_PATHS as readonly string[]).includes(path) ? null : paths.signIn;
}
