import type { AppCheck } from "firebase-admin/app-check";

export type AppCheckGate = (token: string | string[] | undefined) => Promise<boolean>;

export const APP_CHECK_FAILED = "This request could not be verified. Please reload the page and try again.";

/**
 * App Check (reCAPTCHA provider in the browser): an `X-Firebase-AppCheck` token verified with
 * firebase-admin, so scripts that are not the site cannot call the functions. HTTP functions do not
 * get `enforceAppCheck` (callable functions only), hence this gate. Not enforced against the
 * emulators: there the site uses the App Check debug provider, whose tokens only a real project
 * can verify (docs/deploy.md).
 */
export function createAppCheckGate(
  appCheck: () => AppCheck,
  options: { enforced: boolean; log: (message: string) => void },
): AppCheckGate {
  if (!options.enforced) return async () => true;
  return async (header) => {
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return false;
    try {
      await appCheck().verifyToken(token);
      return true;
    } catch (error) {
      options.log(`[app-check] refused a token: ${(error as Error).message}`);
      return false;
    }
  };
}
