import { Reveal } from "~/components/ui/reveal";
import { STATS } from "../content";
import { SectionHeading } from "~/components/ui/section-heading";
import { Static } from "~/components/ui/static";

export function Stats() {
  return (
    <Static name="stats" className="landing-section stats" aria-labelledby="stats-title">
      <div className="container">
        <SectionHeading id="stats-title" eyebrow="By the numbers" title="Results you can measure" />
        <dl className="stats__grid">
          {STATS.map((stat, index) => (
            <Reveal key={stat.label} delay={index * 0.08} className="stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </Reveal>
          ))}
        </dl>
      </div>
    </Static>
  );
}
