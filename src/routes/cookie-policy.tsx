import { lazy } from "react";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import "~/features/legal/cookies/cookie-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const CookiePolicyPage = lazy(() =>
  import("~/features/legal/cookies/cookie-page").then((module) => ({ default: module.CookiePolicyPage })),
);

export const meta = () =>
  pageMeta(
    "Cookie Policy",
    "Which cookies and storage the site uses, and how to change your choice.",
    paths.cookiePolicy,
  );

export default function CookiePolicyRoute() {
  return <CookiePolicyPage />;
}
