import { pageMeta } from "~/lib/page-meta";
import "./page-intro.css";

export const meta = () =>
  pageMeta(
    "Join the Brand Waitlist",
    "Join the waitlist for 3 months free access at launch, and book a call.",
    "/brand-signup",
  );

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Join the waitlist</h1>
      <p>Get 3 months free access at launch.</p>
    </section>
  );
}
