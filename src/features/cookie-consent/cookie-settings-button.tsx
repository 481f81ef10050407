import { useHydrated } from "~/components/form/use-hydrated";
import { resetConsent } from "~/lib/consent-cookie";
import "./cookie-settings-button.css";

/**
 * Withdrawing consent must be as easy as giving it: this brings the banner back. Part of the footer's island,
 * so it stays disabled until that has hydrated: a click before then would do nothing.
 */
export function CookieSettingsButton() {
  const hydrated = useHydrated();
  return (
    <button type="button" className="link-button" onClick={resetConsent} disabled={!hydrated}>
      Cookie settings
    </button>
  );
}
