import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { announceHydrated, ISLAND_ATTRIBUTE } from "~/lib/hydration";

/** The island's last child: its effect runs once everything before it in the boundary has hydrated and run its own. */
function Hydrated({ island }: { island: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    if (island.current) announceHydrated(island.current);
  }, [island]);
  return null;
}

/**
 * A lazily loaded part of a page (a form, the carousel, the footer, a page's body): the prerendered page carries its
 * markup, React hydrates it once its chunk has arrived, and it then says so (`data-hydrated` on its element, which
 * has no box of its own: src/lib/hydration.ts). `name` says what it holds.
 */
export function Island({
  name,
  fallback = null,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className="island" ref={ref} {...{ [ISLAND_ATTRIBUTE]: name }}>
      <Suspense fallback={fallback}>
        {children}
        <Hydrated island={ref} />
      </Suspense>
    </div>
  );
}
