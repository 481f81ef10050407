import { lazy } from "react";
import { pageMeta } from "~/lib/page-meta";
import "~/features/creator-landing/creator-landing-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const CreatorLandingPage = lazy(() =>
  import("~/features/creator-landing/creator-landing-page").then((module) => ({ default: module.CreatorLandingPage })),
);

export const meta = () =>
  pageMeta(
    "For Creators",
    "Get paid to make short videos for UK brands: £200 per video as a Pro, £95 as a Rising Star. Apply to be featured at launch.",
    "/creator",
  );

/** The footer's newsletter form sends group "creator" from this page (product.md §P2–P3). */
export const handle = { newsletter: "creator" };

export default function Page() {
  return <CreatorLandingPage />;
}
