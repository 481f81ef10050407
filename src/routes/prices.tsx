import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("Pricing", "Simple pricing: platform access from £35 a month, or done-for-you campaigns from £849.", "/prices");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Pricing</h1>
      <p>Platform access from £35 a month, or done-for-you campaigns from £849.</p>
    </section>
  );
}
