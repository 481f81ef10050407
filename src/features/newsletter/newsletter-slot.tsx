import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { NewsletterConsentNote } from "./newsletter-consent-note";
import type { NewsletterSetting } from "./newsletter-settings";
// With the page, not the island: the prerendered form is styled before its chunk arrives.
import "./newsletter-form.css";

/**
 * An island: the prerendered page carries the form's markup, and hydrating it waits for this
 * chunk (react-hook-form and the form kit), which keeps them out of the first load of every
 * page with a footer newsletter.
 */
const NewsletterForm = lazy(() => import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })));

export function NewsletterSlot({ setting }: { setting?: NewsletterSetting }) {
  return (
    <section className="site-footer__newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Join the waitlist</h2>
      <p>Get 3 months free access at launch when you join the waitlist.</p>
      {setting ? (
        <>
          <Suspense fallback={null}>
            <NewsletterForm group={setting === "creator" ? "creator" : undefined} />
          </Suspense>
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
