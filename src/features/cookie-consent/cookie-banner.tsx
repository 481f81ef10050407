import { lazy, Suspense, useSyncExternalStore } from "react";
import { readConsent, subscribeConsent } from "~/lib/consent-state";

// The panel, its styles and the cookie writer load only for a visitor who has not answered yet.
const CookieBannerPanel = lazy(() => import("./cookie-banner-panel"));

/** Shown until the visitor answers, and again after the footer's "Cookie settings". */
export function CookieBanner() {
  // Prerendered HTML never contains the banner (server snapshot "answered"), so hydration matches.
  const answered = useSyncExternalStore(
    subscribeConsent,
    () => readConsent() !== undefined,
    () => true,
  );
  return answered ? null : (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
