import { pageMeta } from "~/lib/page-meta";
import "./page-intro.css";

export const meta = () =>
  pageMeta("Apply as a Creator", "Apply to join our network of vetted UK UGC creators.", "/creator-signup");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Apply as a creator</h1>
      <p>Tell us about you and share 1–3 of your videos.</p>
    </section>
  );
}
