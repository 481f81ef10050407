import type { ReactNode } from "react";

/** The eyebrow, heading and intro shared by the landing sections; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: string;
}) {
  return (
    <header className="section-heading">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <p className="section-heading__intro">{intro}</p> : null}
    </header>
  );
}
