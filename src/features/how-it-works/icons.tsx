import type { ReactNode } from "react";
import { LineIcon } from "~/components/ui/line-icon";

const ICONS = {
  sparkles: (
    <>
      <path d="M12 3l1.8 4.7 4.7 1.8-4.7 1.8L12 16l-1.8-4.7-4.7-1.8 4.7-1.8z" />
      <path d="M19 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17 14.5c2.3.2 3.9 1.7 4.5 4.5" />
    </>
  ),
  support: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8.5 9.5h7M8.5 12.5h4" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="3" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  brief: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  match: (
    <>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 20c.8-3.6 3.4-5.5 6.5-5.5 1.4 0 2.7.4 3.8 1.1" />
      <path d="m15.5 18 2 2 4-4" />
    </>
  ),
  revise: (
    <>
      <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
      <path d="M4 3v5h5" />
      <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
      <path d="M20 21v-5h-5" />
    </>
  ),
  launch: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="3" />
      <path d="m10.5 9 4 3-4 3z" />
    </>
  ),
  chart: <path d="M3 20h18M6 16v-5M11 16V7M16 16v-3M20 16V9" />,
  send: (
    <>
      <path d="M21 3 3 10.5l7 2.5 2.5 7z" />
      <path d="m10 13 5-5" />
    </>
  ),
  pound: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M14.5 8.5a2.5 2.5 0 0 0-4.5 1.5v5.5M8.5 12.5h4.5M8.5 16h7" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

/** Decorative line icons; the text beside them carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <LineIcon size={size}>{ICONS[name]}</LineIcon>;
}
