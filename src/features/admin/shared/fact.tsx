import type { ReactNode } from "react";

/** One row of a card's facts: a `<dl>`'s term and its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
