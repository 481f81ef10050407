import { MotionProvider } from "~/components/ui/motion";
import { BenefitCards } from "./benefit-cards";
import { CreatorCta } from "./creator-cta";
import { CreatorFaq } from "./creator-faq";
import { CreatorHero } from "./creator-hero";
import { ProcessSteps } from "./process-steps";
import "./creator-landing.css";

export function CreatorLandingPage() {
  return (
    <MotionProvider>
      <div className="creator-page">
        <CreatorHero />
        <ProcessSteps />
        <BenefitCards />
        <CreatorFaq />
        <CreatorCta />
      </div>
    </MotionProvider>
  );
}
