import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has first been at least `threshold` visible (optionally grown by `rootMargin`);
 * it then stops observing, so whatever it unlocks (video sources, a lazy chunk) loads exactly once.
 */
export function useFirstVisible(ref: RefObject<Element | null>, threshold: number, rootMargin = "0px"): boolean {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, visible]);

  return visible;
}
