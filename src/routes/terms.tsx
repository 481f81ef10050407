import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("Terms of Use", "The terms that apply to clients and creators using the platform.", "/terms");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Terms of Use</h1>
      <p>Last updated 30 June 2025.</p>
    </section>
  );
}
