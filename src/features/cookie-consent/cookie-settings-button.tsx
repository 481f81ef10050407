import { resetConsent } from "~/lib/consent-cookie";

/** Withdrawing consent must be as easy as giving it: this brings the banner back. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={resetConsent}>
      Cookie settings
    </button>
  );
}
