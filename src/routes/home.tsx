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

export default function Home() {
  return (
    <>
      {/* Only the home page has a footer to scroll to on its first load: no other page carries the script. */}
      <script dangerouslySetInnerHTML={{ __html: FOOTER_SCROLL_SCRIPT }} />
      <LandingPage />
    </>
  );
}
