import { lazy } from "react";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import "~/features/legal/terms/terms-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const TermsPage = lazy(() =>
  import("~/features/legal/terms/terms-page").then((module) => ({ default: module.TermsPage })),
);

export const meta = () =>
  pageMeta("Terms of Use", "The terms that apply to clients and creators using the platform.", paths.terms);

export default function TermsRoute() {
  return <TermsPage />;
}
