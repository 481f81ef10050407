import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { announceHydrated, announceIslandFailed, ISLAND_ATTRIBUTE, ISLAND_FAILED_ATTRIBUTE } from "~/lib/hydration";
import { IslandBoundary } from "./island-boundary";

/** The island's last child: its effect runs once everything before it in the boundary has hydrated and run its own. */
function Hydrated({ island }: { island: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    if (island.current) announceHydrated(island.current);
  }, [island]);
  return null;
}

/** The island's markup as the prerendered page holds it, before React has touched it (null anywhere else). */
function prerendered(name: string): { __html: string } | null {
  if (typeof document === "undefined") return null;
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(name)}"]`);
  return element ? { __html: element.innerHTML } : null;
}

/** What a failed island shows: its prerendered markup (links still lead on), marked failed. */
function Failed({ name, html }: { name: string; html: { __html: string } | null }) {
  useEffect(announceIslandFailed, []);
  return (
    <div
      className="island"
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_FAILED_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={html ?? undefined}
    />
  );
}

/**
 * A lazily loaded part of a page (a form, the carousel, the footer, a page's body): the prerendered page carries its
 * markup, React hydrates it once its chunk has arrived, and it then says so (`data-hydrated` on its element, which
 * has no box of its own: src/lib/hydration.ts). `name` says what it holds. With `keepOnFailure`, a chunk that cannot
 * be loaded leaves the part's markup in place (and presses on it answered by the new-version notice) instead of
 * taking the page down; without it, the failure reaches the route's error page ("A new version is available").
 */
export function Island({
  name,
  fallback = null,
  keepOnFailure = false,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  keepOnFailure?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [html] = useState(() => (keepOnFailure ? prerendered(name) : null));
  const island = (
    <div className="island" ref={ref} {...{ [ISLAND_ATTRIBUTE]: name }}>
      <Suspense fallback={fallback}>
        {children}
        <Hydrated island={ref} />
      </Suspense>
    </div>
  );
  return keepOnFailure ? (
    <IslandBoundary fallback={<Failed name={name} html={html} />}>{island}</IslandBoundary>
  ) : (
    island
  );
}
