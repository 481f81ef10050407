import { useEffect, useState } from "react";

/**
 * The section whose heading was most recently crossed near the top of the viewport,
 * so the contents can mark where the reader is.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return;

    const pickActive = () => {
      // The last heading above the reading line (a third down the screen) is the current section.
      const line = window.innerHeight / 3;
      let current = headings[0]?.id;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading.id;
      }
      setActiveId(current);
    };

    const observer = new IntersectionObserver(pickActive, { rootMargin: "0px 0px -66% 0px" });
    for (const heading of headings) observer.observe(heading);
    pickActive();
    return () => observer.disconnect();
  }, [ids]);

  return activeId;
}
