import type { AppCheck } from "firebase-admin/app-check";

/** `consume`: the call writes, so the token must be a limited-use one seen for the first time. */
export type AppCheckGate = (token: string | string[] | undefined, options?: { consume?: boolean }) => Promise<boolean>;

export const APP_CHECK_FAILED = "This request could not be verified. Please reload the page and try again.";

/**
 * App Check (reCAPTCHA Enterprise provider in the browser): an `X-Firebase-AppCheck` token verified
 * with firebase-admin, so scripts that are not the site cannot call the functions. HTTP functions do
 * not get `enforceAppCheck` (callable functions only), hence this gate. Calls that write are verified
 * with `consume: true` (replay protection): the browser sends a limited-use token for each of them,
 * and a token already consumed is refused, so one captured token buys one request, not an hour of
 * them. Not enforced against the emulators: there the site uses the App Check debug provider, whose
 * tokens only a real project can verify (docs/deploy.md).
 */
export function createAppCheckGate(
  appCheck: () => AppCheck,
  options: { enforced: boolean; log: (message: string) => void },
): AppCheckGate {
  if (!options.enforced) return async () => true;
  return async (header, { consume = false } = {}) => {
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return false;
    try {
      const verified = consume
        ? await appCheck().verifyToken(token, { consume: true })
        : await appCheck().verifyToken(token);
      if (consume && verified.alreadyConsumed !== false) {
        options.log("[app-check] refused a token already used (replay)");
        return false;
      }
      return true;
    } catch (error) {
      options.log(`[app-check] refused a token: ${(error as Error).message}`);
      return false;
    }
  };
}
