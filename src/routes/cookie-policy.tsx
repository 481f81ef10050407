import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("Cookie Policy", "Which cookies and storage the site uses, and how to choose.", "/cookie-policy");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Cookie Policy</h1>
      <p>Which cookies we set, and why.</p>
    </section>
  );
}
