import { NewsletterForm } from "~/features/newsletter/newsletter-form";

export type NewsletterGroup = "creator";

/** The footer's newsletter block; the creator page sends group "creator" (route handle). */
export function NewsletterSlot({ group }: { group?: NewsletterGroup }) {
  return (
    <section className="site-footer__newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Join the waitlist</h2>
      <p>Get 3 months free access at launch when you join the waitlist.</p>
      <NewsletterForm group={group} />
    </section>
  );
}
