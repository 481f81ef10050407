import { useEffect, useState } from "react";
import { BackendError } from "~/lib/backend";
import { useAdminSession } from "./admin-context";

/**
 * How long the admin's sign-in opens the data: firestore.rules, storage.rules and the functions refuse
 * the admin's reads once the ID token's `auth_time` is 12 hours old (docs/security.md, "A second
 * factor for the admin"); refreshing the token does not renew it, only signing in again does.
 */
export const ADMIN_SIGN_IN_WINDOW_MS = 12 * 60 * 60 * 1000;
/** A clock a few minutes off the server's still tells an expired sign-in from another refusal. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** When the ID token's session signed in (its `auth_time`, in ms), or null when the token cannot be read. */
export function signInTimeOf(idToken: string | null): number | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const authTime: unknown = (JSON.parse(new TextDecoder().decode(bytes)) as { auth_time?: unknown }).auth_time;
    return typeof authTime === "number" && Number.isFinite(authTime) ? authTime * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether a refusal is the server's answer to a sign-in past its window: the admin's session (the
 * gate let it in by its `admin` claim) is refused (403, Firestore's permission-denied) and signed in
 * 12 hours ago or more. Any other failure keeps the product's message.
 */
export function isExpiredSignIn(error: unknown, signedInAt: number | null, now: number): boolean {
  if (!(error instanceof BackendError) || error.status !== 403 || signedInAt === null) return false;
  return now - signedInAt >= ADMIN_SIGN_IN_WINDOW_MS - CLOCK_SKEW_MS;
}

/** Whether `error` means the admin must sign in again; null while the sign-in time is being read. */
export function useExpiredSignIn(error: unknown): boolean | null {
  const { signedInAt } = useAdminSession();
  const refused = error instanceof BackendError && error.status === 403;
  const [answer, setAnswer] = useState<{ error: unknown; expired: boolean } | null>(null);

  useEffect(() => {
    if (!refused) return;
    let current = true;
    signedInAt()
      .catch(() => null)
      .then((at) => current && setAnswer({ error, expired: isExpiredSignIn(error, at, Date.now()) }));
    return () => {
      current = false;
    };
  }, [error, refused, signedInAt]);

  if (!refused) return false;
  return answer?.error === error ? answer.expired : null;
}
