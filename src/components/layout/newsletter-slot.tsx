export type NewsletterGroup = "creator";

/**
 * Where the footer newsletter form sits. The form itself (with its invisible human
 * check) belongs to the newsletter feature and is mounted here when it lands.
 */
export function NewsletterSlot({ group }: { group?: NewsletterGroup }) {
  return (
    <section
      className="site-footer__newsletter"
      aria-labelledby="newsletter-heading"
      data-newsletter-group={group ?? "general"}
    >
      <h2 id="newsletter-heading">Join the waitlist</h2>
      <p>Get 3 months free access at launch when you join the waitlist.</p>
    </section>
  );
}
