import { Reveal } from "~/components/ui/reveal";
import { Icon } from "./icons";
import type { Step } from "./content";
import "./step-list.css";

/** A numbered sequence of steps; the numbers come from the ordered list itself. */
export function StepList({ steps, label, tone }: { steps: readonly Step[]; label: string; tone: "light" | "dark" }) {
  return (
    <ol className={`column-grid hiw-steps hiw-steps--${tone}`} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.title} className="hiw-step">
          <Reveal delay={Math.min(index, 3) * 0.06} className="hiw-step__inner">
            <div className="hiw-step__badge">
              <span className="hiw-step__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="hiw-step__icon">
                <Icon name={step.icon} size={22} />
              </span>
            </div>
            <h4 className="hiw-step__title">
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h4>
            <p className="hiw-step__text">{step.text}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
