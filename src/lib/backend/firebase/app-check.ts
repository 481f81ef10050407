import {
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from "firebase/app-check";
import { env } from "~/config/env";
import { firebaseApp } from "../firebase-app";

let instance: AppCheck | null | undefined;

/**
 * App Check proves requests come from this site, so Functions and Storage can refuse scripts
 * (docs/security.md). reCAPTCHA Enterprise, not v3: its `grecaptcha.enterprise` never clashes with
 * the v2 widget of the forms. Not set up without a key (the emulators do not check it).
 */
export function appCheck(): AppCheck | null {
  if (instance !== undefined) return instance;
  if (!env.VITE_APP_CHECK_SITE_KEY) return (instance = null);
  if (env.VITE_APP_CHECK_DEBUG_TOKEN) {
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      env.VITE_APP_CHECK_DEBUG_TOKEN;
  }
  instance = initializeAppCheck(firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(env.VITE_APP_CHECK_SITE_KEY),
    isTokenAutoRefreshEnabled: true,
  });
  return instance;
}

/**
 * The `X-Firebase-AppCheck` header for calls to the functions; none when App Check is off or failed
 * (the function then answers 401 and the caller shows its message). Calls that write send a
 * limited-use token, which the function consumes: a copied token cannot be replayed.
 */
export async function appCheckHeaders(options: { limitedUse?: boolean } = {}): Promise<Record<string, string>> {
  const check = appCheck();
  if (!check) return {};
  try {
    const { token } = options.limitedUse ? await getLimitedUseToken(check) : await getToken(check);
    return { "X-Firebase-AppCheck": token };
  } catch {
    return {};
  }
}
