import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import { HowItWorksPage } from "~/features/how-it-works/how-it-works-page";

export const meta = () =>
  pageMeta(
    "How It Works",
    "How brands brief and hire vetted UK creators, and how creators get briefed, booked and paid.",
    paths.howItWorks,
  );

export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
