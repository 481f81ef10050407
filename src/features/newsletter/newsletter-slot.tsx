import { Link } from "react-router";
import { paths } from "~/config/paths";
import { NewsletterForm } from "./newsletter-form";

import type { NewsletterSetting } from "./newsletter-settings";

export function NewsletterSlot({ setting }: { setting?: NewsletterSetting }) {
  return (
    <section className="site-footer__newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Join the waitlist</h2>
      <p>Get 3 months free access at launch when you join the waitlist.</p>
      {setting ? (
        <NewsletterForm group={setting === "creator" ? "creator" : undefined} />
      ) : (
        <Link to={paths.brandSignup} className="btn btn--primary">
          Get early access
        </Link>
      )}
    </section>
  );
}
