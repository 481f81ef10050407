import { paths } from "~/config/paths";

export const NAV_ITEMS = [
  { to: paths.home, label: "For Brands", desktopOnly: false },
  { to: paths.creator, label: "Creators", desktopOnly: false },
  { to: paths.prices, label: "Pricing", desktopOnly: false },
  { to: paths.contact, label: "Contact Us", desktopOnly: false },
  { to: paths.blog, label: "Blog", desktopOnly: true },
] as const;

export const MOBILE_NAV_ITEMS = NAV_ITEMS.filter((item) => !item.desktopOnly);
