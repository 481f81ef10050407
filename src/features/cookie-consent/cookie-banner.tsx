import { lazy, Suspense, useSyncExternalStore } from "react";
import { IslandBoundary } from "~/components/ui/island-boundary";
import { readConsent, subscribeConsent } from "~/lib/consent-state";

// The panel, its styles and the cookie writer load only for a visitor who has not answered yet. Its file is not
// named after cookie banners: blockers' lists refuse such URLs, and a refused chunk must not break the page.
const ConsentPrompt = lazy(() => import("./consent-prompt"));

/** Shown until the visitor answers, and again after the footer's "Cookie settings". */
export function CookieBanner() {
  // Prerendered HTML never contains the banner (server snapshot "answered"), so hydration matches.
  const answered = useSyncExternalStore(
    subscribeConsent,
    () => readConsent() !== undefined,
    () => true,
  );
  return answered ? null : (
    <IslandBoundary fallback={null}>
      <Suspense fallback={null}>
        <ConsentPrompt />
      </Suspense>
    </IslandBoundary>
  );
}
