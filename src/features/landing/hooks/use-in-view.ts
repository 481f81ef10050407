import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element is currently at least `threshold` visible; follows it in and out of view. `rootMargin`
 * grows the viewport it is measured against ("100% 0px": within a screen's height of it).
 */
export function useInView(ref: RefObject<Element | null>, threshold: number, rootMargin?: string): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);

  return inView;
}
