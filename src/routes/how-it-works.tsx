import { lazy } from "react";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import "~/features/how-it-works/how-it-works-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const HowItWorksPage = lazy(() =>
  import("~/features/how-it-works/how-it-works-page").then((module) => ({ default: module.HowItWorksPage })),
);

export const meta = () =>
  pageMeta(
    "How It Works",
    "How brands brief and hire vetted UK creators, and how creators get briefed, booked and paid.",
    paths.howItWorks,
  );

export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
