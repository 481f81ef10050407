import type { BrandSignupStatus } from "~/shared/constants";
import { BRAND_SIGNUP_STATUS_LABELS, BRAND_SIGNUP_STATUS_TONES } from "./brand-signup-status";

/** The status as a coloured label: each status its own colour, the word always written. */
export function BrandSignupStatusBadge({ status }: { status: BrandSignupStatus }) {
  return (
    <span className={`status-badge status-badge--${BRAND_SIGNUP_STATUS_TONES[status]}`} data-status={status}>
      {BRAND_SIGNUP_STATUS_LABELS[status]}
    </span>
  );
}
