import type { CSSProperties, ReactNode } from "react";
import "./reveal.css";

/**
 * Rises into place as it scrolls into view, in CSS alone (reveal.css): the prerendered HTML is readable
 * before, and without, any script, and nothing stays hidden if a chunk fails to load. Only the position
 * moves; the content is opaque from the first paint.
 */
export function Reveal({
  children,
  delay = 0,
  className,
}: {
  children: ReactNode;
  /** Seconds, to stagger the items of a list. */
  delay?: number;
  className?: string;
}) {
  const style = delay > 0 ? ({ "--reveal-delay": `${delay}s` } as CSSProperties) : undefined;
  return (
    <div className={className ? `reveal ${className}` : "reveal"} style={style}>
      {children}
    </div>
  );
}
