import Cookies from "js-cookie";
import { ATTRIBUTION_STORAGE_KEY } from "./attribution";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, consentChanged } from "./consent-state";

/** Without an accepted answer nothing that measures stays on the device, whichever page the answer changes on. */
function forgetMeasurement(): void {
  try {
    window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // Storage switched off: nothing was kept.
  }
}

export function writeConsent(accepted: boolean): void {
  Cookies.set(CONSENT_COOKIE, accepted ? "true" : "false", {
    expires: CONSENT_MAX_AGE_DAYS,
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
  if (!accepted) forgetMeasurement();
  consentChanged();
}

/** Forgets the answer so the banner asks again (the footer's "Cookie settings"). */
export function resetConsent(): void {
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  forgetMeasurement();
  consentChanged();
}
