import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import "./accordion.css";

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each question, so the page outline stays correct. */
  headingLevel?: 2 | 3 | 4;
  /** Index open on first render; none by default. */
  defaultOpenIndex?: number | null;
  className?: string;
}

/**
 * FAQ accordion from native `<details>`/`<summary>`: the answers open and close without
 * JavaScript, Enter and Space toggle natively, and the shared `name` keeps at most one answer
 * open at a time (the browser closes the others). With scripts, arrow keys, Home and End also
 * move between questions.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenIndex = null, className }: AccordionProps) {
  const group = useId();
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function focusSummary(index: number) {
    const count = items.length;
    summaries.current[(index + count) % count]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusSummary(index + 1),
      ArrowUp: () => focusSummary(index - 1),
      Home: () => focusSummary(0),
      End: () => focusSummary(items.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  }

  return (
    <div className={className ? `accordion ${className}` : "accordion"}>
      {items.map((item, index) => (
        <details className="accordion__item" name={group} open={index === defaultOpenIndex} key={item.question}>
          <summary
            ref={(node) => {
              summaries.current[index] = node;
            }}
            className="disclosure-toggle accordion__trigger"
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Heading className="accordion__heading">{item.question}</Heading>
            <span className="accordion__icon" aria-hidden="true" />
          </summary>
          <div className="accordion__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
