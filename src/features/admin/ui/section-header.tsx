import type { ReactNode } from "react";
import { BRAND_NAME } from "~/shared/brand";
import "./panel.css";

/** The document title of an admin screen (React puts it in the head). */
export function AdminTitle({ title }: { title: string }) {
  return <title>{`${title} | ${BRAND_NAME} Admin`}</title>;
}

/** A section's heading, which also names the page, with its actions (filters, export) beside it. */
export function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="admin-section-header">
      <AdminTitle title={title} />
      <h1 className="admin-section-header__title">{title}</h1>
      {children ? <div className="admin-section-header__actions">{children}</div> : null}
    </header>
  );
}

/**
 * After an action removed the control that had focus (a deleted entry's Delete button), focus goes to
 * the section's heading rather than to nowhere, so the keyboard and screen reader keep their place.
 */
export function focusSectionHeading(): void {
  const heading = document.querySelector<HTMLElement>(".admin-section-header__title");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
