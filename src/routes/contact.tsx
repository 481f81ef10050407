import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("Contact Us", "Questions about our UGC platform? Send us a message.", "/contact");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>Contact us</h1>
      <p>Send us a message and we'll be in touch soon.</p>
    </section>
  );
}
