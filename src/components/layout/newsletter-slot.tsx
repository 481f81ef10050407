import { Link } from "react-router";
import { paths } from "~/config/paths";
import { NewsletterConsentNote } from "~/features/consent/newsletter-consent-note";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";

export type NewsletterGroup = "creator";
/** A route's `handle.newsletter`: "creator" sends group creator (SPEC §7). */
export type NewsletterSetting = "general" | NewsletterGroup;

export function NewsletterSlot({ setting }: { setting?: NewsletterSetting }) {
  return (
    <section className="site-footer__newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Join the waitlist</h2>
      <p>Get 3 months free access at launch when you join the waitlist.</p>
      {setting ? (
        <>
          <NewsletterForm group={setting === "creator" ? "creator" : undefined} />
          <NewsletterConsentNote />
        </>
      ) : (
        <Link to={paths.brandSignup} className="btn btn--primary">
          Get early access
        </Link>
      )}
    </section>
  );
}
