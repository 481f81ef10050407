import { Reveal } from "~/components/ui/reveal";
import { BENEFIT_ICONS } from "./benefit-icons";
import { BRIEF_RESPONSE_HOURS, CREATOR_PAY_POUNDS, DECISION_WITHIN_DAYS, PAYMENT_RELEASE_DAYS } from "./creator-offer";
import { Static } from "~/components/ui/static";

const BENEFITS = [
  {
    icon: BENEFIT_ICONS.pay,
    stat: `£${CREATOR_PAY_POUNDS.pro}`,
    title: "per video as a Pro",
    text: `Rising Stars earn £${CREATOR_PAY_POUNDS.risingStar} per video. Grow your ratings and step up to Pro.`,
  },
  {
    icon: BENEFIT_ICONS.clock,
    stat: `${PAYMENT_RELEASE_DAYS} days`,
    title: "to get paid",
    text: `Your payment is released ${PAYMENT_RELEASE_DAYS} days after the brand approves your video. No chasing invoices.`,
  },
  {
    icon: BENEFIT_ICONS.mail,
    stat: `${DECISION_WITHIN_DAYS} days`,
    title: "to hear back",
    text: `Every application is reviewed by a person, and you will know the outcome within ${DECISION_WITHIN_DAYS} days.`,
  },
  {
    icon: BENEFIT_ICONS.check,
    stat: `${BRIEF_RESPONSE_HOURS} hours`,
    title: "to say yes or pass",
    text: `Accept a brief or pass on it within ${BRIEF_RESPONSE_HOURS} hours. You only make content you believe in.`,
  },
  {
    icon: BENEFIT_ICONS.licence,
    stat: "1 year",
    title: "ad licence, clearly agreed",
    text: "Brands get a one-year licence to run your video as an ad. Organic use is unlimited, and it is all in the contract.",
  },
  {
    icon: BENEFIT_ICONS.star,
    stat: "UK brands",
    title: "you will want to work with",
    text: "Beauty, food, finance, wellbeing and more. Standard, secure contracts and payments on every job.",
  },
] as const;

export function BenefitCards() {
  return (
    <Static name="creator-benefits" className="creator-benefits" aria-labelledby="creator-benefits-heading">
      <div className="container">
        <p className="eyebrow">Why creators join</p>
        <h2 id="creator-benefits-heading">Fair pay, fast answers, no surprises</h2>
        <ul className="column-grid creator-benefits__grid">
          {BENEFITS.map((benefit, index) => (
            <li key={benefit.title}>
              <Reveal delay={(index % 3) * 0.08} className="benefit-card">
                <span className="benefit-card__icon" aria-hidden="true">
                  {benefit.icon}
                </span>
                <h3>
                  <span className="benefit-card__stat">{benefit.stat}</span>{" "}
                  <span className="benefit-card__title">{benefit.title}</span>
                </h3>
                <p>{benefit.text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </Static>
  );
}
