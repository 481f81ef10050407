import type { ReactNode } from "react";
import "./panel.css";

/** Nothing to show (an empty list, a section still to come), said plainly. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-empty">
      <p className="admin-empty__title">{title}</p>
      {children ? <div className="admin-empty__body">{children}</div> : null}
    </div>
  );
}
