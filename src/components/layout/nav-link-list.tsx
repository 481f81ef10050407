import { NavLink } from "react-router";
import type { NAV_ITEMS } from "./nav-items";
import "./nav-link.css";

/** The site's page links as a list, the current page's marked `active`; `linkClassName` sizes them for their menu. */
export function NavLinkList({
  items,
  linkClassName,
}: {
  items: readonly (typeof NAV_ITEMS)[number][];
  linkClassName: string;
}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className={`nav-link ${linkClassName}`}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
