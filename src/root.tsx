// The base styles come first, so every component's own CSS follows them in the bundle.
import "./styles/global.css";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { BRAND_NAME } from "~/shared/brand";
import { startPageChrome } from "~/app/public-page";
import { ScrollManager } from "~/components/layout/scroll-manager";
import { ChunkLoadNotice, isChunkLoadError } from "~/components/layout/chunk-load-error";
import { ToastHost } from "~/components/ui/toast-host";
import { reportError } from "~/lib/error-reports";
import { adoptInlinedStylesheets } from "~/lib/inlined-styles";
import "./root.css";
// With every page: the prompt is drawn before React loads (app/public-page.ts).
import "~/features/cookie-consent/cookie-banner.css";

/** The title of pages without their own, such as the client-only routes' loading shell (__spa-fallback.html). */
export const meta: Route.MetaFunction = () => [{ title: BRAND_NAME }];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f0d1a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  // The build inlines each page's CSS and defers its links (scripts/inline-css.ts); they go back to React
  // Router on the first client navigation, which changes which stylesheets apply anyway. Doing it at load
  // restyled the whole page once more for nothing (24 ms on `/` on this machine, ~100 ms of blocking time
  // at a phone's 4x slowdown). Before the new page paints, so it never shows with the old page's inline CSS.
  const location = useLocation();
  const landedOn = useRef(location.key);
  useLayoutEffect(() => {
    if (location.key !== landedOn.current) adoptInlinedStylesheets();
  }, [location.key]);
  // On a prerendered public page the chrome started before React did (this call then finds it running).
  useEffect(() => startPageChrome(), []);
  return (
    <>
      <ScrollManager />
      <Outlet />
      <ToastHost />
    </>
  );
}

export function HydrateFallback() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="page-loading__text">Loading {BRAND_NAME}…</span>
      {/* These pages are made in the browser (the links in e-mails, sign-in): without JavaScript, nothing is loading,
          and the page says so. The style is here, not in the stylesheet every page carries inline. */}
      <noscript>
        <style>{".page-loading .spinner,.page-loading__text{display:none}"}</style>
        <p className="page-loading__noscript">This page needs JavaScript: turn it on and reload the page.</p>
      </noscript>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A 404 is an answer, not a fault; anything else that reaches here is reported once.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(isChunkLoadError(error) ? "chunk" : "render", error);
  }, [error]);
  if (isChunkLoadError(error)) return <ChunkLoadNotice />;
  const heading = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="error-page" id="main">
      <h1>{heading}</h1>
      <p>Sorry — this page hit an unexpected problem. Please try again, or head back to the home page.</p>
      <p className="error-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className="btn btn--secondary" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
