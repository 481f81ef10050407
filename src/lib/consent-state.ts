// What every page needs to know about the visitor's cookie answer, without a cookie library: whether there is
// one, and when it changes. Writing it (src/lib/consent-cookie.ts) loads only with the banner or the footer's
// "Cookie settings", so js-cookie stays out of every page's first load.
export const CONSENT_COOKIE = "CookieConsent";
export const CONSENT_MAX_AGE_DAYS = 365;

export type ConsentAnswer = "true" | "false";

const listeners = new Set<() => void>();
const ANSWER = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(true|false)(?:;|$)`);

export function readConsent(): ConsentAnswer | undefined {
  return ANSWER.exec(document.cookie)?.[1] as ConsentAnswer | undefined;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every subscriber that the answer changed (after consent-cookie.ts wrote or removed it). */
export function consentChanged(): void {
  for (const listener of listeners) listener();
}
