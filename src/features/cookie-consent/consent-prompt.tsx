import { Link } from "react-router";
import { paths } from "~/config/paths";
import { writeConsent } from "~/lib/consent-cookie";
import { COOKIE_BANNER_TEXT } from "./cookie-banner-text";
import "./cookie-banner.css";

/**
 * Accept and Decline are the same size and weight: the UK ICO expects rejecting to be as easy as accepting.
 * Loaded only for a visitor who has not answered (cookie-banner.tsx).
 */
export default function ConsentPrompt() {
  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p className="cookie-banner__text">
        {COOKIE_BANNER_TEXT} <Link to={paths.cookiePolicy}>Cookie policy</Link>
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="btn btn--primary" onClick={() => writeConsent(true)}>
          Accept
        </button>
        <button type="button" className="btn btn--primary" onClick={() => writeConsent(false)}>
          Decline
        </button>
      </div>
    </section>
  );
}
