import { lazy } from "react";
import { pageMeta } from "~/lib/page-meta";
import "~/features/pricing/pricing-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const PricingPage = lazy(() =>
  import("~/features/pricing/pricing-page").then((module) => ({ default: module.PricingPage })),
);

export const meta = () =>
  pageMeta(
    "Pricing",
    "Simple pricing for UK UGC: platform access at £35 a month, done-for-you campaigns from £849, and creator credits from £137.50.",
    "/prices",
  );

export const handle = { newsletter: "general" };

export default function Page() {
  return <PricingPage />;
}
