import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * Lands on the section the URL's hash names, when it is one of `ids`.
 *
 * - After a client navigation (a location `key` of its own) the site has scrolled to the top (ScrollManager):
 *   the page scrolls to the section.
 * - On the page the visitor landed on (`key` "default") the browser jumped to it already, before this code (an
 *   island) arrived, and the visitor may have scrolled since: nothing moves.
 * - Unless the body was rendered afresh instead of hydrated: a contents link pressed while the island's code was
 *   still on its way updates the router, and an update that reaches a body React has not hydrated yet makes React
 *   replace it, which loses the browser's jump. Then the page scrolls to the section too.
 */
export function useSectionFromHash(ids: readonly string[]) {
  const { key } = useLocation();
  // In the render, before React commits: the prerendered section is in the document only when hydrating it.
  const [renderedAfresh] = useState(() => typeof document !== "undefined" && !document.getElementById(ids[0] ?? ""));
  useEffect(() => {
    if (key === "default" && !renderedAfresh) return;
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (target && ids.includes(target)) document.getElementById(target)?.scrollIntoView();
  }, [ids, key, renderedAfresh]);
}
