import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("The Most Data-Driven UGC Platform", "Hire vetted UK creators for TikTok and Meta video ads, with AI briefs and performance insights.", "/");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Get Ready for the Most Data-Driven UGC Platform Yet</h1>
      <p>UK Creators. AI. Insights. All in one place. Built for brands that want results from day one.</p>
    </section>
  );
}
