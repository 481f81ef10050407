import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { FOOTER_ID, FOOTER_SCROLL_DELAY_MS } from "./footer-constants";

/** Every route change starts at the top; `#footer` scrolls smoothly to the footer after 100 ms (product.md §P2–P3). */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  // Only a change of route scrolls: on first load the browser has already placed the page
  // (and the visitor may have started scrolling before hydration).
  const shownPath = useRef(pathname);
  // The focus, left on the link that led here (the navigation's, the footer's), starts on the new page's content too;
  // a move made from within the content (a list's row opening its detail) keeps the focus it placed.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const main = document.getElementById("main");
    if (main && !hash && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, hash]);

  // The first load of /#footer is scrolled by the page's own inline script (footer-scroll-script.ts), before and
  // without React: only a client navigation to it scrolls here (Back to the first page too, once the visitor has
  // moved on), so the app starting later never pulls the page back.
  const landedOn = useRef(key);
  const moved = useRef(false);
  useEffect(() => {
    if (key !== landedOn.current) moved.current = true;
  }, [key]);
  useEffect(() => {
    if (hash !== `#${FOOTER_ID}` || !moved.current) return;
    let stopFollowing = () => {};
    const timer = window.setTimeout(() => {
      const footer = document.getElementById(FOOTER_ID);
      if (!footer) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const scrollToFooter = () => footer.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth" });
      scrollToFooter();
      stopFollowing = followWhileLayoutSettles(scrollToFooter);
    }, FOOTER_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopFollowing();
    };
  }, [pathname, hash, key]);

  return null;
}

const SETTLE_MS = 3_000;
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Images and lazily loaded sections above the footer keep growing after the scroll began (on a
 * phone they pushed the footer below the screen): aim again whenever the page's height changes,
 * for a few seconds, and stop at once when the visitor scrolls or types themselves.
 */
function followWhileLayoutSettles(scrollToFooter: () => void): () => void {
  let lastHeight = document.documentElement.scrollHeight;
  const observer = new ResizeObserver(() => {
    const height = document.documentElement.scrollHeight;
    if (height === lastHeight) return;
    lastHeight = height;
    scrollToFooter();
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}
