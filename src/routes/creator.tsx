import { pageMeta } from "~/lib/page-meta";
import { CreatorLandingPage } from "~/features/creator-landing/creator-landing-page";

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
