import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { FOOTER_ID, FOOTER_SCROLL_DELAY_MS } from "./footer-constants";

/** Every route change starts at the top; `#footer` scrolls smoothly to the footer after 100 ms (product.md §P2–P3). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // Only a change of route scrolls: on first load the browser has already placed the page
  // (and the visitor may have started scrolling before hydration).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  useEffect(() => {
    if (hash !== `#${FOOTER_ID}`) return;
    const timer = window.setTimeout(() => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(FOOTER_ID)?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth" });
    }, FOOTER_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
