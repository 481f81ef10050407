import { pageMeta } from "~/lib/page-meta";
import { PricingPage } from "~/features/pricing/pricing-page";

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
