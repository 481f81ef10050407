import "./cookie-settings-button.css";

/**
 * Withdrawing consent must be as easy as giving it: this brings the banner back. Its click is handled by the
 * cookie prompt (consent-prompt.ts, listening from the first paint on), so it works before React has loaded.
 */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" data-cookie-settings="">
      Cookie settings
    </button>
  );
}
