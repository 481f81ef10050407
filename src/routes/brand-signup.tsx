import { lazy } from "react";
import { pageMeta } from "~/lib/page-meta";
import "~/features/waitlist/brand-signup-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const BrandSignupPage = lazy(() =>
  import("~/features/waitlist/brand-signup-page").then((module) => ({ default: module.BrandSignupPage })),
);

export const meta = () =>
  pageMeta(
    "Join the Brand Waitlist",
    "Join the waitlist for 3 months free access at launch, and book a call.",
    "/brand-signup",
  );

export default function Page() {
  return <BrandSignupPage />;
}
