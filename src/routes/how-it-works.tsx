import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("How It Works", "How brands brief and hire UK creators, and how creators get booked and paid.", "/how-it-works");

export default function Page() {
  return (
    <section className="page-intro container">
      <h1>How it works</h1>
      <p>From brief to ready-to-run ads, for brands and creators.</p>
    </section>
  );
}
