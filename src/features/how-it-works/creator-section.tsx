import { Static } from "~/components/ui/static";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { CREATOR_PAY, CREATOR_STEPS } from "./content";
import { StepList } from "./step-list";

export const CREATORS_ID = "for-creators";

export function CreatorSection() {
  return (
    <Static name="hiw-creators" className="hiw-section hiw-section--dark" aria-labelledby={CREATORS_ID}>
      <div className="container">
        <SectionHeading
          id={CREATORS_ID}
          titleClassName="hiw-anchor"
          eyebrow="For creators"
          title="Get paid to create for brands you love"
          intro="Join a network of vetted UK creators. Choose the briefs that suit you and get paid fairly for every video."
        />

        <h3 className="visually-hidden">Three steps to your first brief</h3>
        <StepList steps={CREATOR_STEPS} label="Steps for creators" tone="dark" />

        <Reveal className="hiw-pay">
          <h3 className="hiw-pay__title">What you earn</h3>
          <dl className="hiw-pay__tiers">
            <div className="hiw-pay__tier">
              <dt>Pro</dt>
              <dd>
                <span className="hiw-pay__amount">{CREATOR_PAY.pro}</span> per video
              </dd>
            </div>
            <div className="hiw-pay__tier">
              <dt>Rising Star</dt>
              <dd>
                <span className="hiw-pay__amount">{CREATOR_PAY.risingStar}</span> per video
              </dd>
            </div>
          </dl>
          <p className="hiw-pay__note">
            Paid 14 days after brand approval. Brands get a one-year ad licence; organic use is unlimited.
          </p>
          <Link to={paths.creatorSignup} className="btn btn--primary">
            Apply now
          </Link>
        </Reveal>
      </div>
    </Static>
  );
}
