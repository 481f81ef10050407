import type { ReactNode } from "react";
import { LineIcon } from "~/components/ui/line-icon";

function Icon({ children }: { children: ReactNode }) {
  return <LineIcon size={22}>{children}</LineIcon>;
}

export const BENEFIT_ICONS = {
  pay: (
    <Icon>
      <path d="M16 6.5A4 4 0 0 0 9 9v4.5a3 3 0 0 1-1.5 2.6L7 17h10M7 12h7" />
    </Icon>
  ),
  clock: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  ),
  mail: (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  ),
  check: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  ),
  licence: (
    <Icon>
      <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  ),
  star: (
    <Icon>
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </Icon>
  ),
} as const;
