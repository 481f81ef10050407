import { Link } from "react-router";
import { paths } from "~/config/paths";
import { Logo } from "~/components/ui/logo";
import { NavLinkList } from "./nav-link-list";
import { NAV_ITEMS } from "./nav-items";
import { MobileMenu } from "./mobile-menu";
import "./top-nav.css";

export function TopNav() {
  return (
    <header className="top-nav">
      <div className="top-nav__inner container">
        <Logo />
        <nav aria-label="Main" className="top-nav__links">
          <NavLinkList items={NAV_ITEMS} linkClassName="top-nav__link" />
        </nav>
        <Link to={paths.brandSignup} className="btn btn--primary top-nav__cta">
          Book a demo
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
