import { useId, useRef, useState, type KeyboardEvent } from "react";
import { HOW_IT_WORKS_TABS, ILLUSTRATION_SIZE } from "../content";
import { stepIndex } from "../lib/carousel-index";
import { SectionHeading } from "./section-heading";
import "../styles/how-tabs.css";

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump to the ends. */
export function HowItWorksTabs() {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const count = HOW_IT_WORKS_TABS.length;

  function select(index: number) {
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) select(stepIndex(selected, step, count));
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(count - 1);
    else return;
    event.preventDefault();
  }

  return (
    <section className="landing-section landing-section--soft" aria-labelledby="how-it-works-title">
      <div className="container">
        <SectionHeading id="how-it-works-title" eyebrow="From brief to results" title="How it works" />
        <div className="how-tabs">
          <div role="tablist" aria-label="How it works" className="how-tabs__list" onKeyDown={onKeyDown}>
            {HOW_IT_WORKS_TABS.map((tab, index) => (
              <button
                key={tab.title}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={index === selected}
                aria-controls={`${baseId}-panel-${index}`}
                tabIndex={index === selected ? 0 : -1}
                className="how-tabs__tab"
                onClick={() => setSelected(index)}
              >
                <span className="how-tabs__number" aria-hidden="true">
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
              hidden={index !== selected}
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
