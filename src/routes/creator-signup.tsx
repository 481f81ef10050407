import { lazy } from "react";
import { pageMeta } from "~/lib/page-meta";
import "~/features/creator-application/creator-application-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const CreatorApplicationPage = lazy(() =>
  import("~/features/creator-application/creator-application-page").then((module) => ({
    default: module.CreatorApplicationPage,
  })),
);

export const meta = () =>
  pageMeta("Apply as a Creator", "Apply to join our network of vetted UK UGC creators.", "/creator-signup");

/** The footer speaks to creators here; the application has its own newsletter box, so no second e-mail field. */
export const handle = { audience: "creator" };

export default function Page() {
  return <CreatorApplicationPage />;
}
