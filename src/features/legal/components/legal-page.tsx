import { useMemo, type ReactNode } from "react";
import { useSectionFromHash } from "~/components/layout/use-section-from-hash";
import { LegalToc } from "./legal-toc";
import { useActiveSection } from "./use-active-section";
import type { LegalDate, LegalSection } from "./types";
import "../legal.css";

/** Shared layout of the legal pages: title, "Last updated", contents with anchors, numbered sections. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated: LegalDate;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const activeId = useActiveSection(ids);

  useSectionFromHash(ids);

  return (
    <div className="legal" data-hydrate="scroll">
      <header className="legal__header">
        <div className="container">
          <p className="eyebrow">Legal</p>
          <h1 className="legal__title">{title}</h1>
          <p className="legal__updated">
            Last updated <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
          </p>
          <div className="legal__intro">{intro}</div>
        </div>
      </header>
      <div className="container legal__layout">
        <LegalToc sections={sections} activeId={activeId} />
        <article className="legal__body">
          {sections.map((section, index) => (
            <section key={section.id} className="legal__section" aria-labelledby={section.id}>
              <h2 id={section.id} className="legal__heading">
                {/* One text node each: the page's HTML carries no separator between number and title. */}
                <span className="legal__heading-number">{`${index + 1}.`}</span>
                {` ${section.title}`}
              </h2>
              {section.content}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
