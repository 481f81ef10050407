import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("app/layouts/site-layout.tsx", [
    index("routes/home.tsx"),
    route("creator", "routes/creator.tsx"),
    route("creator-signup", "routes/creator-signup.tsx"),
    route("brand-signup", "routes/brand-signup.tsx"),
    route("prices", "routes/prices.tsx"),
    route("how-it-works", "routes/how-it-works.tsx"),
    route("contact", "routes/contact.tsx"),
    route("blog", "routes/blog.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("cookie-policy", "routes/cookie-policy.tsx"),
    route("confirm-subscription", "routes/confirm-subscription.tsx"),
    route("unsubscribe", "routes/unsubscribe.tsx"),
    // Where a page sits decides who may open it: the gate runs once, in these layouts.
    layout("app/layouts/guest-layout.tsx", [route("signin", "routes/signin.tsx")]),
    layout("app/layouts/signed-in-layout.tsx", [route("dashboard", "routes/dashboard.tsx")]),
    route("*", "routes/not-found.tsx"),
  ]),
  // The admin panel: client-only, its own frame and sign-in (app/layouts/admin-layout.tsx).
  route("admin", "app/layouts/admin-layout.tsx", [
    index("routes/admin.tsx"),
    route("applications", "routes/admin-applications.tsx", [
      index("routes/admin-applications-index.tsx"),
      route(":id", "routes/admin-application.tsx"),
    ]),
    route("brand-signups", "routes/admin-brand-signups.tsx"),
    route("creators", "routes/admin-creators.tsx"),
    route("contact", "routes/admin-contact.tsx"),
    route("newsletter", "routes/admin-newsletter.tsx"),
    route("overview", "routes/admin-overview.tsx"),
    route("activity", "routes/admin-activity.tsx"),
    route("*", "routes/admin-not-found.tsx"),
  ]),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
] satisfies RouteConfig;
