import { Static } from "~/components/ui/static";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { BRAND_PILLARS, BRAND_STEPS } from "./content";
import { Icon } from "./icons";
import { StepList } from "./step-list";

export const BRANDS_ID = "for-brands";

export function BrandSection() {
  return (
    <Static name="hiw-brands" className="hiw-section" aria-labelledby={BRANDS_ID}>
      <div className="container">
        <SectionHeading
          id={BRANDS_ID}
          titleClassName="hiw-anchor"
          eyebrow="For brands"
          title="UGC that performs, without the legwork"
          intro="One place to brief, hire and measure UK creators — with AI doing the heavy lifting and a real team behind every project."
        />

        <div className="column-grid hiw-pillars">
          {BRAND_PILLARS.map((pillar, index) => (
            <Reveal key={pillar.title} delay={index * 0.08} className="hiw-pillar">
              <div className="hiw-pillar__top">
                <span className="hiw-pillar__icon">
                  <Icon name={pillar.icon} />
                </span>
                <span className="hiw-pillar__number" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3>{pillar.title}</h3>
              <ul className="hiw-checklist">
                {pillar.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </Reveal>
          ))}
        </div>

        <h3 className="hiw-subheading">Your campaign, step by step</h3>
        <StepList steps={BRAND_STEPS} label="Steps for brands" tone="light" />

        <Reveal className="hiw-cta">
          <div>
            <p className="hiw-cta__title">Ready to see it in action?</p>
            <p className="hiw-cta__text">Book a demo and get free early access before launch.</p>
          </div>
          <Link to={paths.brandSignup} className="btn btn--primary">
            Book a Demo
          </Link>
        </Reveal>
      </div>
    </Static>
  );
}
