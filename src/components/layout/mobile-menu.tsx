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
  // phone, an open right after hydration) would otherwise leave the menu open. On window, capturing: React stops a
  // press on a part of the page whose code has not arrived yet (the footer, a page body) at the document, so a
  // listener there would never hear a tap on it.
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
    window.addEventListener("pointerdown", onPointerDown, true);
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      window.removeEventListener("pointerdown", onPointerDown, true);
      window.removeEventListener("keydown", onKeyDown, true);
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
 * A tap outside the open menu only closes it: the click that follows the press is swallowed, so a link under the
 * finger is not followed as well. The guard goes with that click, or when the press turns into a scroll, or at the
 * next press or key (whichever comes first), so it never eats a later click. No timer: a phone may deliver a tap's
 * click well after its pointer came up.
 */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    release();
  };
  const release = () => {
    window.removeEventListener("click", swallow, true);
    window.removeEventListener("pointercancel", release, true);
    window.removeEventListener("pointerdown", release, true);
    window.removeEventListener("keydown", release, true);
  };
  window.addEventListener("click", swallow, true);
  window.addEventListener("pointercancel", release, true);
  // Added while this press is being dispatched, so they first hear the next one.
  window.addEventListener("pointerdown", release, true);
  window.addEventListener("keydown", release, true);
}
