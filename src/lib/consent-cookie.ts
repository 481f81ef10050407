import Cookies from "js-cookie";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, consentChanged } from "./consent-state";

export function writeConsent(accepted: boolean): void {
  Cookies.set(CONSENT_COOKIE, accepted ? "true" : "false", {
    expires: CONSENT_MAX_AGE_DAYS,
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
  consentChanged();
}

/** Forgets the answer so the banner asks again (the footer's "Cookie settings"). */
export function resetConsent(): void {
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  consentChanged();
}
