import type { ReactNode } from "react";
import "./panel.css";

/** A section's heading with its actions (filters, export) beside it. */
export function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="admin-section-header">
      <h1 className="admin-section-header__title">{title}</h1>
      {children ? <div className="admin-section-header__actions">{children}</div> : null}
    </header>
  );
}
