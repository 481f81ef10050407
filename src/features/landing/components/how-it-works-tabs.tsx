import { useEffect, useId, useRef } from "react";
import { HOW_IT_WORKS_TABS, ILLUSTRATION_SIZE } from "../content";
import { attachTabs } from "../lib/tabs-behaviour";
import { SectionHeading } from "~/components/ui/section-heading";
import "../styles/how-tabs.css";

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump to the ends. React renders the
 * first tab selected and never re-renders another: the behaviour is `attachTabs`, which a public page attaches to
 * the prerendered markup before any React code has loaded (app/public-page.ts).
 */
export function HowItWorksTabs() {
  const containerRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  useEffect(() => (containerRef.current ? attachTabs(containerRef.current) : undefined), []);

  return (
    <section className="landing-section landing-section--soft" aria-labelledby="how-it-works-title">
      <div className="container">
        <SectionHeading id="how-it-works-title" eyebrow="From brief to results" title="How it works" />
        <div className="how-tabs" ref={containerRef}>
          <div role="tablist" aria-label="How it works" className="how-tabs__list">
            {HOW_IT_WORKS_TABS.map((tab, index) => (
              <button
                key={tab.title}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={index === 0}
                aria-controls={`${baseId}-panel-${index}`}
                tabIndex={index === 0 ? 0 : -1}
                className="how-tabs__tab"
              >
                <span className="round-badge how-tabs__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="visually-hidden">{`Step ${index + 1}:`}</span> {tab.title}
              </button>
            ))}
          </div>
          {HOW_IT_WORKS_TABS.map((tab, index) => (
            <div
              key={tab.title}
              role="tabpanel"
              id={`${baseId}-panel-${index}`}
              aria-labelledby={`${baseId}-tab-${index}`}
              hidden={index !== 0}
              tabIndex={0}
              className="how-tabs__panel"
            >
              <img
                src={tab.image}
                alt={tab.alt}
                width={ILLUSTRATION_SIZE.width}
                height={ILLUSTRATION_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <div>
                <h3>{tab.title}</h3>
                <ul className="check-list">
                  {tab.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
