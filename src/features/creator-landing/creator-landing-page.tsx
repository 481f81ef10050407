import { BenefitCards } from "./benefit-cards";
import { CreatorCta } from "./creator-cta";
import { CreatorFaq } from "./creator-faq";
import { CreatorHero } from "./creator-hero";
import { ProcessSteps } from "./process-steps";
import "./creator-landing.css";

export function CreatorLandingPage() {
  return (
    <>
      <div className="creator-page">
        <CreatorHero />
        <ProcessSteps />
        <BenefitCards />
        <CreatorFaq />
        <CreatorCta />
      </div>
    </>
  );
}
