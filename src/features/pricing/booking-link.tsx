import type { ReactNode } from "react";
import { BOOKING_URL } from "~/shared/brand";

/** The calendar booking page, always in a new tab, announced as such to screen readers. */
export function BookingLink({
  children,
  className,
  context,
}: {
  children: ReactNode;
  className?: string;
  context?: string;
}) {
  return (
    <a href={BOOKING_URL} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{context ? ` ${context}` : ""} (opens in a new tab)</span>
    </a>
  );
}
