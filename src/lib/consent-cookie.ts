import Cookies from "js-cookie";

export const CONSENT_COOKIE = "CookieConsent";
export const CONSENT_MAX_AGE_DAYS = 365;

export type ConsentAnswer = "true" | "false";

const listeners = new Set<() => void>();

export function readConsent(): ConsentAnswer | undefined {
  const value = Cookies.get(CONSENT_COOKIE);
  return value === "true" || value === "false" ? value : undefined;
}

export function writeConsent(accepted: boolean): void {
  Cookies.set(CONSENT_COOKIE, accepted ? "true" : "false", {
    expires: CONSENT_MAX_AGE_DAYS,
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
  for (const listener of listeners) listener();
}

/** Forgets the answer so the banner asks again (the footer's "Cookie settings"). */
export function resetConsent(): void {
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
