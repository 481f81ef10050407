import type { ReactNode } from "react";
import { useId } from "react";

/** One of the form's four titled sections (product.md §P3.4.1). */
export function ApplicationSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="application-section" aria-labelledby={id}>
      <h2 id={id} className="application-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
