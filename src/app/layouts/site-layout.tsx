import { lazy } from "react";
import { Outlet, useMatches } from "react-router";
import "./site-layout.css";
// With the layout, not the island: the prerendered footer is styled before its chunk arrives.
import "~/components/layout/footer.css";
import "~/features/cookie-consent/cookie-settings-button.css";
import "~/features/newsletter/newsletter-form.css";
import "~/features/newsletter/newsletter-consent-note.css";
import { Island } from "~/components/ui/island";
import { LaunchBanner } from "~/components/layout/launch-banner";
import { TopNav } from "~/components/layout/top-nav";
import type { NewsletterAudience, NewsletterSetting } from "~/features/newsletter/newsletter-settings";

/**
 * An island: the prerendered page carries the footer, and hydrating it waits for this chunk (its links, the
 * newsletter slot, "Cookie settings" with the cookie writer), which keeps them out of every page's first load.
 * Below the fold, nothing in it is needed before the page above it works.
 */
const SiteFooter = lazy(() => import("./site-footer"));

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

/** Only where no page was on screen before: a client-rendered page whose body is still loading. */
function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
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
        {/* Most pages' bodies are islands (their routes load them with `lazy`): on a first load the prerendered
            body stays as it is until its code arrives; on a client navigation this boundary has shown a page
            already, so React keeps the previous page on screen until the next one is ready. */}
        <Island name="page" fallback={<PageLoading />}>
          <Outlet />
        </Island>
      </main>
      <Island name="footer" keepOnFailure>
        <SiteFooter setting={setting} audience={audience} />
      </Island>
    </>
  );
}
