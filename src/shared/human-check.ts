/** The forms that run the human check, as the check's action names them: a token is good for its own form only. */
export type HumanCheckAction = "creator_application" | "newsletter" | "brand_waitlist" | "contact" | "status_link";

/** The lowest reCAPTCHA v3 score a token needs (Google's suggested default). */
export const MIN_HUMAN_SCORE = 0.5;

const LOCAL_TOKEN_PREFIX = "local-human-check:";

/** What the emulator build's stand-in answers for a form: the token names the form, as Google's answer does. */
export function localHumanCheckToken(action: HumanCheckAction): string {
  return `${LOCAL_TOKEN_PREFIX}${action}`;
}

/**
 * The emulators' check (no reCAPTCHA secret there): a stand-in token passes only for the form it names;
 * any other token (a seed's empty one, a test's own) passes as the check is skipped.
 */
export function localTokenFits(token: string, action: HumanCheckAction | undefined): boolean {
  if (!token.startsWith(LOCAL_TOKEN_PREFIX)) return true;
  return action !== undefined && token === localHumanCheckToken(action);
}
