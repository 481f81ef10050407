import { pageMeta } from "~/lib/page-meta";
import { BrandSignupPage } from "~/features/waitlist/brand-signup-page";

export const meta = () =>
  pageMeta(
    "Join the Brand Waitlist",
    "Join the waitlist for 3 months free access at launch, and book a call.",
    "/brand-signup",
  );

export default function Page() {
  return <BrandSignupPage />;
}
