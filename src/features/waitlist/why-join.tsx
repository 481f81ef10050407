import { LineIcon } from "~/components/ui/line-icon";

const REASONS = [
  {
    title: "3 months free",
    text: "Brands on the waitlist get three months of free platform access when we launch.",
    icon: (
      <>
        <rect x="3" y="8" width="18" height="13" rx="2" />
        <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
      </>
    ),
  },
  {
    title: "First pick of UK creators",
    text: "Be among the first brands to brief our network of 800+ UK-based, pre-vetted creators.",
    icon: (
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.8a3.5 3.5 0 010 6.4M18.5 14.8c1.6.8 2.6 2.5 3 5.2" />
      </>
    ),
  },
  {
    title: "A call with our team",
    text: "Book a 30-minute call after you sign up, and get 1-on-1 creative support on every project.",
    icon: (
      <>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M8 14.5h3" />
      </>
    ),
  },
] as const;

/** product.md §P2–P3's "Why Join" section: three reasons. */
export function WhyJoin() {
  return (
    <section className="why-join" aria-labelledby="why-join-heading">
      <div className="container">
        <h2 id="why-join-heading">Why join the waitlist?</h2>
        <ul className="column-grid why-join__grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="why-join__item">
              <span className="why-join__icon">
                <LineIcon>{reason.icon}</LineIcon>
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
