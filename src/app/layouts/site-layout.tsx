import { Outlet, useMatches } from "react-router";
import "./site-layout.css";
import { Footer } from "~/components/layout/footer";
import { LaunchBanner } from "~/components/layout/launch-banner";
import { TopNav } from "~/components/layout/top-nav";
import { CookieSettingsButton } from "~/features/cookie-consent/cookie-settings-button";
import { NewsletterSlot } from "~/features/newsletter/newsletter-slot";
import type { NewsletterAudience, NewsletterSetting } from "~/features/newsletter/newsletter-settings";

/**
 * The newsletter form sits in the footer of the pages that declare it with `handle.newsletter`
 * (landing, creator, pricing: product.md §P3); pages with a form of their own keep a single
 * e-mail field on screen.
 */
function useNewsletterSetting(): { setting?: NewsletterSetting; audience?: NewsletterAudience } {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { newsletter?: NewsletterSetting; audience?: NewsletterAudience } | undefined;
    if (handle?.newsletter || handle?.audience) return { setting: handle.newsletter, audience: handle.audience };
  }
  return {};
}

/** The public site's chrome: launch banner, navigation, the page, and the footer. */
export default function SiteLayout() {
  const { setting, audience } = useNewsletterSetting();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LaunchBanner />
      <TopNav />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        newsletter={<NewsletterSlot setting={setting} audience={audience} />}
        cookieSettings={<CookieSettingsButton />}
      />
    </>
  );
}
