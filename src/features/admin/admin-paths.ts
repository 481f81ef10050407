import { paths } from "~/config/paths";

/**
 * The panel's own addresses under /admin. Each section and each record has its own URL, so reload,
 * back/forward and a shared link open the same screen. They stay out of `paths` (config/paths.ts),
 * which lists the site's public routes for the gate, the sitemap and prerendering.
 */
export const adminPaths = {
  home: paths.admin,
  applications: `${paths.admin}/applications`,
  brandSignups: `${paths.admin}/brand-signups`,
  creators: `${paths.admin}/creators`,
  contact: `${paths.admin}/contact`,
  overview: `${paths.admin}/overview`,
  newsletter: `${paths.admin}/newsletter`,
  activity: `${paths.admin}/activity`,
  people: `${paths.admin}/people`,
} as const;

/** One creator application's own screen. */
export const applicationPath = (id: string) => `${adminPaths.applications}/${encodeURIComponent(id)}`;

/** The sidebar, in the product's order (Creator Applications, Brand Sign Ups, Creators, Contact) then the panel's own. */
export const ADMIN_SECTIONS = [
  { to: adminPaths.applications, label: "Creator Applications" },
  { to: adminPaths.brandSignups, label: "Brand Sign Ups" },
  { to: adminPaths.creators, label: "Creators" },
  { to: adminPaths.contact, label: "Contact" },
  { to: adminPaths.overview, label: "Overview" },
  { to: adminPaths.newsletter, label: "Newsletter" },
  { to: adminPaths.activity, label: "Activity" },
  { to: adminPaths.people, label: "People" },
] as const;
