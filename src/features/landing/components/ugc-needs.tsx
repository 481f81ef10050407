import { Reveal } from "~/components/ui/reveal";
import { UGC_NEEDS } from "../content";
import { FeatureIcon } from "./feature-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { Static } from "~/components/ui/static";

export function UgcNeeds() {
  return (
    <Static name="ugc-needs" className="landing-section" aria-labelledby="ugc-needs-title">
      <div className="container">
        <Reveal>
          <SectionHeading
            id="ugc-needs-title"
            eyebrow="One platform"
            title="All Your UGC Needs In One Space"
            intro="Find creators, brief them with AI and see what performs, without juggling five tools and an inbox."
          />
        </Reveal>
        <ul className="card-grid card-grid--3">
          {UGC_NEEDS.map((need, index) => (
            <li key={need.title}>
              <Reveal delay={index * 0.08} className="feature-card">
                <FeatureIcon name={need.icon} />
                <h3>{need.title}</h3>
                <p>{need.text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </Static>
  );
}
