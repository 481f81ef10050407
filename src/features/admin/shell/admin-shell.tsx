import { useEffect, useRef, useState, type ReactNode } from "react";
import { NavLink, useNavigate } from "react-router";
import { BRAND_NAME } from "~/shared/brand";
import { ADMIN_SECTIONS, adminPaths } from "../admin-paths";
import { useAdminSession } from "../shared/admin-context";
import "./shell.css";

/**
 * The panel's frame: the sidebar of docs/product.md §P8 (Creator Applications, Brand Sign Ups, Creators, Contact,
 * Log out) plus Overview, Newsletter and Activity. Below the tablet width the sidebar folds into a
 * menu button, so each screen gets the whole width of a phone.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { admin, signOut } = useAdminSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The folded menu closes on Escape wherever focus is (its button, after a tap), back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const logOut = async () => {
    setSigningOut(true);
    await signOut();
    navigate(adminPaths.home, { replace: true });
  };

  return (
    <div className="admin-shell">
      <a className="admin-skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <span className="admin-topbar__brand">
          {BRAND_NAME} <span className="admin-topbar__tag">Admin</span>
        </span>
        <button
          ref={menuButton}
          type="button"
          className="admin-topbar__menu"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
      </header>
      <nav
        id="admin-sidebar"
        className={menuOpen ? "admin-sidebar admin-sidebar--open" : "admin-sidebar"}
        aria-label="Admin sections"
      >
        <ul className="admin-sidebar__list">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className="admin-sidebar__link" onClick={() => setMenuOpen(false)}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="admin-sidebar__footer">
          <p className="admin-sidebar__account">
            Signed in as <strong>{admin.email}</strong>
          </p>
          <button type="button" className="btn btn--secondary btn--block" onClick={logOut} disabled={signingOut}>
            Log out
          </button>
        </div>
      </nav>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
