import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
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
 * FAQ accordion following the WAI-ARIA pattern: each question is a button with
 * aria-expanded/aria-controls (Enter and Space work natively), arrow keys, Home and End
 * move between questions, and at most one answer is open at a time.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenIndex = null, className }: AccordionProps) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function focusButton(index: number) {
    const count = items.length;
    buttons.current[(index + count) % count]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusButton(index + 1),
      ArrowUp: () => focusButton(index - 1),
      Home: () => focusButton(0),
      End: () => focusButton(items.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  }

  return (
    <div className={className ? `accordion ${className}` : "accordion"}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div className="accordion__item" data-open={open} key={item.question}>
            <Heading className="accordion__heading">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              <div className="accordion__answer">{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
