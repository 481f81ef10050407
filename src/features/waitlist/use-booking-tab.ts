import { useCallback, useEffect, useRef, useState } from "react";
import { BOOKING_URL } from "~/shared/brand";
import { BOOKING_DELAY_MS } from "./waitlist-copy";

/**
 * Opens the 30-minute call booking page in a new tab a moment after sign-up (product.md §P2–P3). Browsers
 * may block a pop-up that does not follow a click directly: `blocked` then asks for a visible link.
 */
export function useBookingTab(url: string = BOOKING_URL) {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    setBlocked(false);
  }, []);

  const openSoon = useCallback(() => {
    clearTimeout(timer.current);
    setBlocked(false);
    timer.current = setTimeout(() => {
      const tab = window.open(url, "_blank");
      if (!tab) {
        setBlocked(true);
        return;
      }
      // The booking page gets no handle on this tab (the tab is still about:blank, so this is allowed).
      try {
        tab.opener = null;
      } catch {
        // Some browsers already isolate the new tab.
      }
    }, BOOKING_DELAY_MS);
  }, [url]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { url, blocked, openSoon, cancel };
}
