import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { attachMobileMenu, type MobileMenuControl } from "./mobile-menu-behaviour";
import { NavLinkList } from "./nav-link-list";
import { MOBILE_NAV_ITEMS } from "./nav-items";
import "./mobile-menu.css";

/**
 * Hamburger menu for narrow screens: closes on outside click, Escape, and route change; no Blog link (product.md §P2–P3).
 * React renders it closed and never re-renders it open: its behaviour is `attachMobileMenu`, which a public page
 * attaches to the prerendered markup before any React code has loaded (app/public-page.ts).
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const containerRef = useRef<HTMLDivElement>(null);
  const control = useRef<MobileMenuControl>(null);
  const menuId = useId();

  useEffect(() => {
    if (!containerRef.current) return;
    const attached = attachMobileMenu(containerRef.current);
    control.current = attached;
    return () => attached.detach();
  }, []);
  // A route change closes the menu; hydrating does not (the page chrome may have opened it before React arrived).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    control.current?.close();
  }, [pathname]);

  return (
    <div className="mobile-menu" ref={containerRef}>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={false}
        aria-controls={menuId}
        aria-label="Open menu"
      >
        <span className="mobile-menu__bars" aria-hidden="true" data-open={false} />
      </button>
      <nav id={menuId} aria-label="Mobile" className="mobile-menu__panel" hidden>
        <NavLinkList items={MOBILE_NAV_ITEMS} linkClassName="mobile-menu__link" />
      </nav>
    </div>
  );
}
