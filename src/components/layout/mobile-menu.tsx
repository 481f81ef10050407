import { useId, useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { MOBILE_NAV_ITEMS } from "./nav-items";
import "./mobile-menu.css";

/** Hamburger menu for narrow screens: closes on outside click, Escape, and route change; no Blog link (product.md §P2–P3). */
export function MobileMenu() {
  // Remembering where the menu was opened closes it on any route change, without an effect.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Listening from the commit that shows the panel, not after the next paint: a tap outside in between (a busy
  // phone, an open right after hydration) would otherwise leave the menu open.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current?.contains(event.target as Node)) return;
      setOpenOn(null);
      swallowNextClick();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div className="mobile-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
      >
        <span className="mobile-menu__bars" aria-hidden="true" data-open={open} />
      </button>
      <nav id={menuId} aria-label="Mobile" className="mobile-menu__panel" hidden={!open}>
        <ul>
          {MOBILE_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className="mobile-menu__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * A tap outside the open menu only closes it: the click that follows the press is swallowed, so
 * a link under the finger is not followed as well. The guard goes once the press is over (or
 * turned into a scroll), so it never eats a later click.
 */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const release = () => {
    // The click is dispatched right after the pointer comes up; drop the guard after it.
    window.setTimeout(() => document.removeEventListener("click", swallow, true), 0);
    document.removeEventListener("pointerup", release, true);
    document.removeEventListener("pointercancel", release, true);
  };
  document.addEventListener("click", swallow, { capture: true, once: true });
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}
