import { lazy } from "react";
import { Island } from "~/components/ui/island";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { NewsletterConsentNote } from "./newsletter-consent-note";
import { NEWSLETTER_COPY, type NewsletterAudience, type NewsletterSetting } from "./newsletter-settings";
// With the page, not the island: the prerendered form is styled before its chunk arrives.
import "./newsletter-form.css";

/**
 * An island: the prerendered page carries the form's markup, and hydrating it waits for this
 * chunk (react-hook-form and the form kit), which keeps them out of the first load of every
 * page with a footer newsletter.
 */
const NewsletterForm = lazy(() => import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })));

export function NewsletterSlot({
  setting,
  audience = setting === "creator" ? "creator" : "brand",
}: {
  setting?: NewsletterSetting;
  audience?: NewsletterAudience;
}) {
  const copy = NEWSLETTER_COPY[audience];
  return (
    <section className="site-footer__newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{copy.heading}</h2>
      <p>{copy.text}</p>
      {setting ? (
        <>
          <Island name="newsletter-form" keepOnFailure>
            <NewsletterForm group={setting === "creator" ? "creator" : undefined} placeholder={copy.placeholder} />
          </Island>
          <NewsletterConsentNote />
        </>
      ) : audience === "creator" ? (
        <p>{copy.withoutForm}</p>
      ) : (
        <Link to={paths.brandSignup} className="btn btn--primary">
          Get early access
        </Link>
      )}
    </section>
  );
}
