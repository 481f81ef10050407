import { BookingLink } from "./booking-link";
import { formatWholePounds } from "~/shared/pricing";
import { Static } from "~/components/ui/static";

interface PricingPackage {
  id: string;
  name: string;
  tagline: string;
  prefix?: string;
  price: number;
  period: string;
  features: readonly string[];
  featured?: boolean;
}

const PACKAGES: readonly PricingPackage[] = [
  {
    id: "platform",
    name: "Platform",
    tagline: "Self-serve access for teams who want to run UGC in-house.",
    price: 35,
    period: "per month",
    features: [
      "Browse and brief 800+ pre-vetted UK creators",
      "AI-assisted brief and script generation",
      "Performance dashboard: views, clicks, engagement and AI suggestions",
      "Standardised, secure contracts and payments",
      "12 months of usage rights on all content",
    ],
  },
  {
    id: "done-for-you",
    name: "Done For You",
    tagline: "We plan, cast, brief and deliver the whole campaign for you.",
    prefix: "from",
    price: 849,
    period: "per campaign",
    featured: true,
    features: [
      "Everything in Platform",
      "1-on-1 creative support from a dedicated strategist",
      "Creator casting, including VIP creators",
      "Hooks and scripts written for TikTok and Meta",
      "Extension pricing for usage rights stays the same",
    ],
  },
];

export function PackageCards() {
  return (
    <Static name="pricing-packages" className="pricing-packages container" aria-labelledby="packages-heading">
      <h2 id="packages-heading" className="visually-hidden">
        Packages
      </h2>
      <ul className="pricing-packages__list">
        {PACKAGES.map((pkg) => (
          <li key={pkg.id}>
            <article className={pkg.featured ? "package-card package-card--featured" : "package-card"}>
              {pkg.featured ? <p className="package-card__badge">Most popular</p> : null}
              <h3 className="package-card__name">{pkg.name}</h3>
              <p className="package-card__tagline">{pkg.tagline}</p>
              <p className="package-card__price">
                {pkg.prefix ? <span className="package-card__prefix">{pkg.prefix} </span> : null}
                <strong>{formatWholePounds(pkg.price)}</strong>
                <span className="package-card__period"> {pkg.period}</span>
              </p>
              <ul className="package-card__features">
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <BookingLink
                className={pkg.featured ? "btn btn--primary btn--block" : "btn btn--secondary btn--block"}
                context={`about ${pkg.name}`}
              >
                Learn More
              </BookingLink>
            </article>
          </li>
        ))}
      </ul>
    </Static>
  );
}
