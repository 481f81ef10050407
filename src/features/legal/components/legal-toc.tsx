import { useId, useState } from "react";
import { flushSync } from "react-dom";
import type { LegalSection } from "./types";

/**
 * Contents of a legal page: a sticky list beside the text on desktop; on narrow screens
 * a collapsed card above it that the reader opens.
 */
export function LegalToc({
  sections,
  activeId,
}: {
  sections: readonly Pick<LegalSection, "id" | "title">[];
  activeId: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();

  // Collapse before the browser jumps to the anchor, so the jump lands on the final layout.
  const closeBeforeJump = () => flushSync(() => setOpen(false));

  return (
    <nav className="legal-toc" aria-labelledby={titleId}>
      <p id={titleId} className="legal-toc__title">
        On this page
      </p>
      <button
        type="button"
        className="disclosure-toggle legal-toc__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          On this page <span className="legal-toc__count">{`· ${sections.length} sections`}</span>
        </span>
        <svg className="legal-toc__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ol id={listId} className="legal-toc__list" data-open={open}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="legal-toc__link"
              aria-current={activeId === section.id ? "location" : undefined}
              onClick={closeBeforeJump}
            >
              <span className="legal-toc__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
