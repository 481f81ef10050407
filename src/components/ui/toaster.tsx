import { useEffect, useState } from "react";
import { Toaster } from "react-hot-toast";

/** Space between the sticky navigation's bottom edge and the first toast. */
const GAP = 12;
/** Where toasts sit when the page has no site navigation: below a 64 px bar. */
const DEFAULT_TOP = 64 + GAP;

/**
 * The viewport offset just below the site's sticky navigation. The navigation is 64 px at the top of
 * the viewport once the page scrolls, but lower while the launch banner above it is still in view,
 * so the offset follows it on scroll and resize.
 */
function useTopBelowNavigation() {
  const [top, setTop] = useState(DEFAULT_TOP);
  useEffect(() => {
    const nav = document.querySelector("header.top-nav");
    if (!nav) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setTop(Math.max(0, Math.round(nav.getBoundingClientRect().bottom)) + GAP);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
  return top;
}

/** product.md §P10: toasts last 4 s (2 s for success); react-hot-toast itself keeps at most 20 at once. */
export default function SiteToaster() {
  const top = useTopBelowNavigation();
  return (
    <Toaster
      position="top-center"
      // Below the sticky navigation, so a toast never covers it or hides behind it.
      containerStyle={{ top }}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        className: "toast",
      }}
    />
  );
}
