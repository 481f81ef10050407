import type { ReactNode } from "react";

/** A page section's centred eyebrow, heading and intro; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  titleClassName,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: string;
  titleClassName?: string;
}) {
  return (
    <header className="section-heading">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {intro ? <p className="section-heading__intro">{intro}</p> : null}
    </header>
  );
}
