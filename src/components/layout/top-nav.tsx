import { Link, NavLink } from "react-router";
import { paths } from "~/config/paths";
import { Logo } from "~/components/ui/logo";
import { NAV_ITEMS } from "./nav-items";
import { MobileMenu } from "./mobile-menu";
import "./top-nav.css";

export function TopNav() {
  return (
    <header className="top-nav">
      <div className="top-nav__inner container">
        <Logo />
        <nav aria-label="Main" className="top-nav__links">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className="top-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={paths.brandSignup} className="btn btn--primary top-nav__cta">
          Book a demo
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
