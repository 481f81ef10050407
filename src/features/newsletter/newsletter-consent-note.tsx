import { Link } from "react-router";
import { paths } from "~/config/paths";
import { NEWSLETTER_CONSENT_WORDING } from "~/shared/consent";
import "./newsletter-consent-note.css";

/** The newsletter's consent wording, exactly as the server records it with each sign-up. */
export function NewsletterConsentNote() {
  return (
    <p className="newsletter-consent-note">
      {NEWSLETTER_CONSENT_WORDING} <Link to={paths.privacyPolicy}>Privacy Policy</Link>
    </p>
  );
}
