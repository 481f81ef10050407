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
    route("application-status", "routes/application-status.tsx"),
    // Where a page sits decides who may open it: the gate runs once, in these layouts.
    layout("app/layouts/guest-layout.tsx", [route("signin", "routes/signin.tsx")]),
    layout("app/layouts/signed-in-layout.tsx", [route("dashboard", "routes/dashboard.tsx")]),
    route("*", "routes/not-found.tsx"),
  ]),
  // The admin panel: client-only, its own frame and sign-in; its screens are routed inside it
  // (features/admin/admin-routes.tsx), so public pages' route manifest stays one entry long.
  route("admin/*", "routes/admin.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
] satisfies RouteConfig;
