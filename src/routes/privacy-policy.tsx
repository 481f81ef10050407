import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("Privacy Policy", "How we collect, use and protect personal data under UK GDPR.", "/privacy-policy");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Privacy Policy</h1>
      <p>How we handle personal data under UK GDPR.</p>
    </section>
  );
}
