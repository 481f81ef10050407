import { pageMeta } from "~/lib/page-meta";
import { LandingPage } from "~/features/landing/landing-page";

export const meta = () =>
  pageMeta(
    "The Most Data-Driven UGC Platform",
    "Hire pre-vetted UK creators for TikTok and Meta video ads, with AI briefs, performance insights and 1-on-1 creative support. Join the waitlist for 3 months free.",
    "/",
  );

export const handle = { newsletter: "general" };

export default function Home() {
  return <LandingPage />;
}
