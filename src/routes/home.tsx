import { useSyncExternalStore } from "react";
import { pageMeta } from "~/lib/page-meta";
import { FOOTER_SCROLL_SCRIPT } from "~/components/layout/footer-scroll-script";
import { LandingPage } from "~/features/landing/landing-page";

export const meta = () =>
  pageMeta(
    "The Most Data-Driven UGC Platform",
    "Hire pre-vetted UK creators for TikTok and Meta video ads, with AI briefs, performance insights and 1-on-1 creative support. Join the waitlist for 3 months free.",
    "/",
  );

export const handle = { newsletter: "general" };

const noChanges = () => () => {};

/**
 * The first load's `/#footer` script, which only the home page carries. It is in the prerendered page and kept while
 * React hydrates it; a client render never creates it (a script React inserts would not run, and the router's
 * ScrollManager scrolls client navigations).
 */
function FooterScrollScript() {
  const prerendered = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  return prerendered ? <script dangerouslySetInnerHTML={{ __html: FOOTER_SCROLL_SCRIPT }} /> : null;
}

export default function Home() {
  return (
    <>
      <FooterScrollScript />
      <LandingPage />
    </>
  );
}
