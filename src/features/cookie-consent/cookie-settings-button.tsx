import { resetConsent } from "~/lib/consent-cookie";
import "./cookie-settings-button.css";

/** Withdrawing consent must be as easy as giving it: this brings the banner back. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={resetConsent}>
      Cookie settings
    </button>
  );
}
