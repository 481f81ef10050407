import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("For Creators", "Get paid to make short videos for UK brands. Apply to be featured at launch.", "/creator");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Get paid to create for UK brands</h1>
      <p>Apply to be featured when we launch.</p>
    </section>
  );
}
