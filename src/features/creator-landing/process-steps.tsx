import { Reveal } from "~/components/ui/reveal";
import { DECISION_WITHIN_DAYS, PAYMENT_RELEASE_DAYS } from "./creator-offer";
import { Static } from "~/components/ui/static";

const STEPS = [
  {
    title: "Apply",
    text: "Tell us about you, your niches and your socials, and share 2–3 sample videos. It takes about five minutes.",
  },
  {
    title: "Get selected and briefed",
    text: `We review every application by hand and tell you the outcome within ${DECISION_WITHIN_DAYS} days. Once you are in, briefs from UK brands land in your inbox.`,
  },
  {
    title: "Create and get paid",
    text: `Film on your phone, deliver your video, and your payment is released ${PAYMENT_RELEASE_DAYS} days after the brand approves it.`,
  },
] as const;

export function ProcessSteps() {
  return (
    <Static
      name="creator-steps"
      id="creator-steps"
      className="creator-steps container"
      aria-labelledby="creator-steps-heading"
    >
      <p className="eyebrow">How it works</p>
      <h2 id="creator-steps-heading">Three steps from application to payday</h2>
      <ol className="column-grid creator-steps__list">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Reveal delay={index * 0.1} className="creator-step">
              <span className="creator-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </Static>
  );
}
