import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { readConsent, subscribeConsent, writeConsent } from "~/lib/consent-cookie";
import "./cookie-banner.css";

export const COOKIE_BANNER_TEXT =
  "We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.";

/**
 * Shown until the visitor answers. Accept and Decline are the same size and weight:
 * the UK ICO expects rejecting to be as easy as accepting.
 */
export function CookieBanner() {
  // Prerendered HTML never contains the banner (server snapshot "answered"), so hydration matches.
  const answered = useSyncExternalStore(
    subscribeConsent,
    () => readConsent() !== undefined,
    () => true,
  );

  if (answered) return null;

  const answer = (accepted: boolean) => writeConsent(accepted);

  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p className="cookie-banner__text">
        {COOKIE_BANNER_TEXT} <Link to={paths.cookiePolicy}>Cookie policy</Link>
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="btn btn--primary" onClick={() => answer(true)}>
          Accept
        </button>
        <button type="button" className="btn btn--primary" onClick={() => answer(false)}>
          Decline
        </button>
      </div>
    </section>
  );
}
